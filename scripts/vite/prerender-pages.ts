import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import {
  showPrerenderedPage,
  type PrerenderedPageSpec,
} from '../../src/app/boot/show-prerendered-page.ts';
import { CSP_NONCE_PLACEHOLDER } from './security-headers.ts';

/** What `src/app/boot/prerender-pages.tsx` renders (that file is TSX, which this config does not compile). */
export interface PrerenderedPages {
  landing: string;
  signIn: string;
  css: string;
  names: string[];
}

/**
 * Writes the landing page (`/`) and the sign-in page (`/auth`) into the built index.html: each
 * paints its content from the HTML, before any script is requested (`src/main.tsx` hydrates it
 * after the first paint). Every path is served the same index.html, so the markup sits in
 * `<template>`s (parsed, never shown) and a small inline script right after them moves the one
 * of the current path into #root, before the first paint: other paths never have it in their
 * DOM. Until React has taken the sign-in form over, that script keeps the browser from sending
 * it (see `show-prerendered-page.ts`). Emotion's rules for both go in the head. Inline `style`
 * attributes of the markup become classes (the CSP refuses inline styles); React sets them again
 * on its first update.
 */
export function prerenderPages(): Plugin {
  let root = process.cwd();
  let base = '/';
  let configFile: string | false = false;
  return {
    name: 'meritly:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      configFile = config.configFile ?? false;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        return writePrerenderedPages(html, await renderInNode(root, configFile), base);
      },
    },
  };
}

/** The pages, their templates and the paths that show them (`base` is Vite's, with its slash). */
export function prerenderedPageSpecs(base: string): PrerenderedPageSpec[] {
  return [
    {
      name: 'landing',
      templateId: 'prerendered-landing',
      paths: [base, base.replace(/\/$/, '') || '/'],
    },
    {
      name: 'sign-in',
      templateId: 'prerendered-sign-in',
      paths: [`${base}auth`, `${base}auth/`],
      form: true,
    },
  ];
}

/** index.html with the pages' templates, the script that shows one, and their styles in the head. */
export function writePrerenderedPages(
  html: string,
  rendered: PrerenderedPages,
  base: string,
): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const specs = prerenderedPageSpecs(base);
  const { markups, css } = stylesToClasses([rendered.landing, rendered.signIn]);
  const style =
    `<style nonce="${CSP_NONCE_PLACEHOLDER}" data-emotion="css ${rendered.names.join(' ')}">` +
    `${rendered.css}${css}</style>`;
  const script = `(${showPrerenderedPage.toString()})(${JSON.stringify(specs).replace(/</g, '\\u003c')})`;
  const body = [
    '<div id="root"></div>',
    ...specs.map((spec, i) => `<template id="${spec.templateId}">${markups[i]}</template>`),
    // It removes itself: the body keeps no script (the security sweep flags any there).
    `<script nonce="${CSP_NONCE_PLACEHOLDER}">${script}</script>`,
  ].join('\n    ');
  return html.replace('</head>', `  ${style}\n  </head>`).replace('<div id="root"></div>', body);
}

/** Loads the render module through Vite (aliases, TSX) in Node, and renders the pages. */
async function renderInNode(root: string, configFile: string | false): Promise<PrerenderedPages> {
  const server = await createServer({
    root,
    configFile,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(
      resolve(root, 'src/app/boot/prerender-pages.tsx'),
    )) as { renderPrerenderedPages(): Promise<PrerenderedPages> };
    return await module.renderPrerenderedPages();
  } finally {
    await server.close();
  }
}

/**
 * `style="…"` attributes → one class per distinct declaration list (`ssr-s0`, …, shared by all the
 * pages) and its rule. React's markup escapes attribute values, so a value holds no `"`.
 */
export function stylesToClasses(pages: string[]): { markups: string[]; css: string } {
  const classes = new Map<string, string>();
  const classOf = (style: string) => {
    let name = classes.get(style);
    if (!name) {
      name = `ssr-s${classes.size}`;
      classes.set(style, name);
    }
    return name;
  };
  const markups = pages.map((html) =>
    html.replace(
      /<([a-zA-Z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*)>/g,
      (_m, tag: string, before: string, style: string, after: string) => {
        const name = classOf(style);
        const attrs = `${before}${after}`;
        const withClass = /\sclass="/.test(attrs)
          ? attrs.replace(/\sclass="([^"]*)"/, (_c, list: string) => ` class="${list} ${name}"`)
          : `${attrs} class="${name}"`;
        return `<${tag}${withClass}>`;
      },
    ),
  );
  const css = [...classes]
    .map(
      ([style, name]) =>
        `.${name}{${style
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, '&')}}`,
    )
    .join('');
  return { markups, css };
}
