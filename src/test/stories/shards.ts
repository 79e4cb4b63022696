import type { StoriesModule } from '../run-stories';

type Lazy = Record<string, () => Promise<StoriesModule>>;

/**
 * The story test files, one shard each, so that CI's two workers share the ~260 stories instead of
 * one worker running them all at the end. Globs are lazy here: a shard loads only its own files.
 */
export const SHARDS: Record<'shared' | 'reviewCycles' | 'featuresAtoL' | 'featuresMtoZ', Lazy> = {
  shared: import.meta.glob<StoriesModule>([
    '../../app/**/*.stories.tsx',
    '../../components/**/*.stories.tsx',
  ]),
  // The review cycle features (split out of review-cycles): one shard, as before the split.
  reviewCycles: import.meta.glob<StoriesModule>(
    '../../features/{review-cycles,participant-stage,calibration,nudges,cycle-reports}/**/*.stories.tsx',
  ),
  featuresAtoL: import.meta.glob<StoriesModule>([
    '../../features/[a-l]*/**/*.stories.tsx',
    '!../../features/{calibration,cycle-reports}/**/*.stories.tsx',
  ]),
  featuresMtoZ: import.meta.glob<StoriesModule>([
    '../../features/[m-z]*/**/*.stories.tsx',
    '!../../features/{review-cycles,participant-stage,nudges}/**/*.stories.tsx',
  ]),
};

/** Every story file of the project, for the check that the shards hold each exactly once. */
export const ALL_STORY_FILES = Object.keys(import.meta.glob('../../**/*.stories.tsx'));
