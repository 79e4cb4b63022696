import { expect, it } from 'vitest';
import { ALL_STORY_FILES, SHARDS } from './shards';

it('the story shards together run every story file exactly once', () => {
  const covered = Object.values(SHARDS).flatMap((shard) => Object.keys(shard));
  expect(ALL_STORY_FILES.length).toBeGreaterThan(40);
  expect([...covered].sort()).toEqual([...ALL_STORY_FILES].sort());
});
