import { approveNext, ON_BEHALF } from '../approve-in-turn';
import type { ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import { FixtureError, PROBE_PASSWORD, type Dto, type World } from '../world';

/**
 * Approvals that mean something, in the `duties` column: nobody decides on a
 * recommendation they submitted or that is about them (403), steps are decided in their order
 * (409), undo unwinds the chain from its end, and a change of amount restarts the chain while a
 * change of notes keeps it; an admin decides another approver's step only with an override and its
 * justification, nobody decides two steps of one chain, and nobody changes a recommendation about
 * themselves (403). Each sequence builds its own chain on a throwaway cycle (a review
 * workflow of the manager review stage only, so one submission makes the participant pending
 * approval), so the sequences do not depend on each other or on the demo data.
 */

/** The contract's texts (openapi.yaml, approveRecommendation). */
export const DUTY_TEXTS = {
  submitted: 'You cannot decide on a recommendation you submitted',
  aboutSelf: 'You cannot decide on a recommendation about yourself',
  outOfOrder: 'An earlier approval step is still awaiting a decision',
  laterDecided: 'A later approval step has already been decided',
  needsOverride: (name: string) =>
    `This step is assigned to ${name}: deciding it for them needs an override with a justification.`,
  overrideJustification: 'A justification is required to decide on behalf of another approver.',
  twoSteps:
    'You have already decided another step of this recommendation: someone else must decide this one',
  changeAboutSelf: 'You cannot change a recommendation about yourself',
} as const;

type Token = string;

export interface Chain {
  base: string;
  recId: string;
  read: () => Promise<Dto>;
}

const is2xx = (status: number) => status >= 200 && status < 300;

async function create(w: World, path: string, body: Dto, label: string): Promise<string> {
  const created = await w.must('admin', 'post', path, body);
  const id = created?.data?.id ?? created?.id;
  if (typeof id !== 'string') throw new FixtureError(`${label}: no id in the answer`);
  w.track(`${path}/${id}`, label);
  return id;
}

/** An approval chain template whose steps are the users `approverUserIds`, in order. */
export function approvalTemplate(w: World, approverUserIds: string[]): Promise<string> {
  return create(
    w,
    '/api/workflows/workflow-templates',
    {
      name: w.unique('Contract duties chain'),
      type: 'approvalChain',
      steps: approverUserIds.map((assigneeId, i) => ({
        name: `Approval ${i + 1}`,
        stepType: 'approval',
        assigneeType: 'user',
        assigneeId,
        order: i + 1,
      })),
    },
    'workflow template',
  );
}

/** A review workflow of the manager review stage alone. */
export function managerOnlyReview(w: World): Promise<string> {
  return w.once('duties-review-template', () =>
    create(
      w,
      '/api/workflows/workflow-templates',
      {
        name: w.unique('Contract duties review'),
        type: 'reviewCycle',
        steps: [
          {
            name: 'Manager Review',
            stepType: 'review',
            assigneeType: 'reviewStage',
            assigneeId: w.managerStageId,
            order: 1,
          },
        ],
      },
      'workflow template',
    ),
  );
}

/**
 * A submitted recommendation about `employeeId` on a new cycle whose approval chain is
 * `approverUserIds` (the stage may put the participant's manager first), submitted by `submitter`
 * (a 2% raise; `extra` adds to the submitted body, e.g. a promotion).
 */
export async function submittedChain(
  w: World,
  employeeId: string,
  approverUserIds: string[],
  submitter: Token,
  extra: Dto = {},
): Promise<Chain> {
  const cycleId = await create(
    w,
    '/api/review-cycles',
    {
      ...w.cycleBody([employeeId]),
      reviewWorkflowTemplateId: await managerOnlyReview(w),
      approvalWorkflowTemplateId: await approvalTemplate(w, approverUserIds),
    },
    'cycle',
  );
  const rows: Dto[] = (await w.must('admin', 'get', `/api/review-cycles/${cycleId}/participants`))
    .data;
  const participant = rows.find((p) => p.employeeId === employeeId);
  if (!participant) throw new FixtureError(`No participant for ${employeeId} in cycle ${cycleId}`);
  const base = `/api/review-cycles/${cycleId}/participants/${participant.id}`;
  const salary = (await w.data('admin', `/api/employees/${employeeId}`)).currentSalary;
  const current = typeof salary === 'number' && salary > 0 ? salary : 50000;
  const submitted = await w.send({
    method: 'post',
    path: `${base}/stages/${w.managerStageId}/compensation-data`,
    token: submitter,
    body: {
      compensationChanges: [
        { type: w.salaryTypeId, proposedValue: Math.round(current * 102) / 100 },
      ],
      justification: 'Contract suite: a submission for the approval checks',
      status: 'pending_approval',
      ...extra,
    },
  });
  if (!is2xx(submitted.status)) throw new FixtureError('Submit a recommendation', submitted);
  const read = async () => {
    const data = await w.data('admin', base);
    const recs: Dto[] = data.recommendations ?? [data.recommendation];
    const rec = recs.find((r) => r?.status && r.status !== 'draft');
    if (!rec) throw new FixtureError(`No submitted recommendation on ${base}`);
    return rec;
  };
  const recId = (await read()).id as string;
  return { base, recId, read };
}

/** A decision by `token`; `extra` adds to the body (e.g. {@link ON_BEHALF}, an admin's override). */
export function decide(
  w: World,
  chain: Chain,
  token: Token,
  action: 'approve' | 'reject' | 'undo',
  extra: Dto = {},
): Promise<ApiResponse> {
  return w.send({
    method: 'patch',
    path: `${chain.base}/recommendations/${chain.recId}/${action}`,
    token,
    body: {
      ...(action === 'reject'
        ? { reason: 'other', comments: 'Contract suite: a rejection' }
        : { comments: 'Contract suite' }),
      ...extra,
    },
  });
}

/** The next undecided step's approver as the contract names them ('Priya Shah'). */
async function nextApproverName(chain: Chain): Promise<string> {
  const steps: Dto[] = [...(await chain.read()).approvalSteps].sort(
    (a: Dto, b: Dto) => a.order - b.order,
  );
  const approver = steps.find((s) => s.decision === null)?.approver;
  if (!approver) throw new FixtureError(`No step awaits a decision on ${chain.base}`);
  return `${approver.firstName} ${approver.lastName}`;
}

const decisions = (rec: Dto) =>
  JSON.stringify((rec.approvalSteps ?? []).map((s: Dto) => [s.id, s.decision]));

/** A refusal with `status` and `text` that changed no decision. */
async function refused(
  chain: Chain,
  send: () => Promise<ApiResponse>,
  status: number,
  text: string,
): Promise<string | null> {
  const before = await chain.read();
  const response = await send();
  const after = await chain.read();
  if (decisions(before) !== decisions(after) || before.status !== after.status)
    return `the decisions changed (${decisions(before)} → ${decisions(after)}), answered ${response.status}`;
  if (response.status !== status) return `answered ${response.status}, expected ${status}`;
  const error = (response.body as Dto)?.error;
  if (error !== text) return `answered ${status} with '${error}', expected '${text}'`;
  return null;
}

/**
 * The manager's own submission about the employee, with the manager as its only approver: their
 * step counts as decided by the submission, and a second person (an admin) decides.
 */
const ownSubmission = (w: World) =>
  submittedChain(w, w.employeeOf('employee'), [w.users.manager.id], w.tokens.manager);

/** An admin's submission about the employee, whose chain (the manager) does not name the admin. */
const adminSubmission = (w: World) =>
  submittedChain(w, w.employeeOf('employee'), [w.users.manager.id], w.tokens.admin);

/** A second admin of the organization (created once), who submits what the admin decides on. */
export const secondAdmin = (w: World): Promise<Token> =>
  w.once('duties-second-admin', async () => {
    const other = await w.user({ role: 'admin' });
    return w.loginAs(other.email, PROBE_PASSWORD);
  });

/**
 * A chain about the outsider, submitted by a second admin, in which the manager's step comes
 * after the otherManager's (and the outsider's own manager's, when the stage adds one).
 */
const managerLast = async (w: World) =>
  submittedChain(
    w,
    w.outsiderId,
    [w.users.otherManager.id, w.users.manager.id],
    await secondAdmin(w),
  );

/**
 * The earlier steps decided in turn until the manager's step is next: each by its approver, or
 * an admin on their behalf with the override (nobody decides two steps).
 */
async function decideUntilManager(w: World, chain: Chain): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const steps: Dto[] = [...(await chain.read()).approvalSteps].sort(
      (a: Dto, b: Dto) => a.order - b.order,
    );
    const next = steps.find((s) => s.decision === null);
    if (!next || next.approverId === w.users.manager.employeeId) return;
    const response = await approveNext(w, chain, 'Contract suite');
    if (!is2xx(response.status)) throw new FixtureError('Approve an earlier step', response);
  }
}

