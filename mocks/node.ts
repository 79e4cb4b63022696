import { setupServer } from 'msw/node';
import { handlers } from './handlers/index';

/**
 * The mock backend in Node (tests, scripts): the same handlers as the browser worker. Tests get
 * it already listening through `src/test/setup.ts` (see `mocks/test/setup.ts`).
 */
export const server = setupServer(...handlers);
