import type { Sequence } from '../sequences';

/** Contract-suite sequences for the amounts rules (issue 17), keyed by operationId. */
export const AMOUNT_CHECKS: Record<string, Sequence> = {};
