import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import {
  showPrerenderedPage,
  type PrerenderedPageSpec,
  type PrerenderedPages,
} from '../../src/app/boot/show-prerendered-page.ts';
import { CSP_NONCE_PLACEHOLDER } from './security-headers.ts';

export type { PrerenderedPages };

/**
 * Writes the landing page (`/`) and the sign-in page (`/auth`) into the built index.html: each
 * paints its content from the HTML, before any script is requested (`src/main.tsx` hydrates it
 * after the first paint). Every path is served the same index.html, so the markup sits in
 * `<template>`s (parsed, never shown) and a small inline script right after them moves the one
 * of the current path into #root, before the first paint: other paths never have it in their
 * DOM. Until React has taken the sign-in form over, that script keeps the browser from sending
 * it (see `show-prerendered-page.ts`). Each template starts with Emotion's rules for its page:
 * they apply once it is in the document, and no other path parses them (the app's Emotion cache
 * moves them to the head before React hydrates, as it does with server-rendered styles). Inline
 * `style` attributes of the markup become classes (the CSP refuses inline styles); React sets
 * them again on its first update.
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

/** index.html with the pages' templates (each with its styles) and the script that shows one. */
export function writePrerenderedPages(
  html: string,
  rendered: PrerenderedPages,
  base: string,
): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const specs = prerenderedPageSpecs(base);
  const pages = [rendered.landing, rendered.signIn];
  const { markups, css } = stylesToClasses(pages.map((page) => page.html));
  const templates = pages.map(
    (page, i) =>
      `<template id="${specs[i]!.templateId}">` +
      `<style nonce="${CSP_NONCE_PLACEHOLDER}" data-emotion="css ${page.names.join(' ')}">` +
      `${page.css}${css[i]}</style>${markups[i]}</template>`,
  );
  const script = `(${showPrerenderedPage.toString()})(${JSON.stringify(specs).replace(/</g, '\\u003c')})`;
  const body = [
    '<div id="root"></div>',
    ...templates,
    // It removes itself: the body keeps no script (the security sweep flags any there).
    `<script nonce="${CSP_NONCE_PLACEHOLDER}">${script}</script>`,
  ].join('\n    ');
  return html.replace('<div id="root"></div>', body);
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
 * `style="…"` attributes → one class per distinct declaration list (`ssr-s0`, …, named alike in
 * all the pages) and its rule, in the CSS of each page that has it. React's markup escapes
 * attribute values, so a value holds no `"`.
 */
export function stylesToClasses(pages: string[]): { markups: string[]; css: string[] } {
  const classes = new Map<string, string>();
  const classOf = (style: string) => {
    let name = classes.get(style);
    if (!name) {
      name = `ssr-s${classes.size}`;
      classes.set(style, name);
    }
    return name;
  };
  const used = pages.map(() => new Set<string>());
  const markups = pages.map((html, page) =>
    html.replace(
      /<([a-zA-Z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*)>/g,
      (_m, tag: string, before: string, style: string, after: string) => {
        const name = classOf(style);
        used[page]!.add(style);
        const attrs = `${before}${after}`;
        const withClass = /\sclass="/.test(attrs)
          ? attrs.replace(/\sclass="([^"]*)"/, (_c, list: string) => ` class="${list} ${name}"`)
          : `${attrs} class="${name}"`;
        return `<${tag}${withClass}>`;
      },
    ),
  );
  const rule = (style: string) =>
    `.${classes.get(style)}{${style
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')}}`;
  const css = used.map((styles) =>
    [...classes.keys()]
      .filter((s) => styles.has(s))
      .map(rule)
      .join(''),
  );
  return { markups, css };
}
