import { isCycleActive } from '@/lib/cycles';
import { ON_BEHALF } from '../approve-in-turn';
import type { Sequence, SequenceCheck } from '../sequences';
import { FixtureError, type Dto, type World } from '../world';
import { decide, secondAdmin, submittedChain, type Chain } from './approvals';

/**
 * Figures that must agree, in the `state` column: what openapi.yaml says each
 * count counts, read back through the lists it counts.
 * - listPendingApprovals (admin): one row per submitted recommendation (pending_approval) that no
 *   step rejected, and that row is its first undecided step (steps are decided in order).
 * - getAdminSummary.pendingApprovals: the number of those rows.
 * - getCycleReport.pendingByApprover: the cycle's rows per approver; over the cycles they add up
 *   to the admin summary's figure.
 * - getManagerSummary: pendingApprovals is the manager's listPendingApprovals; activeReviews and
 *   completedReviews are the manager reviews (listMyReviews, kind MANAGER) of active cycles, not
 *   submitted and submitted.
 * - listMyReviews: a MANAGER task is ready only once every earlier stage of the participant's
 *   review workflow is submitted (the self review first).
 * - rejectRecommendation: a rejected recommendation's participant is in_progress (back with the
 *   manager), not pending_approval, so the participants' statuses agree with the pending figure.
 * The pending-approval checks build their own chains (one of two undecided steps, one rejected at
 * its first step), so they mean something on a server without demo data; the rest read whatever
 * the server holds.
 */

const SUBMITTED = new Set(['pending_approval', 'completed']);

const check = (label: string, problem: string | null): SequenceCheck => ({ label, problem });

/** The first problem of a list, with how many more. */
function firstOf(problems: string[]): string | null {
  if (problems.length === 0) return null;
  return problems.length === 1 ? problems[0]! : `${problems[0]} (and ${problems.length - 1} more)`;
}

const byOrder = (a: Dto, b: Dto) => Number(a.order) - Number(b.order);

/** What a pending-approval row should be, from its recommendation as the participant reads. */
function rowProblem(row: Dto, recommendation: Dto | undefined): string | null {
  const who = `row ${row.id} (recommendation ${row.recommendationId})`;
  if (!recommendation) return `${who}: no such recommendation on participant ${row.participantId}`;
  if (recommendation.status !== 'pending_approval')
    return `${who}: the recommendation is ${recommendation.status}, not pending_approval`;
  const steps: Dto[] = [...(recommendation.approvalSteps ?? [])].sort(byOrder);
  if (steps.some((s) => s.decision === false)) return `${who}: a step rejected the recommendation`;
  const index = steps.findIndex((s) => s.decision === null || s.decision === undefined);
  const first = steps[index];
  if (!first) return `${who}: no step of the recommendation is undecided`;
  if (row.id !== first.id) return `${who}: not its first undecided step (${first.id})`;
  if (row.approverId !== first.approverId)
    return `${who}: approverId ${row.approverId}, the step's approver is ${first.approverId}`;
  if (row.stepOrder !== index + 1 || row.stepCount !== steps.length)
    return `${who}: step ${row.stepOrder} of ${row.stepCount}, expected ${index + 1} of ${steps.length}`;
  return null;
}

/** The recommendations of a participant as an admin reads them. */
async function recommendationsOf(w: World, cycleId: string, participantId: string) {
  const data = await w.data('admin', `/api/review-cycles/${cycleId}/participants/${participantId}`);
  return (data.recommendations ?? [data.recommendation]).filter(Boolean) as Dto[];
}

/**
 * Two chains of this run: `waiting` (two approvers or more, none decided yet: one pending
 * approval, its first step) and `rejected` (its first approver rejected it: none).
 */
function chains(w: World): Promise<{ waiting: Chain; rejected: Chain }> {
  return w.once('figures-chains', async () => {
    const approvers = [w.users.otherManager.id, w.users.manager.id];
    const submitter = await secondAdmin(w);
    const waiting = await submittedChain(w, w.outsiderId, approvers, submitter);
    const rejected = await submittedChain(w, w.reportId, approvers, submitter);
    const no = await decide(w, rejected, w.tokens.admin, 'reject', ON_BEHALF);
    if (no.status < 200 || no.status >= 300) throw new FixtureError('Admin rejects a step', no);
    return { waiting, rejected };
  });
}

const adminRows = async (w: World): Promise<Dto[]> =>
  w.data('admin', '/api/review-cycles/pending-approvals');

