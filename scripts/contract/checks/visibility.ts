import type { Sequence } from '../sequences';

/** Contract-suite sequences for the visibility rules (issue 17), keyed by operationId. */
export const VISIBILITY_CHECKS: Record<string, Sequence> = {};
