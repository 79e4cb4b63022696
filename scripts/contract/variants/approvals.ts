import type { BrokenVariant } from '../broken-variants';

/** Broken variants of the mock for the approvals rules (issue 17); see broken-variants.ts. */
export const APPROVAL_VARIANTS: readonly BrokenVariant[] = [];
