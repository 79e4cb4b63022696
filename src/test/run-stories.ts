import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { describe, it } from 'vitest';
import { server } from '@mocks/node';
import preview from '../../.storybook/preview';

export type StoriesModule = Parameters<typeof composeStories>[0];
type RunnableStory = { run: () => Promise<void> };

/**
 * Every story is a test: it renders with the preview's providers and MSW handlers, and its play
 * function (if any) must pass. The browser worker is swapped for the shared Node server (listening
 * via src/test/setup.ts); the loader only calls resetHandlers() and use().
 */
export function runStories(storyModules: Record<string, StoriesModule>) {
  setProjectAnnotations([
    { ...preview, loaders: [mswLoader(() => server as unknown as SetupWorker)] },
  ]);
  describe.each(Object.entries(storyModules))('%s', (_file, storiesModule) => {
    const stories = Object.entries(composeStories(storiesModule)) as Array<[string, RunnableStory]>;
    it.each(stories)('%s', async (_name, Story) => {
      await Story.run();
    });
  });
}

/** Loads a lazy glob of story files (a shard) into modules, keyed as the glob keys them. */
export async function loadStories(
  lazy: Record<string, () => Promise<StoriesModule>>,
): Promise<Record<string, StoriesModule>> {
  const entries = await Promise.all(
    Object.entries(lazy).map(async ([file, load]) => [file, await load()] as const),
  );
  return Object.fromEntries(entries);
}
