import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from '@/app/LandingApp';
import type { PrerenderedPage } from './show-prerendered-page';

/**
 * The landing page rendered at build time (Node): what the browser shows before any script ran.
 * The tree is the one the client hydrates (`boot/landing.tsx`), wrapped as boot/render.tsx wraps
 * it, with Emotion's rules for it.
 */
export function renderLanding(): PrerenderedPage {
  // Compat mode keeps every rule in `cache.inserted` instead of inline <style> tags in the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <LandingApp onLeave={() => undefined} />
      </CacheProvider>
    </StrictMode>,
  );
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(...name.split(' '));
    css += rules;
  }
  return { html, css, names };
}