const pendingList: Sequence = async (w) => {
  const { waiting, rejected } = await chains(w);
  const rows = await adminRows(w);
  const mine = rows.filter((r) => r.recommendationId === waiting.recId);
  const steps: Dto[] = [...((await waiting.read()).approvalSteps ?? [])].sort(byOrder);
  let chainProblem: string | null = null;
  if (steps.length < 2) throw new FixtureError(`a chain of ${steps.length} steps, not 2 or more`);
  if (mine.length !== 1)
    chainProblem = `a recommendation awaiting the first of its ${steps.length} approvers has ${mine.length} rows`;
  else if (
    mine[0].id !== steps[0].id ||
    mine[0].stepOrder !== 1 ||
    mine[0].stepCount !== steps.length
  )
    chainProblem = `its row is step ${mine[0].stepOrder} of ${mine[0].stepCount} (${mine[0].id}), not its first of ${steps.length}`;
  const rejectedRows = rows.filter((r) => r.recommendationId === rejected.recId).length;

  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.recommendationId, (seen.get(row.recommendationId) ?? 0) + 1);
  const twice = [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id} has ${n} rows`);

  const problems: string[] = [];
  const byParticipant = new Map<string, Dto[]>();
  for (const row of rows) {
    const key = `${row.cycleId}/${row.participantId}`;
    byParticipant.set(key, [...(byParticipant.get(key) ?? []), row]);
  }
  for (const [key, list] of byParticipant) {
    const [cycleId, participantId] = key.split('/') as [string, string];
    const recs = await recommendationsOf(w, cycleId, participantId);
    for (const row of list) {
      const problem = rowProblem(
        row,
        recs.find((r) => r.id === row.recommendationId),
      );
      if (problem) problems.push(problem);
    }
  }
  return [
    check(
      'a recommendation awaiting approval is one pending approval, its first step',
      chainProblem,
    ),
    check(
      'a rejected recommendation is no pending approval',
      rejectedRows === 0 ? null : `it has ${rejectedRows} rows in the admin's list`,
    ),
    check('one row per recommendation in the admin’s pending approvals', firstOf(twice)),
    check(
      'each pending approval is the first undecided step of a submitted, unrejected recommendation',
      firstOf(problems),
    ),
  ];
};

const adminSummary: Sequence = async (w) => {
  await chains(w);
  const rows = await adminRows(w);
  const summary = await w.data('admin', '/api/dashboard/admin-summary');
  return [
    check(
      "the admin summary's pendingApprovals is the length of the admin's pending approvals",
      summary.pendingApprovals === rows.length
        ? null
        : `pendingApprovals ${summary.pendingApprovals}, the list has ${rows.length} rows`,
    ),
  ];
};

const cycleReport: Sequence = async (w) => {
  await chains(w);
  const rows = await adminRows(w);
  const summary = await w.data('admin', '/api/dashboard/admin-summary');
  const cycles: Dto[] = await w.data('admin', '/api/review-cycles');
  const problems: string[] = [];
  let total = 0;
  for (const cycle of cycles) {
    const report = await w.data('admin', `/api/review-cycles/${cycle.id}/report`);
    const counts = new Map<string, number>();
    for (const entry of report.pendingByApprover ?? []) {
      counts.set(entry.approverId, (counts.get(entry.approverId) ?? 0) + entry.count);
      total += entry.count;
    }
    const listed = new Map<string, number>();
    for (const row of rows.filter((r) => r.cycleId === cycle.id))
      listed.set(row.approverId, (listed.get(row.approverId) ?? 0) + 1);
    for (const id of new Set([...counts.keys(), ...listed.keys()])) {
      if ((counts.get(id) ?? 0) !== (listed.get(id) ?? 0))
        problems.push(
          `cycle ${cycle.id}: approver ${id} counts ${counts.get(id) ?? 0}, the admin's list has ${listed.get(id) ?? 0}`,
        );
    }
  }
  return [
    check("the report's pending approvals per approver are the admin's list's", firstOf(problems)),
    check(
      "the reports' pending approvals add up to the admin summary's",
      total === summary.pendingApprovals
        ? null
        : `the reports count ${total}, the summary ${summary.pendingApprovals}`,
    ),
  ];
};

