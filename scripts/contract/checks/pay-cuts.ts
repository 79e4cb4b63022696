import type { ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';
import { flagsOf, is2xx, largeChange, recommendationOf, said } from './amounts';

/**
 * Contract-suite sequences for pay cuts (saveCompensationData "Pay cuts"), each in a cycle of its
 * own with the suite's employee: a salary of 0 is never taken, a cut of more than
 * LARGE_CHANGE_PERCENT (x-large-decrease-percent) only by an admin override with a justification,
 * and any cut only with a justification.
 */

const LARGE_DECREASE_PERCENT = 50;
const ZERO_SALARY = 'A salary must be greater than 0.';
const CUT_NEEDS_REASON = 'A pay decrease needs a justification.';

/** A 400 whose detail on `field` says `message` (a pattern: it starts so); null when it is one. */
function refusal(response: ApiResponse, field: string, message: RegExp): string | null {
  if (is2xx(response.status)) return `accepted: ${said(response)}`;
  if (response.status !== 400) return `answered ${said(response)}, not 400`;
  const details: Dto[] = (response.body as Dto)?.details ?? [];
  const detail = details.find((d) => d.field === field);
  if (!detail) return `the 400 names no ${field}: ${said(response)}`;
  return message.test(String(detail.message))
    ? null
    : `the 400 on ${field} says '${detail.message}'`;
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const ROW = 'compensationChanges[0].proposedValue';

async function zeroSalaryCheck(w: World): Promise<SequenceCheck> {
  const cut = await largeChange(w, 0);
  const drafted = await cut.submit('manager', { status: 'draft' });
  const overridden = await cut.submit('admin', { adminOverride: true });
  let problem =
    refusal(drafted, ROW, exactly(ZERO_SALARY)) ?? refusal(overridden, ROW, exactly(ZERO_SALARY));
  const stored = await recommendationOf(w, cut.base);
  if (stored) problem ??= `the salary of 0 left a recommendation (${stored.status})`;
  return {
    label: 'a salary of 0 is a 400 on its row, for a manager’s draft and an admin’s override',
    problem,
  };
}

async function largeCutChecks(w: World): Promise<SequenceCheck[]> {
  const cut = await largeChange(w, 0.4);
  const said60 = /^A decrease of 60\.00% is more than 50% of the current salary/;
  const managers = await cut.submit('manager', { adminOverride: true });
  const drafted = await cut.submit('manager', { status: 'draft' });
  const plain = await cut.submit('admin');
  let problem = refusal(managers, ROW, said60) ?? refusal(drafted, ROW, said60);
  problem ??= refusal(plain, ROW, said60);
  const stored = await recommendationOf(w, cut.base);
  if (stored) problem ??= `the refused cut left a recommendation (${stored.status})`;
  const checks: SequenceCheck[] = [
    {
      label: `a cut of more than ${LARGE_DECREASE_PERCENT}% is a 400 on its row without an admin override, draft or submit`,
      problem,
    },
  ];
  const overridden = await cut.submit('admin', { adminOverride: true });
  const rec = await recommendationOf(w, cut.base);
  problem = is2xx(overridden.status) ? null : `the admin override answered ${said(overridden)}`;
  if (!problem && Number(rec?.proposedSalary) !== cut.proposedValue)
    problem = `the overridden cut reads back as ${rec?.proposedSalary}, not ${cut.proposedValue}`;
  if (!problem && !(await flagsOf(w, cut.base, cut.participantId)).includes('large_change'))
    problem = 'the overridden cut is not flagged large_change';
  checks.push({
    label: 'an admin override with a justification takes the cut, flagged large_change',
    problem,
  });
  return checks;
}

async function cutReasonCheck(w: World): Promise<SequenceCheck> {
  const cut = await largeChange(w, 0.9);
  const bare = await cut.submit('manager', { exceptionJustification: '' });
  let problem = refusal(bare, 'exceptionJustification', exactly(CUT_NEEDS_REASON));
  const stored = await recommendationOf(w, cut.base);
  if (stored) problem ??= `the unexplained cut left a recommendation (${stored.status})`;
  const given = await cut.submit('manager');
  if (!problem && !is2xx(given.status))
    problem = `a 10% cut with its justification answered ${said(given)}`;
  return { label: 'a cut is submitted only with a justification', problem };
}

export const PAY_CUT_CHECKS: Record<string, Sequence> = {
  saveCompensationData: async (w) => [
    await zeroSalaryCheck(w),
    ...(await largeCutChecks(w)),
    await cutReasonCheck(w),
  ],
};
