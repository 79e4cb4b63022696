import type { ReviewTask } from '@/api/resources/dashboards';
import { reviewTaskLinks } from '@/config/review-task-links';
import { reviewTaskHref as taskHref } from '@/lib/review-task-links';

/** What a task asks of the manager, as a short label. */
export const TASK_KIND_LABELS: Record<ReviewTask['kind'], string> = {
  SELF: 'Self Review',
  MANAGER: 'Manager Review',
  APPROVAL: 'Approval',
};

/** Where a task is done (shared with the notification bell's reminder links). */
export const reviewTaskHref = (task: ReviewTask) => taskHref(task, reviewTaskLinks);