/** The manager's MANAGER tasks in active cycles (the cycles as the manager reads them). */
async function managerTasksInActiveCycles(w: World): Promise<Dto[]> {
  const cycles: Dto[] = await w.data('manager', '/api/review-cycles');
  const now = new Date();
  const active = new Set(cycles.filter((c) => isCycleActive(c, now)).map((c) => c.id));
  const tasks: Dto[] = await w.data('manager', '/api/me/reviews');
  return tasks.filter((t) => t.kind === 'MANAGER' && active.has(t.cycleId));
}

const managerSummary: Sequence = async (w) => {
  const summary = await w.data('manager', '/api/manager/summary');
  const pending: Dto[] = await w.data('manager', '/api/review-cycles/pending-approvals');
  const tasks = await managerTasksInActiveCycles(w);
  const submitted = tasks.filter((t) => SUBMITTED.has(t.status)).length;
  const open = tasks.length - submitted;
  return [
    check(
      "the manager summary's pendingApprovals is the length of the manager's pending approvals",
      summary.pendingApprovals === pending.length
        ? null
        : `pendingApprovals ${summary.pendingApprovals}, the list has ${pending.length} rows`,
    ),
    check(
      "the manager summary's completedReviews are the submitted manager reviews of active cycles",
      summary.completedReviews === submitted
        ? null
        : `completedReviews ${summary.completedReviews}, listMyReviews has ${submitted} submitted`,
    ),
    check(
      "the manager summary's activeReviews are the manager reviews of active cycles not submitted",
      summary.activeReviews === open
        ? null
        : `activeReviews ${summary.activeReviews}, listMyReviews has ${open} not submitted`,
    ),
  ];
};

const managerTasksReady: Sequence = async (w) => {
  const tasks: Dto[] = (await w.data('manager', '/api/me/reviews')).filter(
    (t: Dto) => t.kind === 'MANAGER',
  );
  const problems: string[] = [];
  const participants = new Map<string, Promise<Dto>>();
  for (const task of tasks) {
    const key = `${task.cycleId}/${task.participantId}`;
    if (!participants.has(key))
      participants.set(
        key,
        w.data('manager', `/api/review-cycles/${task.cycleId}/participants/${task.participantId}`),
      );
    const statuses: Dto[] = (await participants.get(key)!).workflowStepStatuses ?? [];
    const index = statuses.findIndex((s) => s.stageId === task.stageId);
    if (index < 0) {
      problems.push(`task ${task.id}: its stage is not in the participant's workflow`);
      continue;
    }
    const earlierDone = statuses.slice(0, index).every((s) => SUBMITTED.has(s.status));
    const ready = SUBMITTED.has(statuses[index].status) || earlierDone;
    if (task.ready !== ready)
      problems.push(
        `task ${task.id}: ready ${task.ready}, the earlier stages are ${statuses
          .slice(0, index)
          .map((s) => s.status)
          .join(', ')}`,
      );
  }
  return [
    check(
      'a manager review is ready only once every earlier stage is submitted',
      firstOf(problems),
    ),
  ];
};

/**
 * A rejection sends the review back to its manager (rejectRecommendation): the participant is
 * in_progress, no longer pending_approval; undoing the rejection puts it back in pending_approval.
 */
const rejectionReturns: Sequence = async (w) => {
  const chain = await submittedChain(
    w,
    w.outsiderId,
    [w.users.otherManager.id],
    await secondAdmin(w),
  );
  const statusOf = async () => (await w.data('admin', chain.base)).status as string;
  const no = await decide(w, chain, w.tokens.admin, 'reject', ON_BEHALF);
  if (no.status < 200 || no.status >= 300) throw new FixtureError('Admin rejects a step', no);
  const rejected = await statusOf();
  const undo = await decide(w, chain, w.tokens.admin, 'undo', ON_BEHALF);
  const undone = await statusOf();
  let undoProblem = undo.status >= 200 && undo.status < 300 ? null : `undo answered ${undo.status}`;
  if (undone !== 'pending_approval') undoProblem ??= `the participant is ${undone}`;
  return [
    check(
      'a rejection sends the review back to its manager: the participant is in_progress',
      rejected === 'in_progress' ? null : `the participant is ${rejected}`,
    ),
    check('undoing the rejection puts the participant back in pending_approval', undoProblem),
  ];
};

export const FIGURE_CHECKS: Record<string, Sequence> = {
  rejectRecommendation: rejectionReturns,
  listPendingApprovals: pendingList,
  getAdminSummary: adminSummary,
  getCycleReport: cycleReport,
  getManagerSummary: managerSummary,
  listMyReviews: managerTasksReady,
};
