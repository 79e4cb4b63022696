import { App } from '@/app/App';
import { render } from './render';

/** The full app at the current URL, at once: pages show their frame, their data waits for the API. */
export function startApp(): void {
  render(<App />);
}
