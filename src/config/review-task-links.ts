import type { ReviewTaskLinks } from '@/lib/review-task-links';
import { paths } from './paths';

/** The pages a review task or a reminder opens (src/lib/review-task-links picks which one). */
export const reviewTaskLinks: ReviewTaskLinks = {
  selfReview: (cycleId) => paths.me.selfReview.getHref(cycleId),
  cycle: (cycleId) => paths.reviewCycle.getHref(cycleId),
  participant: (cycleId, participantId) =>
    paths.reviewCycleParticipant.getHref(cycleId, participantId),
};
