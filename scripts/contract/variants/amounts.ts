import type { BrokenVariant } from '../broken-variants';

/** Broken variants of the mock for the amounts rules (issue 17); see broken-variants.ts. */
export const AMOUNT_VARIANTS: readonly BrokenVariant[] = [];
