import { describe, expect, it } from 'vitest';
import { stylesToClasses } from './prerender-landing';

describe('prerendered markup under the CSP (no inline styles)', () => {
  it('turns each distinct style attribute into a class with its rule', () => {
    const { markup, css } = stylesToClasses(
      '<div style="display:contents"><div class="a b" style="min-height:0px"></div>' +
        '<span style="display:contents">x</span></div>',
    );
    expect(markup).toBe(
      '<div class="ssr-s0"><div class="a b ssr-s1"></div><span class="ssr-s0">x</span></div>',
    );
    expect(css).toBe('.ssr-s0{display:contents}.ssr-s1{min-height:0px}');
    expect(markup).not.toMatch(/style=/);
  });

  it('unescapes what React escaped in the attribute', () => {
    const { css } = stylesToClasses('<p style="font-family:&quot;Inter&quot;, sans-serif"></p>');
    expect(css).toBe('.ssr-s0{font-family:"Inter", sans-serif}');
  });
});
