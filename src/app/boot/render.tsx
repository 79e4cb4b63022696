import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { emotionCache } from '@/app/csp';

let root: Root | null = null;

// MUI's styles go through this Emotion cache: its <style> elements carry the CSP nonce.
function wrap(node: ReactNode): ReactNode {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>{node}</CacheProvider>
    </StrictMode>
  );
}

/** Renders into #root, replacing what it shows (the app's first render or a later switch). */
export function render(node: ReactNode): void {
  root ??= createRoot(document.getElementById('root')!);
  root.render(wrap(node));
}

/**
 * Takes over the markup the build prerendered into #root (the landing or sign-in page) without
 * redrawing it. In a transition, React hydrates in slices and the page's thread answers between
 * them (the mock worker's messages, input): a plain hydration held it 46-56 ms in one task.
 */
export function hydrate(node: ReactNode): void {
  startTransition(() => {
    root = hydrateRoot(document.getElementById('root')!, wrap(node));
  });
}
