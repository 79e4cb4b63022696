import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { unmountElement } from '@storybook/react-dom-shim';
import { act } from '@testing-library/react';
import { afterEach, beforeAll, describe, it } from 'vitest';
import { server } from '@mocks/node';
import preview from '../../.storybook/preview';

export type StoriesModule = Parameters<typeof composeStories>[0];
type RunnableStory = { run: (context?: { canvasElement: HTMLElement }) => Promise<void> };

/**
 * Every story is a test: it renders with the preview's providers and MSW handlers, and its play
 * function (if any) must pass. The browser worker is swapped for the shared Node server (listening
 * via src/test/setup.ts); the loader only calls resetHandlers() and use().
 */
export function runStories(storyModules: Record<string, StoriesModule>) {
  setProjectAnnotations([
    { ...preview, loaders: [mswLoader(() => server as unknown as SetupWorker)] },
  ]);
  // Storybook unmounts a story only when the next one starts: until then its late answers (a
  // 'slow' handler, a refetch) would update it inside the next story's test. Each story renders in
  // a canvas of its own, unmounted when its test ends.
  let canvas: HTMLElement | null = null;
  // A lazy chart whose module first loads mid-story resolves after that story has ended, and React
  // reports the late ping inside the next story's act() ("not configured to support act"): the
  // chart modules load before the first story, so a lazy chart resolves within its own story.
  beforeAll(async () => {
    await Promise.all([
      import('@/components/TrendLineChart'),
      import('@/components/CategoryBarChart'),
      import('@/features/calibration/components/DistributionChart'),
    ]);
  }, 60_000);
  afterEach(async () => {
    if (!canvas) return;
    const done = canvas;
    canvas = null;
    await act(async () => {
      unmountElement(done);
    });
    done.remove();
  });
  describe.each(Object.entries(storyModules))('%s', (_file, storiesModule) => {
    const stories = Object.entries(composeStories(storiesModule)) as Array<[string, RunnableStory]>;
    it.each(stories)('%s', async (_name, Story) => {
      canvas = document.body.appendChild(document.createElement('div'));
      await Story.run({ canvasElement: canvas });
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
