import { composeStories } from '@storybook/react-vite';
import { expect, it } from 'vitest';
import type { StoriesModule } from '../run-stories';

const STORY_MODULES = import.meta.glob<StoriesModule>('../../**/*.stories.tsx', { eager: true });

/**
 * A story without a play function only fails when rendering throws: every story asserts what its
 * state shows (the spec's text, the fixture's numbers, the role's controls).
 */
it('every story has a play function asserting what its state shows', () => {
  const withoutPlay = Object.entries(STORY_MODULES).flatMap(([file, storiesModule]) =>
    (Object.entries(composeStories(storiesModule)) as Array<[string, { play?: unknown }]>)
      .filter(([, story]) => typeof story.play !== 'function')
      .map(([name]) => `${file.replace('../../', 'src/')} › ${name}`),
  );
  expect(Object.keys(STORY_MODULES).length).toBeGreaterThan(40);
  expect(withoutPlay).toEqual([]);
});
