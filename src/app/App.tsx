import { AppRoot } from './AppRoot';
import { router } from './router';

/** The app in the browser, at the current URL. */
export function App() {
  return <AppRoot router={router} />;
}
