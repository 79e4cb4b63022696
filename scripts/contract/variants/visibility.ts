import type { BrokenVariant } from '../broken-variants';

/** Broken variants of the mock for the visibility rules (issue 17); see broken-variants.ts. */
export const VISIBILITY_VARIANTS: readonly BrokenVariant[] = [];
