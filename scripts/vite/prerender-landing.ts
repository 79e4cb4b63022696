import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from './security-headers.ts';

/** What `src/app/boot/landing-html.tsx` renders (that file is TSX, which this config does not compile). */
interface PrerenderedPage {
  html: string;
  css: string;
  names: string[];
}

/**
 * Writes the landing page into the built index.html: `/` paints its content from the HTML, before
 * any script is requested (`src/main.tsx` hydrates it after the first paint). Every path is served
 * the same index.html, so the markup sits in a `<template>` (parsed, never shown) and a small
 * inline script right after it moves it into #root on `/` only, before the first paint: other
 * paths never have it in their DOM. Emotion's rules for it go in the head. Inline `style`
 * attributes of the markup become classes (the CSP refuses inline styles); React sets them again
 * on its first update.
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
        const page = await renderInNode(root, configFile);
        const { markup, css } = stylesToClasses(page.html);
        const landing = JSON.stringify([base, base.replace(/\/$/, '') || '/']);
        const style = `<style nonce="${CSP_NONCE_PLACEHOLDER}" data-emotion="css ${page.names.join(' ')}">${page.css}${css}</style>`;
        const body = [
          '<div id="root"></div>',
          `<template id="${TEMPLATE_ID}">${markup}</template>`,
          // It removes itself: the body keeps no script (the security sweep flags any there).
          `<script nonce="${CSP_NONCE_PLACEHOLDER}">(function(){document.currentScript.remove();` +
            `var t=document.getElementById('${TEMPLATE_ID}');t.remove();` +
            `if(${landing}.indexOf(location.pathname)<0)return;` +
            `var r=document.getElementById('root');r.setAttribute('data-prerendered','landing');` +
            `r.appendChild(t.content)})()</script>`,
        ].join('\n    ');
        if (!html.includes('<div id="root"></div>'))
          throw new Error('index.html has no empty #root');
        return html
          .replace('</head>', `  ${style}\n  </head>`)
          .replace('<div id="root"></div>', body);
      },
    },
  };
}

const TEMPLATE_ID = 'prerendered-landing';

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
    const module = (await server.ssrLoadModule(resolve(root, 'src/app/boot/landing-html.tsx'))) as {
      renderLanding(): PrerenderedPage;
    };
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
  const classOf = (style: string) => {
    let name = classes.get(style);
    if (!name) {
      name = `ssr-s${classes.size}`;
      classes.set(style, name);
    }
    return name;
  };
  const markup = html.replace(
    /<([a-zA-Z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*)>/g,
    (_m, tag: string, before: string, style: string, after: string) => {
      const name = classOf(style);
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
