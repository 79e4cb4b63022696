import { LandingApp } from '@/app/LandingApp';
import { hydrate, render } from './render';

/**
 * The landing page alone. React takes over the HTML the build prerendered (already on screen);
 * the dev server has none, and renders it. `onLeave` runs once a link has left the page.
 */
export function startLanding(onLeave: () => void): void {
  const page = <LandingApp onLeave={onLeave} />;
  if (document.getElementById('root')?.hasAttribute('data-prerendered')) hydrate(page);
  else render(page);
}
