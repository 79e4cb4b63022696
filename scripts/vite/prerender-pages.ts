import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import {
  showPrerenderedPage,
  type PrerenderedPage,
} from '../../src/app/boot/show-prerendered-page.ts';
import { CSP_NONCE_PLACEHOLDER } from './security-headers.ts';

const TEMPLATE_ID = 'prerendered-landing';

/**
 * Writes the landing page (`/`) into the built index.html: it paints from the HTML, before any
 * script is requested (`src/main.tsx` hydrates it). Every path is served the same index.html, so
 * the markup sits in a `<template>` (parsed, never shown) and a small inline script right after
 * it moves it into #root on `/` only, before the first paint. The template starts with Emotion's
 * rules for the page: they apply once it is in the document, and no other path parses them.
 * Inline `style` attributes of the markup become classes (the CSP refuses inline styles); React
 * sets them again on its first update.
 */
export function prerenderLanding(): Plugin {
  let root = process.cwd();
  let base = '/';
  let configFile: string | false = false;
  return {
    name: 'meritly:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      configFile = config.configFile ?? false;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        return writePrerenderedLanding(html, await renderInNode(root, configFile), base);
      },
    },
  };
}

/** index.html with the landing page's template (its styles first) and the script that shows it. */
export function writePrerenderedLanding(html: string, page: PrerenderedPage, base: string): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const { markup, css } = stylesToClasses(page.html);
  const template =
    `<template id="${TEMPLATE_ID}">` +
    `<style nonce="${CSP_NONCE_PLACEHOLDER}" data-emotion="css ${page.names.join(' ')}">` +
    `${page.css}${css}</style>${markup}</template>`;
  const paths = [base, base.replace(/\/$/, '') || '/'];
  const args = [TEMPLATE_ID, paths].map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c'));
  const script = `(${showPrerenderedPage.toString()})(${args.join(',')})`;
  const body = [
    '<div id="root"></div>',
    template,
    // It removes itself: the body keeps no script (the security sweep flags any there).
    `<script nonce="${CSP_NONCE_PLACEHOLDER}">${script}</script>`,
  ].join('\n    ');
  return html.replace('<div id="root"></div>', body);
}

/** Loads the render module through Vite (aliases, TSX) in Node, and renders the page. */
async function renderInNode(root: string, configFile: string | false): Promise<PrerenderedPage> {
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
    )) as { renderLanding(): PrerenderedPage };
    return module.renderLanding();
  } finally {
    await server.close();
  }
}

/**
 * `style="…"` attributes → one class per distinct declaration list (`ssr-s0`, …) and its rule.
 * React's markup escapes attribute values, so a value holds no `"`.
 */
export function stylesToClasses(html: string): { markup: string; css: string } {
  const classes = new Map<string, string>();
  const markup = html.replace(
    /<([a-zA-Z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*)>/g,
    (_m, tag: string, before: string, style: string, after: string) => {
      let name = classes.get(style);
      if (!name) {
        name = `ssr-s${classes.size}`;
        classes.set(style, name);
      }
      const attrs = `${before}${after}`;
      const withClass = /\sclass="/.test(attrs)
        ? attrs.replace(/\sclass="([^"]*)"/, (_c, list: string) => ` class="${list} ${name}"`)
        : `${attrs} class="${name}"`;
      return `<${tag}${withClass}>`;
    },
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
  return { markup, css };
}
