import type { BrokenVariant } from '../broken-variants';

/** Broken variants of the mock for the versions rules (issue 17); see broken-variants.ts. */
export const VERSION_VARIANTS: readonly BrokenVariant[] = [];
