import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from './security-headers';
import { stylesToClasses, writePrerenderedPages, type PrerenderedPages } from './prerender-pages';

describe('prerendered markup under the CSP (no inline styles)', () => {
  it('turns each distinct style attribute into a class, with its rule for each page that has it', () => {
    const { markups, css } = stylesToClasses([
      '<div style="display:contents"><div class="a b" style="min-height:0px"></div>' +
        '<span style="display:contents">x</span></div>',
      '<p style="min-height:0px">y</p>',
    ]);
    expect(markups).toEqual([
      '<div class="ssr-s0"><div class="a b ssr-s1"></div><span class="ssr-s0">x</span></div>',
      '<p class="ssr-s1">y</p>',
    ]);
    expect(css).toEqual([
      '.ssr-s0{display:contents}.ssr-s1{min-height:0px}',
      '.ssr-s1{min-height:0px}',
    ]);
    expect(markups.join('')).not.toMatch(/style=/);
  });

  it('unescapes what React escaped in the attribute', () => {
    const { css } = stylesToClasses(['<p style="font-family:&quot;Inter&quot;, sans-serif"></p>']);
    expect(css).toEqual(['.ssr-s0{font-family:"Inter", sans-serif}']);
  });
});

// What src/app/boot/prerender-pages.tsx renders, cut down to what the page's script acts on.
const RENDERED: PrerenderedPages = {
  landing: { html: '<h1>Plan pay reviews</h1>', css: '.css-h{color:blue}', names: ['h'] },
  signIn: {
    html:
      '<main style="min-height:0px"><form aria-label="Sign in"><input name="email" value=""/>' +
      '<input type="password" name="password" value=""/><button type="submit">Sign in</button>' +
      '</form><button type="button" data-fill="{&quot;email&quot;:&quot;a@b.c&quot;,' +
      '&quot;password&quot;:&quot;pw&quot;}">Demo</button></main>',
    css: '.css-x{color:red}',
    names: ['x', 'y'],
  },
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
function open(path: string) {
  const html = writePrerenderedPages(INDEX_HTML, RENDERED, '/');
  const dom = new JSDOM(html, { url: `http://127.0.0.1${path}`, runScripts: 'dangerously' });
  const { document } = dom.window;
  return { html, dom, document, root: document.getElementById('root')! };
}

describe('the built index.html (prerender-pages)', () => {
  it('writes each page in a template with its styles first, and one script, all with the nonce', () => {
    const { html } = open('/');
    const style = `<style nonce="${CSP_NONCE_PLACEHOLDER}"`;
    expect(html).toContain(
      `<template id="prerendered-landing">${style} data-emotion="css h">.css-h{color:blue}</style>` +
        '<h1>Plan pay reviews</h1></template>',
    );
    expect(html).toContain(
      `<template id="prerendered-sign-in">${style} data-emotion="css x y">` +
        '.css-x{color:red}.ssr-s0{min-height:0px}</style><main class="ssr-s0"><form ',
    );
    expect(html).not.toMatch(/<main style=/);
    // No other path parses a page's styles.
    expect(html.split('<body>')[0]).not.toContain('<style');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([`<script nonce="${CSP_NONCE_PLACEHOLDER}">`]);
  });

  it('shows the sign-in form on /auth (and /auth/), with the query the page reads', () => {
    for (const path of ['/auth', '/auth/', '/auth?redirectTo=%2Fadmin']) {
      const { document, root } = open(path);
      expect(root.getAttribute('data-prerendered')).toBe('sign-in');
      expect(root.querySelector('form input[type="password"]')).not.toBeNull();
      // Neither template nor script is left: the body keeps no script (the security sweep).
      expect(document.querySelectorAll('template, body script')).toHaveLength(0);
    }
  });

  it('shows the landing on / and nothing prerendered anywhere else', () => {
    expect(open('/').root.querySelector('h1')?.textContent).toBe('Plan pay reviews');
    expect(open('/').root.querySelector('form')).toBeNull();
    for (const path of ['/auth/register', '/auth/forgot-password', '/admin', '/waitlist']) {
      const { document, root } = open(path);
      expect(root.childNodes).toHaveLength(0);
      expect(root.hasAttribute('data-prerendered')).toBe(false);
      expect(document.querySelectorAll('template')).toHaveLength(0);
      expect(document.querySelectorAll('style')).toHaveLength(0);
    }
  });

  it('never lets the browser send the sign-in form before React has it: the submit waits', () => {
    const { dom, document, root } = open('/auth');
    const form = root.querySelector('form')!;
    const submit = new dom.window.SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(root.hasAttribute('data-submit-pending')).toBe(true);

    // Once the form's code has taken over (it removes the marker), submits are its own.
    root.removeAttribute('data-prerendered');
    root.removeAttribute('data-submit-pending');
    const later = new dom.window.SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(root.hasAttribute('data-submit-pending')).toBe(false);
    expect(document.location.search).toBe('');
  });

  it('fills the form from a demo account clicked before React has the page', () => {
    const { dom, root } = open('/auth');
    const button = root.querySelector<HTMLButtonElement>('button[data-fill]')!;
    button.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    const form = root.querySelector('form')!;
    expect((form.elements.namedItem('email') as HTMLInputElement).value).toBe('a@b.c');
    expect((form.elements.namedItem('password') as HTMLInputElement).value).toBe('pw');
  });
});
