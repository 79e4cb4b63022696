import generatedContract from '@/api/openapi.gen.json';
import { createContract, type Contract } from './create-contract';

/**
 * The app's contract at run time: `openapi.yaml`, as generated into `src/api/openapi.gen.json`
 * by `npm run gen:api`. See `create-contract.ts` for what the checks do.
 */
export type { Contract, Operation } from './create-contract';

/** The app's contract, from `openapi.yaml` (via `npm run gen:api`). */
export const contract: Contract = createContract(
  generatedContract as unknown as Record<string, unknown>,
);