const editBody = (rec: Dto, increase: number, notes: string) => ({
  proposedIncrease: increase,
  proposedSalary: Math.round((rec.currentSalary + increase) * 100) / 100,
  notes,
});

const check = (label: string, problem: string | null): SequenceCheck => ({ label, problem });

/** A chain about the employee whose steps (their manager, the otherManager) are none of the admin's. */
const othersChain = async (w: World) =>
  submittedChain(w, w.employeeOf('employee'), [w.users.otherManager.id], await secondAdmin(w));

/** The recommendation about the admin themself, submitted by a second admin. */
export const aboutAdmin = async (w: World) =>
  submittedChain(w, w.employeeOf('admin'), [w.users.manager.id], await secondAdmin(w));

/**
 * An admin's decisions on others' steps: refused without the override (403 naming whose step) or
 * without its justification (400 on onBehalfJustification); taken with both, the justification
 * in the history; and a second step of the same chain refused, override or not.
 */
async function overrideChecks(w: World): Promise<SequenceCheck[]> {
  const chain = await othersChain(w);
  const name = await nextApproverName(chain);
  const checks = [
    check(
      'an admin decides another approver’s step without an override',
      await refused(
        chain,
        () => decide(w, chain, w.tokens.admin, 'approve'),
        403,
        DUTY_TEXTS.needsOverride(name),
      ),
    ),
  ];
  const before = await chain.read();
  const bare = await decide(w, chain, w.tokens.admin, 'approve', { onBehalf: true });
  const fields = ((bare.body as Dto)?.details ?? []).map((d: Dto) => d.field);
  let bareProblem = bare.status === 400 ? null : `answered ${bare.status}, expected 400`;
  if (!fields.includes('onBehalfJustification'))
    bareProblem ??= `no detail on onBehalfJustification (${JSON.stringify(fields)})`;
  if (decisions(await chain.read()) !== decisions(before))
    bareProblem ??= 'an override without a justification decided the step';
  checks.push(check('an admin’s override without a justification', bareProblem));

  const taken = await decide(w, chain, w.tokens.admin, 'approve', ON_BEHALF);
  const event = ((taken.body as Dto)?.data?.history ?? []).at(-1);
  let takenProblem = is2xx(taken.status) ? null : `answered ${taken.status}`;
  if (event?.onBehalfJustification !== ON_BEHALF.onBehalfJustification)
    takenProblem ??= `the history does not record the justification (${JSON.stringify(event)})`;
  checks.push(
    check('an admin decides another’s step with an override and its reason', takenProblem),
  );

  checks.push(
    check(
      'one person decides a second step of the same chain',
      await refused(
        chain,
        () => decide(w, chain, w.tokens.admin, 'approve', ON_BEHALF),
        403,
        DUTY_TEXTS.twoSteps,
      ),
    ),
  );
  return checks;
}

