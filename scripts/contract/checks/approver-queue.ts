import type { Sequence, SequenceCheck } from '../sequences';
import { FixtureError, type Dto, type World } from '../world';
import { submittedChain, type Chain } from './approvals';

/**
 * Approvers who are not admins run their part of a cycle: whoever a chain names reads what the
 * decision needs and decides it; a manager's own submission never leaves them as a step nobody
 * may decide; a decision is taken on the figures the approver read (If-Match, bulk versions).
 *
 * Each chain is about the employee (the manager's report), names `otherManager` (a manager of no
 * one) as its approver and is submitted by the manager, on a throwaway cycle.
 */

/** The contract's text of a stale record (openapi.yaml, PreconditionFailed). */
export const STALE_TEXT = 'This record was changed by someone else';

const is2xx = (status: number) => status >= 200 && status < 300;
const check = (label: string, problem: string | null): SequenceCheck => ({ label, problem });

const approverChain = (w: World): Promise<Chain> =>
  submittedChain(w, w.employeeOf('employee'), [w.users.otherManager.id], w.tokens.manager);

const ordered = (rec: Dto): Dto[] =>
  [...(rec.approvalSteps ?? [])].sort((a: Dto, b: Dto) => a.order - b.order);
const decisions = (rec: Dto) => JSON.stringify(ordered(rec).map((s) => [s.id, s.decision]));
const cycleOf = (chain: Chain) => chain.base.split('/')[3];

/** An admin's edit of the amount, which makes the version the approver read stale. */
async function editAmount(w: World, chain: Chain): Promise<void> {
  const rec = await chain.read();
  const increase = rec.proposedIncrease + 100;
  const edited = await w.send({
    method: 'patch',
    path: `${chain.base}/recommendations/${chain.recId}`,
    token: w.tokens.admin,
    body: {
      proposedIncrease: increase,
      proposedSalary: Math.round((rec.currentSalary + increase) * 100) / 100,
      notes: 'Contract suite: the amount changed under the approver',
    },
  });
  if (!is2xx(edited.status)) throw new FixtureError('Admin edits the amount', edited);
}

export const APPROVER_QUEUE_CHECKS: Record<string, Sequence> = {
  getParticipant: async (w) => {
    const chain = await approverChain(w);
    const read = await w.send({ method: 'get', path: chain.base, token: w.tokens.otherManager });
    const data = (read.body as Dto)?.data;
    const rec = (data?.recommendations ?? []).find((r: Dto) => r.id === chain.recId);
    let problem: string | null = null;
    if (read.status !== 200) problem = `an approver reading the participant got ${read.status}`;
    else if (typeof data?.currentSalary !== 'number')
      problem = 'the approver does not get the current salary the raise is judged against';
    else if (typeof rec?.proposedIncrease !== 'number' || !Array.isArray(rec?.history))
      problem = 'the approver does not get the amounts and history of the recommendation';
    const stage = await w.send({
      method: 'get',
      path: `${chain.base}/stages/${w.managerStageId}/compensation-data`,
      token: w.tokens.otherManager,
    });
    return [
      check('an approver who is not the manager reads the recommendation they decide', problem),
      check(
        'an approver who is not the manager does not read the review stages',
        stage.status === 404 ? null : `answered ${stage.status}, expected 404`,
      ),
    ];
  },

  saveCompensationData: async (w) => {
    const chain = await approverChain(w);
    const rec = await chain.read();
    const manager = w.users.manager.employeeId;
    const next = ordered(rec).find((s) => s.decision === null);
    let problem: string | null = null;
    if (!next) problem = `no step awaits a decision (${decisions(rec)})`;
    else if (next.approverId === manager)
      problem = 'the submitting manager is the next approver, whom separation of duties forbids';
    const approved = await w.send({
      method: 'patch',
      path: `${chain.base}/recommendations/${chain.recId}/approve`,
      token: w.tokens.otherManager,
      body: { comments: 'Contract suite' },
      headers: { 'If-Match': `"${rec.version}"` },
    });
    if (!problem && !is2xx(approved.status))
      problem = `the approver named after the submitter could not decide: ${approved.status}`;
    return [check('a manager’s own submission opens the next approver’s step', problem)];
  },

  approveRecommendation: async (w) => {
    const chain = await approverChain(w);
    const read = (await chain.read()).version as string;
    await editAmount(w, chain);
    const before = await chain.read();
    const stale = await w.send({
      method: 'patch',
      path: `${chain.base}/recommendations/${chain.recId}/approve`,
      token: w.tokens.otherManager,
      body: { comments: 'Contract suite' },
      headers: { 'If-Match': `"${read}"` },
    });
    const after = await chain.read();
    let problem: string | null = null;
    if (decisions(before) !== decisions(after)) problem = 'a stale approval was recorded';
    else if (stale.status !== 412) problem = `answered ${stale.status}, expected 412`;
    else if ((stale.body as Dto)?.error !== STALE_TEXT)
      problem = `answered 412 with '${(stale.body as Dto)?.error}', expected '${STALE_TEXT}'`;
    else if (!String((stale.body as Dto)?.message ?? '').includes('increase'))
      problem = 'the 412 does not state the current figures';
    const fresh = await w.send({
      method: 'patch',
      path: `${chain.base}/recommendations/${chain.recId}/approve`,
      token: w.tokens.otherManager,
      body: { comments: 'Contract suite' },
      headers: { 'If-Match': `"${after.version}"` },
    });
    return [
      check('an approval of figures that changed since they were read', problem),
      check(
        'an approval of the current figures',
        is2xx(fresh.status) ? null : `answered ${fresh.status}`,
      ),
    ];
  },

  bulkApproveRecommendations: async (w) => {
    const chain = await approverChain(w);
    const read = (await chain.read()).version as string;
    await editAmount(w, chain);
    const before = await chain.read();
    const response = await w.send({
      method: 'post',
      path: `/api/review-cycles/${cycleOf(chain)}/recommendations/bulk-approve`,
      token: w.tokens.otherManager,
      body: {
        recommendationIds: [chain.recId],
        versions: [{ recommendationId: chain.recId, version: read }],
      },
    });
    const after = await chain.read();
    const result = (response.body as Dto)?.data?.results?.[0];
    let problem: string | null = null;
    if (decisions(before) !== decisions(after)) problem = 'a stale bulk approval was recorded';
    else if (result?.approved !== false || !String(result?.error).startsWith(STALE_TEXT))
      problem = `the result is ${JSON.stringify(result)}`;
    return [check('a bulk approval of figures that changed since they were read', problem)];
  },
};
