import { LandingApp } from '@/app/LandingApp';
import { hydrate, render } from './render';

/**
 * The landing page alone. With `prerendered`, React takes over the HTML the build wrote (the
 * page is already on screen); else (the dev server) it renders it.
 */
export function startLanding(options: {
  prerendered: boolean;
  onShown: () => void;
  onLeave: () => void;
}): void {
  const page = <LandingApp onShown={options.onShown} onLeave={options.onLeave} />;
  if (options.prerendered) hydrate(page);
  else render(page);
}