/** A refusal that must leave the recommendation's amounts as they were too. */
export async function refusedChange(
  chain: Chain,
  send: () => Promise<ApiResponse>,
): Promise<string | null> {
  const before = await chain.read();
  const problem = await refused(chain, send, 403, DUTY_TEXTS.changeAboutSelf);
  const after = await chain.read();
  if (after.proposedIncrease !== before.proposedIncrease)
    return `the amount changed (${before.proposedIncrease} → ${after.proposedIncrease})`;
  return problem;
}

export const APPROVAL_CHECKS: Record<string, Sequence> = {
  approveRecommendation: async (w) => {
    const own = await adminSubmission(w);
    const checks = [
      check(
        'the submitter approves their own submission',
        await refused(
          own,
          () => decide(w, own, w.tokens.admin, 'approve'),
          403,
          DUTY_TEXTS.submitted,
        ),
      ),
    ];
    const late = await managerLast(w);
    checks.push(
      check(
        'an approver decides before an earlier step',
        await refused(
          late,
          () => decide(w, late, w.tokens.manager, 'approve'),
          409,
          DUTY_TEXTS.outOfOrder,
        ),
      ),
    );
    await decideUntilManager(w, late);
    const inTurn = await decide(w, late, w.tokens.manager, 'approve');
    checks.push(
      check(
        'an approver decides once the earlier steps are decided',
        is2xx(inTurn.status) ? null : `answered ${inTurn.status}`,
      ),
    );
    // About themselves: the admin is the participant; a second admin submits.
    const self = await submittedChain(
      w,
      w.employeeOf('admin'),
      [w.users.manager.id],
      await secondAdmin(w),
    );
    checks.push(...(await overrideChecks(w)));
    checks.push(
      check(
        'an admin decides on a recommendation about themself',
        await refused(
          self,
          () => decide(w, self, w.tokens.admin, 'approve'),
          403,
          DUTY_TEXTS.aboutSelf,
        ),
      ),
    );
    return checks;
  },

  rejectRecommendation: async (w) => {
    const own = await adminSubmission(w);
    const late = await managerLast(w);
    return [
      check(
        'the submitter rejects their own submission',
        await refused(
          own,
          () => decide(w, own, w.tokens.admin, 'reject'),
          403,
          DUTY_TEXTS.submitted,
        ),
      ),
      check(
        'an approver rejects before an earlier step',
        await refused(
          late,
          () => decide(w, late, w.tokens.manager, 'reject'),
          409,
          DUTY_TEXTS.outOfOrder,
        ),
      ),
    ];
  },

  undoRecommendationDecision: async (w) => {
    const own = await ownSubmission(w);
    const approved = await decide(w, own, w.tokens.admin, 'approve', ON_BEHALF);
    if (!is2xx(approved.status)) throw new FixtureError('Admin approves on behalf', approved);
    const late = await managerLast(w);
    await decideUntilManager(w, late);
    const last = await decide(w, late, w.tokens.manager, 'approve');
    if (!is2xx(last.status)) throw new FixtureError('The manager approves in turn', last);
    return [
      check(
        'the submitter undoes a decision on their submission',
        await refused(
          own,
          () => decide(w, own, w.tokens.manager, 'undo'),
          403,
          DUTY_TEXTS.submitted,
        ),
      ),
      check(
        'an approver undoes their decision under a later one',
        await refused(
          late,
          () => decide(w, late, w.tokens.otherManager, 'undo'),
          409,
          DUTY_TEXTS.laterDecided,
        ),
      ),
    ];
  },

  editRecommendation: async (w) => {
    const own = await ownSubmission(w);
    const approved = await decide(w, own, w.tokens.admin, 'approve', ON_BEHALF);
    if (!is2xx(approved.status)) throw new FixtureError('Admin approves on behalf', approved);
    const before = await own.read();
    const notesOnly = await w.send({
      method: 'patch',
      path: `${own.base}/recommendations/${own.recId}`,
      token: w.tokens.admin,
      body: editBody(before, before.proposedIncrease, 'Contract suite: notes only, same amount'),
    });
    const kept = await own.read();
    let keptProblem = is2xx(notesOnly.status) ? null : `the edit answered ${notesOnly.status}`;
    if (decisions(kept) !== decisions(before) || kept.status !== before.status)
      keptProblem ??= `a notes-only edit changed the approvals (${before.status} → ${kept.status})`;

    const edit = await w.send({
      method: 'patch',
      path: `${own.base}/recommendations/${own.recId}`,
      token: w.tokens.admin,
      body: editBody(before, before.proposedIncrease + 100, 'Contract suite: a new amount'),
    });
    const after = await own.read();
    let problem = is2xx(edit.status) ? null : `the edit answered ${edit.status}`;
    if (after.status !== 'pending_approval')
      problem ??= `an approved recommendation whose amount changed is ${after.status}`;
    // The submitter's own step counts as decided by their submission and stays so.
    const submitter = (after.history ?? [])
      .filter((e: Dto) => e.action === 'submit')
      .at(-1)?.actorId;
    const byApprovers = (after.approvalSteps ?? []).filter((s: Dto) => s.approverId !== submitter);
    if (byApprovers.some((s: Dto) => s.decision !== null))
      problem ??= `decisions survived a change of amount (${decisions(after)})`;
    const restart = (after.history ?? []).find((e: Dto) => e.action === 'approvals_restarted');
    if (!restart) problem ??= 'no approvals_restarted event in the history';
    else if (!restart.comments) problem ??= 'the approvals_restarted event does not say why';
    const self = await aboutAdmin(w);
    const current = await self.read();
    const selfProblem = await refusedChange(self, () =>
      w.send({
        method: 'patch',
        path: `${self.base}/recommendations/${self.recId}`,
        token: w.tokens.admin,
        body: editBody(current, current.proposedIncrease + 100, 'Contract suite: a raise for me'),
      }),
    );
    return [
      check('an edit of the notes alone keeps the approvals', keptProblem),
      check('a change of amount restarts the approval chain', problem),
      check('an admin edits the amount of a recommendation about themself', selfProblem),
    ];
  },

  saveCompensationData: async (w) => {
    const self = await aboutAdmin(w);
    const current = await self.read();
    const problem = await refusedChange(self, () =>
      w.send({
        method: 'post',
        path: `${self.base}/stages/${w.managerStageId}/compensation-data`,
        token: w.tokens.admin,
        body: {
          compensationChanges: [
            { type: w.salaryTypeId, proposedValue: current.proposedSalary + 100 },
          ],
          justification: 'Contract suite: a raise for me',
          status: 'draft',
        },
      }),
    );
    return [check('an admin saves the compensation data of their own review', problem)];
  },

  bulkApproveRecommendations: async (w) => {
    const own = await ownSubmission(w);
    const cycleId = own.base.split('/')[3];
    const before = await own.read();
    const response = await w.send({
      method: 'post',
      path: `/api/review-cycles/${cycleId}/recommendations/bulk-approve`,
      token: w.tokens.manager,
      body: { recommendationIds: [own.recId] },
    });
    const after = await own.read();
    const result = (response.body as Dto)?.data?.results?.[0];
    let problem: string | null = null;
    if (result?.approved !== false) problem = `the result is ${JSON.stringify(result)}`;
    if (decisions(after) !== decisions(before))
      problem ??= 'a bulk approve decided on the submitter’s own submission';
    return [check('a bulk approve skips the submitter’s own submission', problem)];
  },
};
