import { bandFor, type PayBand } from '@/lib/pay-bands';
import type { ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import { approveNext, ON_BEHALF } from '../approve-in-turn';
import { FixtureError, type Dto, type World } from '../world';
import { decide, submittedChain, type Chain } from './approvals';
import { matrixCycle } from './matrix';

/**
 * Promotions, in the `state` column: a recommendation that moves the suite's employee to a level
 * whose band minimum their 2% raise does not reach is refused on submit without a
 * promotionJustification (400 on that field) and taken with one; a level that is not the
 * organization's, or the employee's own, is refused on newLevelId; a promotion's raise is judged
 * against the promotion guideline, not the matrix's hard cap; approving the promotion moves the
 * employee to the level and the salary with it, and undoing the approval takes both back; the
 * level of a pending promotion cannot be deleted. Each sequence builds its own chain on a throwaway cycle (see
 * approvals.ts), approved in turn (each step by its approver or an admin on their behalf).
 */

const TEXTS = {
  levelNotFound: 'Level not found',
  sameLevel: 'The new level is the current level.',
} as const;

const JUSTIFIED = 'Contract suite: the band follows next cycle';

const is2xx = (status: number) => status >= 200 && status < 300;
const said = (response: ApiResponse) => `${response.status} ${response.text.slice(0, 160)}`;

interface Promotion {
  employeeId: string;
  /** The employee's level before (null: none). */
  levelId: string | null;
  /** A level whose band minimum is above the 2% raise. */
  target: Dto;
  chain: Chain;
  /** The manager review's compensation data of the chain's participant. */
  path: string;
}

/** The suite employee's promotion to a level their 2% raise stays below, submitted with a justification. */
async function promotion(w: World): Promise<Promotion> {
  const employeeId = w.employeeOf('employee');
  const employee = await w.data('admin', `/api/employees/${employeeId}`);
  const salary = Number(employee.currentSalary);
  if (!(salary > 0)) throw new FixtureError('The suite employee has no salary');
  const currency: string = employee.bandPosition?.currency ?? 'USD';
  const raised = Math.round(salary * 102) / 100;
  const levels: Dto[] = await w.data('admin', '/api/levels');
  const minOf = (level: Dto) =>
    bandFor(level.bands as PayBand[], employee.zone, currency)?.min ?? 0;
  const target = levels
    .filter((l) => l.id !== employee.levelId && minOf(l) > raised + 1)
    .sort((a, b) => minOf(a) - minOf(b))[0];
  if (!target) throw new FixtureError(`No level with a band minimum above ${raised} ${currency}`);
  const chain = await submittedChain(w, employeeId, [w.users.admin.id], w.tokens.manager, {
    newLevelId: target.id,
    promotionJustification: JUSTIFIED,
    // A 2% raise is outside the promotion guideline (5%–20%, and the band's minimum): say why.
    exceptionJustification: JUSTIFIED,
  });
  const path = `${chain.base}/stages/${w.managerStageId}/compensation-data`;
  return { employeeId, levelId: employee.levelId ?? null, target, chain, path };
}

/** A 400 naming `field` with `message` (any message when omitted). */
function refusedOn(response: ApiResponse, field: string, message?: string): string | null {
  if (response.status !== 400) return `answered ${said(response)}, expected 400 on ${field}`;
  const details: Dto[] = (response.body as Dto)?.details ?? [];
  const detail = details.find((d) => d.field === field);
  if (!detail) return `the 400 names no ${field}: ${said(response)}`;
  if (message && detail.message !== message)
    return `the 400 on ${field} says '${detail.message}', expected '${message}'`;
  return null;
}

/**
 * A promotion is judged against its own guideline, never the merit matrix's cell: in a cycle
 * whose only cell is hard at 1%–2%, a promotion raise that reaches the new band's minimum (at
 * least 5%, at most 20% or the minimum) is taken and not flagged outside_guideline, while the
 * same raise without the promotion is refused by the cell (409).
 */
async function promotionOutsideTheMatrix(w: World): Promise<SequenceCheck[]> {
  const label =
    "a promotion that reaches the new band's minimum is not held to the matrix's hard cap";
  const m = await matrixCycle(w);
  const saved = await w.send({
    method: 'put',
    path: `/api/review-cycles/${m.cycleId}/guidelines`,
    token: w.tokens.admin,
    body: {
      positionBoundaries: [],
      ranges: [{ rating: 0, minPercent: 1, maxPercent: 2, enforcement: 'hard' }],
      overBudgetPolicy: 'soft',
      ...m.period,
    },
  });
  if (!is2xx(saved.status)) throw new FixtureError('Save a hard guideline', saved);
  const employee = await w.data('admin', `/api/employees/${w.employeeOf('employee')}`);
  const currency: string = employee.bandPosition?.currency ?? 'USD';
  const levels: Dto[] = await w.data('admin', '/api/levels');
  const minOf = (level: Dto) =>
    bandFor(level.bands as PayBand[], employee.zone, currency)?.min ?? 0;
  // The lowest band minimum above a 2% raise and within the sanity limit (twice the salary).
  const target = levels
    .filter((l) => l.id !== employee.levelId && minOf(l) > m.salary * 1.02)
    .filter((l) => minOf(l) <= m.salary * 2)
    .sort((a, b) => minOf(a) - minOf(b))[0];
  if (!target)
    throw new FixtureError(`No level with a band minimum within 2%–100% above ${m.salary}`);
  const proposedValue = Math.max(minOf(target), Math.ceil(m.salary * 105) / 100);
  const submit = (extra: Dto) =>
    w.send({
      method: 'post',
      path: `${m.base}/stages/${w.managerStageId}/compensation-data`,
      token: w.tokens.admin,
      body: {
        compensationChanges: [{ type: w.salaryTypeId, proposedValue }],
        justification: 'Contract suite: a promotion to the new band',
        status: 'pending_approval',
        ...extra,
      },
    });
  const merit = await submit({});
  const promoted = await submit({ newLevelId: target.id });
  const rows: Dto[] = await w.data('admin', `/api/review-cycles/${m.cycleId}/participants`);
  const flags: string[] = rows.find((r) => r.id === m.participantId)?.flags ?? [];
  let problem: string | null = null;
  if (merit.status !== 409)
    problem = `fixture failed: the same raise as a merit raise answered ${said(merit)}, not the hard cell's 409`;
  else if (!is2xx(promoted.status))
    problem = `the promotion to ${target.name} at ${proposedValue} answered ${said(promoted)}`;
  else if (flags.includes('outside_guideline'))
    problem = 'the promotion within its guideline is flagged outside_guideline';
  return [{ label, problem }];
}

const salaryOf = async (w: World, employeeId: string) =>
  Number((await w.data('admin', `/api/employees/${employeeId}`)).currentSalary);

const levelOf = async (w: World, employeeId: string) =>
  ((await w.data('admin', `/api/employees/${employeeId}`)).levelId as string | null) ?? null;

/**
 * Deleting the level a pending promotion moves someone to answers 409 and keeps the level:
 * approving the promotion would otherwise move the employee onto a level that no longer exists.
 */
async function levelHeldByPromotion(w: World, p: Promotion): Promise<SequenceCheck> {
  const label = 'the level of a pending promotion cannot be deleted (409, the level stays)';
  const removed = await w.send({
    method: 'delete',
    path: `/api/levels/${p.target.id}`,
    token: w.tokens.admin,
  });
  const levels: Dto[] = await w.data('admin', '/api/levels');
  const kept = levels.some((l) => l.id === p.target.id);
  if (removed.status !== 409) return { label, problem: `the delete answered ${said(removed)}` };
  return { label, problem: kept ? null : 'the 409 deleted the level anyway' };
}

export const PROMOTION_CHECKS: Record<string, Sequence> = {
  saveCompensationData: async (w) => {
    const checks: SequenceCheck[] = [];
    const p = await promotion(w);
    const rec = await p.chain.read();
    let problem: string | null = null;
    if (rec.newLevelId !== p.target.id || rec.newLevel?.id !== p.target.id)
      problem = `the recommendation reads newLevelId ${rec.newLevelId}, newLevel ${JSON.stringify(rec.newLevel)}; sent ${p.target.id}`;
    else if (rec.promotionJustification !== JUSTIFIED)
      problem = `promotionJustification reads back as ${JSON.stringify(rec.promotionJustification)}`;
    checks.push({
      label: 'a promotion below the new band minimum with a justification is taken and read back',
      problem,
    });

    const resubmit = (extra: Dto) =>
      w.send({
        method: 'post',
        path: p.path,
        token: w.tokens.manager,
        body: {
          compensationChanges: [{ type: w.salaryTypeId, proposedValue: rec.proposedSalary }],
          justification: 'Contract suite: a promotion',
          exceptionJustification: JUSTIFIED,
          status: 'pending_approval',
          newLevelId: p.target.id,
          ...extra,
        },
      });
    const unjustified = await resubmit({ promotionJustification: null });
    problem = refusedOn(unjustified, 'promotionJustification');
    const after = await p.chain.read();
    if (!problem && after.promotionJustification !== JUSTIFIED)
      problem = 'the refused resubmission changed the recommendation';
    checks.push({
      label: "a new salary below the new band's minimum without a justification is refused (400)",
      problem,
    });

    const unknown = await resubmit({ newLevelId: 'level_contract_suite_none', status: 'draft' });
    checks.push({
      label: "a level that is not the organization's is refused on newLevelId",
      problem: refusedOn(unknown, 'newLevelId', TEXTS.levelNotFound),
    });
    checks.push(await levelHeldByPromotion(w, p));
    if (p.levelId) {
      const same = await resubmit({ newLevelId: p.levelId, status: 'draft' });
      checks.push({
        label: "the employee's own level is refused on newLevelId",
        problem: refusedOn(same, 'newLevelId', TEXTS.sameLevel),
      });
    }
    checks.push(...(await promotionOutsideTheMatrix(w)));
    return checks;
  },

  approveRecommendation: async (w) => {
    const p = await promotion(w);
    const salaryBefore = await salaryOf(w, p.employeeId);
    const proposed = Number((await p.chain.read()).proposedSalary);
    let status = (await p.chain.read()).status;
    for (let i = 0; i < 5 && status !== 'approved'; i += 1) {
      // Each step by its approver, or an admin on their behalf (nobody decides two steps).
      const answered = await approveNext(w, p.chain, 'Contract suite');
      if (!is2xx(answered.status))
        return [
          {
            label: 'approving a promotion moves the employee to its level',
            problem: `fixture failed: an approval in turn answered ${said(answered)}`,
          },
        ];
      status = (await p.chain.read()).status;
    }
    const moved = await levelOf(w, p.employeeId);
    const approved: SequenceCheck = {
      label: 'approving a promotion moves the employee to its level',
      problem:
        status !== 'approved'
          ? `the recommendation is ${status} after the approvals in turn`
          : moved !== p.target.id
            ? `the employee is on level ${moved}, not ${p.target.id}, once approved`
            : null,
    };
    const paid = await salaryOf(w, p.employeeId);
    const together: SequenceCheck = {
      label:
        'the approval changes the salary with the level (currentSalary is the proposed salary)',
      problem:
        status !== 'approved'
          ? `the recommendation is ${status} after the approvals in turn`
          : paid !== proposed
            ? `the employee is on level ${moved} with currentSalary ${paid}, not the approved ${proposed}`
            : null,
    };
    const undone = await decide(w, p.chain, w.tokens.admin, 'undo', ON_BEHALF);
    const back = await levelOf(w, p.employeeId);
    const unpaid = await salaryOf(w, p.employeeId);
    const reverted: SequenceCheck = {
      label: 'undoing the approval puts the employee back on their level and salary',
      problem: !is2xx(undone.status)
        ? `the undo answered ${said(undone)}`
        : back !== p.levelId
          ? `the employee is on level ${back} after the undo, not ${p.levelId}`
          : unpaid !== salaryBefore
            ? `currentSalary is ${unpaid} after the undo, not ${salaryBefore}`
            : null,
    };
    return [approved, together, reverted];
  },
};
