import type { ApiResponse } from '../http';
import { lettersWorld } from '../letters-world';
import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, SignedIn, World } from '../world';

/**
 * A launch that tells everyone (openapi.yaml launchReviewCycle): a cycle missing what it needs is
 * refused (409) naming what is missing and stays Draft with nobody told; a launched cycle is
 * Active and its participant and their manager each find a notification of it; a released
 * letter's employee finds one of the letter. Each launch runs on a throwaway cycle.
 */

/** The contract's texts (openapi.yaml, launchReviewCycle and releaseLetters). */
export const LAUNCH_TEXTS = {
  notReady: 'This cycle is not ready to launch',
  noReviewWorkflow:
    'No review workflow: participants would have no stages to complete. Choose a Review Workflow Template on the cycle (Edit), or create one under Settings → Workflows',
  launched: 'Active',
  letterReady: (cycleName: string) => `Your compensation letter for ${cycleName} is ready`,
} as const;

const check = (label: string, problem: string | null): SequenceCheck => ({ label, problem });
const said = (response: ApiResponse) => `${response.status} ${response.text.slice(0, 160)}`;

/** A Draft cycle of the demo employee; `body` overrides the world's cycle body. */
async function draftOf(w: World, body: Dto = {}): Promise<string> {
  const created = await w.must('admin', 'post', '/api/review-cycles', {
    ...w.cycleBody([w.employeeOf('employee')]),
    ...body,
  });
  const id = created.data.id as string;
  w.track(`/api/review-cycles/${id}`, 'launch cycle');
  return id;
}

const launch = (w: World, cycleId: string) =>
  w.send({
    method: 'post',
    path: `/api/review-cycles/${cycleId}/launch`,
    token: w.tokens.admin,
  });

/** The caller's unread notifications of `kind` about `cycleId`, marked read once seen. */
async function noticesOf(w: World, who: SignedIn, kind: string, cycleId: string): Promise<Dto[]> {
  const list: Dto[] = (await w.data(who, '/api/me/notifications')) ?? [];
  const found = list.filter((n) => n.kind === kind && n.cycleId === cycleId);
  // Read, so that a run against a shared server leaves nobody's bell lit.
  if (found.length > 0)
    await w.send({
      method: 'post',
      path: '/api/me/notifications/read',
      token: w.tokens[who],
      body: { ids: found.map((n) => n.id) },
    });
  return found;
}

export const LAUNCH_CHECKS: Record<string, Sequence> = {
  launchReviewCycle: async (w) => {
    const unready = await draftOf(w, { reviewWorkflowTemplateId: null });
    const refused = await launch(w, unready);
    const body = refused.body as Dto;
    const named = (body?.details ?? []).some(
      (d: Dto) => d.field === 'reviewStages' && d.message === LAUNCH_TEXTS.noReviewWorkflow,
    );
    const after = await w.data('admin', `/api/review-cycles/${unready}`);
    const outbox: Dto[] = await w.data('admin', '/api/admin/outbox', { cycleId: unready });

    const ready = await draftOf(w);
    const launched = await launch(w, ready);
    const status = (await w.data('admin', `/api/review-cycles/${ready}`))?.status?.name;
    const own = await noticesOf(w, 'employee', 'cycle_launched', ready);
    const manager = await noticesOf(w, 'manager', 'cycle_launched', ready);
    return [
      check(
        'a cycle with no review workflow is refused (409) naming it, stays Draft, nobody told',
        refused.status !== 409 || body?.error !== LAUNCH_TEXTS.notReady || !named
          ? `answered ${said(refused)}`
          : after?.status?.name !== 'Draft'
            ? `its status became ${String(after?.status?.name)}`
            : outbox.length > 0
              ? `${outbox.length} message(s) went out`
              : null,
      ),
      check(
        'a launched cycle is Active; its participant and their manager are notified',
        launched.status !== 200
          ? `answered ${said(launched)}`
          : status !== LAUNCH_TEXTS.launched
            ? `its status is ${String(status)}`
            : own.length !== 1
              ? `the participant has ${own.length} launch notification(s)`
              : manager.length !== 1
                ? `their manager has ${manager.length} launch notification(s)`
                : null,
      ),
    ];
  },

  releaseLetters: async (w) => {
    // The suite's letters world releases the employee's letter now.
    const { cycleId } = await lettersWorld(w);
    const name = (await w.data('admin', `/api/review-cycles/${cycleId}`))?.name as string;
    const notices = await noticesOf(w, 'employee', 'letter_released', cycleId);
    return [
      check(
        'the employee of a released letter is notified that it is ready',
        notices.length !== 1
          ? `the employee has ${notices.length} letter notification(s) for the cycle`
          : notices[0]?.title !== LAUNCH_TEXTS.letterReady(name)
            ? `the notification reads '${String(notices[0]?.title)}'`
            : null,
      ),
    ];
  },
};
