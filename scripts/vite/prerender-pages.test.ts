import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { PrerenderedPage } from '../../src/app/boot/show-prerendered-page';
import { CSP_NONCE_PLACEHOLDER } from './security-headers';
import { stylesToClasses, writePrerenderedLanding } from './prerender-pages';

describe('prerendered markup under the CSP (no inline styles)', () => {
  it('turns each distinct style attribute into a class, with its rule', () => {
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

// What src/app/boot/prerender-pages.tsx renders, cut down.
const LANDING: PrerenderedPage = {
  html: '<main style="min-height:0px"><h1>Plan pay reviews</h1></main>',
  css: '.css-h{color:blue}',
  names: ['h', 'i'],
};

// jsdom ships no types (nor is @types/jsdom a dependency): the little this test uses of it.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'dangerously' },
  ) => { window: Window & typeof globalThis };
};

const INDEX_HTML =
  '<!doctype html><html><head><title>Meritly</title></head><body><div id="root"></div></body></html>';

/** The built index.html served at `path`, its inline script run as a browser would. */
function open(path: string, base = '/') {
  const html = writePrerenderedLanding(INDEX_HTML, LANDING, base);
  const dom = new JSDOM(html, { url: `http://127.0.0.1${path}`, runScripts: 'dangerously' });
  const { document } = dom.window;
  return { html, document, root: document.getElementById('root')! };
}

describe('the built index.html (prerender-landing)', () => {
  it('writes the page in a template with its styles first, and one script, all with the nonce', () => {
    const { html } = open('/');
    expect(html).toContain(
      `<template id="prerendered-landing"><style nonce="${CSP_NONCE_PLACEHOLDER}" ` +
        'data-emotion="css h i">.css-h{color:blue}.ssr-s0{min-height:0px}</style>' +
        '<main class="ssr-s0"><h1>Plan pay reviews</h1></main></template>',
    );
    // No other path parses the page's styles.
    expect(html.split('<body>')[0]).not.toContain('<style');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([`<script nonce="${CSP_NONCE_PLACEHOLDER}">`]);
  });

  it('shows the landing on / (and under a base) and leaves neither template nor script', () => {
    for (const [path, base] of [
      ['/', '/'],
      ['/app/', '/app/'],
      ['/app', '/app/'],
    ] as const) {
      const { document, root } = open(path, base);
      expect(root.getAttribute('data-prerendered')).toBe('prerendered-landing');
      expect(root.querySelector('h1')?.textContent).toBe('Plan pay reviews');
      expect(document.querySelectorAll('template, body script')).toHaveLength(0);
    }
  });

  it('shows nothing prerendered anywhere else', () => {
    for (const path of ['/auth', '/auth/register', '/admin', '/waitlist']) {
      const { document, root } = open(path);
      expect(root.childNodes).toHaveLength(0);
      expect(root.hasAttribute('data-prerendered')).toBe(false);
      expect(document.querySelectorAll('template')).toHaveLength(0);
      expect(document.querySelectorAll('style')).toHaveLength(0);
    }
  });
});
