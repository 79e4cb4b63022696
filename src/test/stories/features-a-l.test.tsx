import { loadStories, runStories } from '../run-stories';
import { SHARDS } from './shards';

runStories(await loadStories(SHARDS.featuresAtoL));
