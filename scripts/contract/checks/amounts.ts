import type { ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';

/**
 * Contract-suite sequences for the amount rules, keyed by operationId. The money maxima themselves
 * are crossed by the generated boundary set (fuzz.ts: each `maximum` + 1, 1e308 past it, 1e309
 * that no double holds); these check the large-change rule and the sanity limit end to end, each
 * in a cycle of its own (no guideline, no budgets) with the suite's employee, a report of its
 * manager.
 */

/** LARGE_CHANGE_PERCENT of the contract (saveCompensationData, ParticipantFlag large_change). */
const LARGE_CHANGE_PERCENT = 50;
/** The sanity limit of the contract (CompensationDataInput x-sanity-raise-percent). */
const SANITY_RAISE_PERCENT = 100;

/** The documented reason of a skipped flagged recommendation (the flags are checked first). */
const FLAGGED = 'Flagged recommendations cannot be bulk approved';

export const is2xx = (status: number) => status >= 200 && status < 300;
export const said = (response: ApiResponse) => `${response.status} ${response.text.slice(0, 160)}`;

export interface LargeChange {
  base: string;
  participantId: string;
  /** The current salary times the factor asked for. */
  proposedValue: number;
  submit: (who: 'manager' | 'admin', extra?: Dto) => Promise<ApiResponse>;
}

/**
 * A fresh cycle with the suite's employee, and how to submit their salary times `factor` (1.8: a
 * raise of 80%, a large change under the sanity limit; 10: 900%, past it; 0.4: a cut of 60%).
 */
export async function largeChange(w: World, factor: number): Promise<LargeChange> {
  const employeeId = w.employeeOf('employee');
  const cycleId = await w.cycle([employeeId]);
  const rows: Dto[] = await w.data('admin', `/api/review-cycles/${cycleId}/participants`);
  const participantId = rows.find((p) => p.employeeId === employeeId)?.id as string;
  const salary = Number((await w.data('admin', `/api/employees/${employeeId}`)).currentSalary);
  const base = `/api/review-cycles/${cycleId}/participants/${participantId}`;
  const proposedValue = Math.round(salary * factor * 100) / 100;
  return {
    base,
    participantId,
    proposedValue,
    submit: (who, extra = {}) =>
      w.send({
        method: 'post',
        path: `${base}/stages/${w.managerStageId}/compensation-data`,
        token: w.tokens[who],
        body: {
          compensationChanges: [{ type: w.salaryTypeId, proposedValue }],
          justification: 'Contract suite: a large raise',
          exceptionJustification: 'Contract suite: matches an outside offer',
          status: 'pending_approval',
          ...extra,
        },
      }),
  };
}

export async function recommendationOf(w: World, base: string): Promise<Dto | null> {
  const participant = await w.data('admin', base);
  return participant.recommendation ?? participant.recommendations?.[0] ?? null;
}

export async function flagsOf(w: World, base: string, participantId: string): Promise<string[]> {
  const cycle = base.split('/participants/')[0] as string;
  const rows: Dto[] = await w.data('admin', `${cycle}/participants`);
  return rows.find((r) => r.id === participantId)?.flags ?? [];
}

/** A 400 on the salary row's proposedValue saying the sanity limit; null when it is one. */
function pastLimitRefusal(response: ApiResponse): string | null {
  if (is2xx(response.status)) return `accepted: ${said(response)}`;
  if (response.status !== 400) return `answered ${said(response)}, not 400`;
  const details: Dto[] = (response.body as Dto)?.details ?? [];
  const detail = details.find((d) => d.field === 'compensationChanges[0].proposedValue');
  if (!detail) return `the 400 names no compensationChanges[0].proposedValue: ${said(response)}`;
  if (!/^A raise of 900\.00% is more than 100% of the current salary/.test(String(detail.message)))
    return `the 400 says '${detail.message}', not the ${SANITY_RAISE_PERCENT}% limit`;
  return null;
}

/**
 * The sanity limit: a 900% raise is refused on its field for the manager (draft or submit, with a
 * justification) and for an admin without the override; an admin override with a justification
 * takes it, and reads back as sent.
 */
async function sanityLimitChecks(w: World): Promise<SequenceCheck[]> {
  const raise = await largeChange(w, 10);
  const checks: SequenceCheck[] = [];
  const submitted = await raise.submit('manager');
  const drafted = await raise.submit('manager', { status: 'draft' });
  const stored = await recommendationOf(w, raise.base);
  let problem = pastLimitRefusal(submitted) ?? pastLimitRefusal(drafted);
  if (stored) problem ??= `the refused raise left a recommendation (${stored.status})`;
  checks.push({
    label: `a manager's raise above ${SANITY_RAISE_PERCENT}% of the salary is a 400 on its amount, draft or submit`,
    problem,
  });
  const plain = await raise.submit('admin');
  checks.push({
    label: `an admin's raise above ${SANITY_RAISE_PERCENT}% without the override is refused the same way`,
    problem: pastLimitRefusal(plain),
  });
  const overridden = await raise.submit('admin', { adminOverride: true });
  const rec = await recommendationOf(w, raise.base);
  problem = is2xx(overridden.status) ? null : `the admin override answered ${said(overridden)}`;
  if (!problem && Number(rec?.proposedSalary) !== raise.proposedValue)
    problem = `the overridden raise reads back as ${rec?.proposedSalary}, not ${raise.proposedValue}`;
  checks.push({
    label: `an admin override with a justification takes a raise above ${SANITY_RAISE_PERCENT}%`,
    problem,
  });
  return checks;
}

export const AMOUNT_CHECKS: Record<string, Sequence> = {
  saveCompensationData: async (w) => {
    const checks: SequenceCheck[] = [];
    const raise = await largeChange(w, 1.8);
    const refused = await raise.submit('manager');
    const stored = await recommendationOf(w, raise.base);
    let problem: string | null = null;
    if (is2xx(refused.status))
      problem = `a manager's 80% raise (no guideline, no admin override) was accepted: ${said(refused)}`;
    else if (refused.status !== 409) problem = `answered ${said(refused)}, not 409`;
    else if (!String((refused.body as Dto)?.error ?? '').includes(`${LARGE_CHANGE_PERCENT}%`))
      problem = `the 409 does not say the ${LARGE_CHANGE_PERCENT}% rule: ${said(refused)}`;
    if (stored) problem ??= `the refused raise left a recommendation (${stored.status})`;
    checks.push({
      label: `a manager's raise above ${LARGE_CHANGE_PERCENT}% with no guideline needs an admin override (409)`,
      problem,
    });

    const overridden = await raise.submit('admin', { adminOverride: true });
    const rec = await recommendationOf(w, raise.base);
    problem = is2xx(overridden.status) ? null : `the admin override answered ${said(overridden)}`;
    if (!problem && Number(rec?.proposedSalary) !== raise.proposedValue)
      problem = `the overridden raise reads back as ${rec?.proposedSalary}, not ${raise.proposedValue}`;
    if (!problem && !(await flagsOf(w, raise.base, raise.participantId)).includes('large_change'))
      problem = 'the overridden raise is not flagged large_change';
    checks.push({
      label: 'an admin override with a justification lets it through, flagged large_change',
      problem,
    });
    checks.push(...(await sanityLimitChecks(w)));
    return checks;
  },

  bulkApproveRecommendations: async (w) => {
    const raise = await largeChange(w, 1.8);
    const submitted = await raise.submit('admin', { adminOverride: true });
    const rec = await recommendationOf(w, raise.base);
    if (!is2xx(submitted.status) || !rec?.id)
      return [
        {
          label: 'a flagged recommendation is skipped by bulk approve, with its reason',
          problem: `fixture failed: the admin's overridden raise answered ${said(submitted)}`,
        },
      ];
    const cycle = raise.base.split('/participants/')[0] as string;
    const response = await w.send({
      method: 'post',
      path: `${cycle}/recommendations/bulk-approve`,
      token: w.tokens.admin,
      body: { recommendationIds: [rec.id], comments: 'Contract suite: bulk' },
    });
    const result: Dto = (response.body as Dto)?.data;
    const row: Dto = result?.results?.[0];
    const after = await recommendationOf(w, raise.base);
    // The submitter's own step may count as decided by the submission: compare with before.
    const decisionsOf = (r: Dto) =>
      JSON.stringify((r?.approvalSteps ?? []).map((s: Dto) => s.decision));
    const decided = decisionsOf(after) !== decisionsOf(rec);
    let problem: string | null = null;
    if (!is2xx(response.status)) problem = `bulk approve answered ${said(response)}`;
    else if (row?.approved !== false || !String(row?.error ?? '').startsWith(FLAGGED))
      problem = `the flagged (large_change) recommendation was not skipped as flagged: ${JSON.stringify(row)}`;
    else if (result.refusedCount !== 1 || result.approvedCount !== 0)
      problem = `counts approved ${result.approvedCount}, skipped ${result.refusedCount}; expected 0 and 1`;
    if (decided) problem ??= 'an approval step of the skipped recommendation was decided';
    return [
      { label: 'a flagged recommendation is skipped by bulk approve, with its reason', problem },
    ];
  },
};
