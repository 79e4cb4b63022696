import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { resetDb, type ScenarioName } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { now } from '@mocks/http/clock';
import { StoryProviders, type StoryRouterParameters } from './StoryProviders';

async function startBrowserWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    // Relative, so a Storybook deployed under a sub-path still finds the worker.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}

// A story's first data waits for the mock's contract checks to compile (ajv, once per operation
// and page) and for the service worker: over a second on a loaded machine. A failing findBy*
// still fails, only later (the tests' setup waits as long).
configure({ asyncUtilTimeout: 10_000 });

const withProviders: Decorator = (Story, context) => (
  <StoryProviders
    key={context.id}
    router={context.parameters.router as StoryRouterParameters | undefined}
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  // Each story starts from a freshly seeded store (`parameters.mockScenario`, default 'demo').
  beforeEach: ({ parameters }) => {
    resetDb((parameters.mockScenario as ScenarioName | undefined) ?? 'demo', now());
  },
  loaders: [mswLoader(startBrowserWorker)],
  decorators: [withProviders],
  parameters: {
    msw: { handlers },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'todo' },
  },
};

export default preview;
