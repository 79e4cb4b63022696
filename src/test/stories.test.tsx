import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { describe, it } from 'vitest';
import { server } from '@mocks/node';
import preview from '../../.storybook/preview';

type StoriesModule = Parameters<typeof composeStories>[0];
type RunnableStory = { run: () => Promise<void> };

// Every story is a test: it renders with the preview's providers and MSW handlers, and its
// play function (if any) must pass. The browser worker is swapped for the shared Node server
// (listening via src/test/setup.ts); the loader only calls resetHandlers() and use().
setProjectAnnotations([
  { ...preview, loaders: [mswLoader(() => server as unknown as SetupWorker)] },
]);

const storyModules = import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true });

describe.each(Object.entries(storyModules))('%s', (_file, storiesModule) => {
  const stories = Object.entries(composeStories(storiesModule)) as Array<[string, RunnableStory]>;
  it.each(stories)('%s', async (_name, Story) => {
    await Story.run();
  });
});
