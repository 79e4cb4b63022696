import { getSessionSnapshot } from '@/api/session';
import { cycleParticipantsQueryOptions } from '@/api/resources/participants';
import { reviewCycleQueryOptions } from '@/api/resources/review-cycles';
import { queryClient } from '@/app/query-client';
import { prefetchAdminCyclePage } from './prefetch-admin-cycle-page';

/**
 * Starts a cycle page's calls with its code (the route's loader), while the page's chunks download
 * and the session is validated, instead of after both: on a first visit that is about 0.4 s of
 * network wait the mock's answers now fill. A stale token gets the 401 validation would have got.
 * The admin's panels are asked for on the cycle's own page only, not a participant's stage.
 */
export function prefetchReviewCycle(cycleId: string, participantId: string | undefined): void {
  const { token, user, requiresPasswordChange } = getSessionSnapshot();
  if (!token || !user || requiresPasswordChange) return;
  void queryClient.prefetchQuery(reviewCycleQueryOptions(cycleId));
  void queryClient.prefetchQuery(cycleParticipantsQueryOptions(cycleId));
  // The admin's panels are asked for a task later, after the participants' first page: the mock
  // answers one call at a time, and the rows are the page's main content (on `large`, the panels'
  // calls ahead of them held the first rows about 0.3 s).
  if (user.role === 'admin' && !participantId) {
    setTimeout(() => prefetchAdminCyclePage(queryClient, cycleId), 0);
  }
}
