import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '@/app/AppRoot';
import { LandingApp } from '@/app/LandingApp';
import { routes } from '@/app/route-tree';
import { theme } from '@/app/theme/theme';
import { paths } from '@/config/paths';
import { formBeforeHydrationCss } from './form-before-hydration-css';
import type { PrerenderedPage, PrerenderedPages } from './show-prerendered-page';
import { whenRouterReady } from './router-ready';

/** A tree as HTML, wrapped as boot/render.tsx wraps every tree, with Emotion's rules for it. */
function render(node: ReactNode): PrerenderedPage {
  // Compat mode keeps every rule in `cache.inserted` instead of inline <style> tags in the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>{node}</CacheProvider>
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

/**
 * The pages that paint from HTML, rendered at build time (Node): what the browser shows before
 * any script ran. Each tree is the one the client hydrates (`boot/landing.tsx`, and
 * `boot/start-app.tsx`'s `hydrateApp` for the sign-in page), so React takes it over as it is.
 */
export async function renderPrerenderedPages(): Promise<PrerenderedPages> {
  const landing = render(<LandingApp onShown={() => undefined} onLeave={() => undefined} />);
  // The app's own routes in a memory router, once it has loaded the sign-in page's lazy route.
  const router = createMemoryRouter(routes, {
    initialEntries: [paths.auth.login.getHref()],
    basename: import.meta.env.BASE_URL,
  });
  await whenRouterReady(router);
  const signIn = render(<AppRoot router={router} />);
  router.dispose();
  return {
    landing,
    signIn: { ...signIn, css: signIn.css + formBeforeHydrationCss(theme, 'sign-in') },
  };
}
