import type { Sequence } from '../sequences';

/** Contract-suite sequences for the approvals rules (issue 17), keyed by operationId. */
export const APPROVAL_CHECKS: Record<string, Sequence> = {};
