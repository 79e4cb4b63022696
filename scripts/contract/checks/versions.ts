import type { Sequence } from '../sequences';

/** Contract-suite sequences for the versions rules (issue 17), keyed by operationId. */
export const VERSION_CHECKS: Record<string, Sequence> = {};
