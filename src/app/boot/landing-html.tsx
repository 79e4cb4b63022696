import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from '@/app/LandingApp';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** Emotion's rules for that markup, and the names Emotion knows them by (for hydration). */
  css: string;
  names: string[];
}

/**
 * The landing page as HTML, at build time (Node): what the browser paints before any script ran.
 * The tree is the one `boot/landing.tsx` hydrates, so React takes it over as it is.
 */
export function renderLanding(): PrerenderedPage {
  // Compat mode keeps every rule in `cache.inserted` instead of inline <style> tags in the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <LandingApp onShown={() => undefined} onLeave={() => undefined} />
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
