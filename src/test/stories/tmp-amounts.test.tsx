import { loadStories, runStories } from '../run-stories';

runStories(
  await loadStories(
    import.meta.glob('../../features/review-cycles/stage/components/CompensationLimits.stories.tsx'),
  ),
);
