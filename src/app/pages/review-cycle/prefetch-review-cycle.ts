import { getSessionSnapshot } from '@/api/session';
import { cycleParticipantsPageQueryOptions } from '@/api/resources/participants';
import { reviewCycleQueryOptions } from '@/api/resources/review-cycles';
import { queryClient } from '@/app/query-client';
import {
  firstParticipantsPageQueryOptions,
  ownParticipantQuery,
} from '@/features/review-cycles/use-participants-page';
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
  // The rows the page shows first: the admin's first page of the table, anyone else's own record.
  if (user.role === 'admin' && !participantId)
    void queryClient.prefetchQuery(firstParticipantsPageQueryOptions(cycleId));
  else if (user.role !== 'admin' && user.employeeId && !participantId)
    void queryClient.prefetchQuery(
      cycleParticipantsPageQueryOptions(cycleId, ownParticipantQuery(user.employeeId)),
    );
  // The admin's panels are asked for a task later, after the participants' first page: the mock
  // answers one call at a time, and the rows are the page's main content (on `large`, the panels'
  // calls ahead of them held the first rows about 0.3 s).
  if (user.role === 'admin' && !participantId) {
    setTimeout(() => prefetchAdminCyclePage(queryClient, cycleId), 0);
  }
}
