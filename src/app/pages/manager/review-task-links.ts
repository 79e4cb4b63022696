import type { ReviewTask } from '@/api/resources/dashboards';

/** What a task asks of the manager, as a short label. */
export const TASK_KIND_LABELS: Record<ReviewTask['kind'], string> = {
  SELF: 'Self Review',
  MANAGER: 'Manager Review',
  APPROVAL: 'Approval',
};

/** Where a task is done (shared with the notification bell's reminder links). */
export { reviewTaskHref } from '@/lib/review-task-links';
