import type { Participant } from '@/api/resources/participants';
import type { CycleBudget, MeritGuideline } from '@/api/resources/review-cycles';
import { chainView, submitterOf, type ApprovalCaller, type ChainView } from '@/lib/approval-rules';
import { appliedRange, describeRange, increasePercentOf } from '@/lib/guidelines';
import { formatMoney, formatPercent } from '@/lib/money';
import { describePoolAfter, poolAfter } from '@/lib/pool-after';
import { describeBandAfter, describePromotion } from '@/lib/promotions';

type Recommendation = Participant['recommendations'][number];
type Step = Recommendation['approvalSteps'][number];

/** What an approver reads before deciding: each line a label and its value. */
export interface ApprovalFacts {
  recommendation: Recommendation;
  lines: { label: string; value: string }[];
  chain: ChainView<Step>;
  /** Whose step the viewer's decision is taken for (an admin's override); null for their own. */
  onBehalfOf: string | null;
}

const nameOf = (step: Step) =>
  step.approver ? `${step.approver.firstName} ${step.approver.lastName}` : 'the approver';

/**
 * Whether the viewer opens this participant as an approver only: named in the chain of a
 * submitted recommendation, and neither the participant nor their manager (who have their stages).
 */
export function isApproverOnly(
  participant: Pick<Participant, 'employeeId' | 'managerId' | 'recommendations'>,
  viewer: { employeeId: string | null | undefined; role: string | null | undefined },
): boolean {
  const id = viewer.employeeId;
  if (!id || viewer.role === 'admin') return false;
  if (participant.employeeId === id || participant.managerId === id) return false;
  return submittedOf(participant)?.approvalSteps.some((s) => s.approverId === id) ?? false;
}

/**
 * Whether the viewer reads the approval review above the stage: an approver named in the chain
 * of a submitted recommendation who is not its subject, or an admin (who may decide the next step,
 * their own or on behalf of its approver).
 */
export function seesApprovalReview(
  participant: Pick<Participant, 'employeeId' | 'recommendations'>,
  viewer: { employeeId: string | null | undefined; role: string | null | undefined },
): boolean {
  const rec = submittedOf(participant);
  if (!rec) return false;
  if (viewer.role === 'admin') return true;
  if (!viewer.employeeId || participant.employeeId === viewer.employeeId) return false;
  return rec.approvalSteps.some((s) => s.approverId === viewer.employeeId);
}

/** The participant's submitted recommendation (the first that is not a draft). */
export function submittedOf(participant: Pick<Participant, 'recommendations'>) {
  return participant.recommendations.find((r) => r.status !== 'draft') ?? null;
}

/** The first numeric answer the viewer reads: the manager review's rating. */
function ratingOf(participant: Participant): { name: string; value: number } | null {
  for (const entry of participant.performanceEntries) {
    const value = Number(entry.value);
    if (entry.value.trim() !== '' && Number.isFinite(value))
      return { name: entry.metric.name, value };
  }
  return null;
}

/**
 * The figures a decision is taken on: the amounts, the guideline cell of the participant's rating
 * and compa-ratio before the change, the compa-ratio before and after, the team pool left after
 * approval; and what the viewer may do on the chain.
 */
export function approvalFacts(
  participant: Participant,
  viewer: ApprovalCaller,
  guideline: MeritGuideline | null | undefined,
  budget: Pick<CycleBudget, 'teams'> | null | undefined,
): ApprovalFacts | null {
  const rec = submittedOf(participant);
  if (!rec) return null;
  const currency = rec.currency;
  const money = (amount: number | null | undefined) => formatMoney(amount, currency);
  const increase = rec.proposedIncrease ?? 0;
  const percent = increasePercentOf(increase, rec.currentSalary ?? null);
  const lines = [
    { label: 'Current salary', value: money(rec.currentSalary) },
    {
      label: 'Increase',
      value: `${money(increase)}${percent === null ? '' : ` (${formatPercent(percent, 2)})`}`,
    },
    { label: 'New salary', value: money(rec.proposedSalary) },
    { label: 'Bonus', value: money(rec.proposedBonus) },
  ];
  const promotion = describePromotion(rec.currentLevel, rec.newLevel);
  if (promotion) lines.push({ label: 'Promotion', value: promotion });
  const rating = ratingOf(participant);
  if (rating) lines.push({ label: rating.name, value: String(rating.value) });
  const compaBefore = participant.bandPosition?.compaRatio ?? null;
  if (guideline && !rec.newLevel) {
    const range = appliedRange(
      guideline,
      rating?.value ?? null,
      compaBefore,
      participant.employee.hireDate ?? null,
    );
    lines.push({ label: 'Guideline', value: range ? describeRange(range) : 'No guideline cell' });
  }
  if (compaBefore !== null)
    lines.push({ label: 'Compa-ratio before', value: compaBefore.toFixed(2) });
  const after = describeBandAfter(rec.bandAfter);
  if (after) lines.push({ label: 'Compa-ratio after', value: after });
  const teamId = participant.employee.team?.id ?? participant.employee.teams?.[0]?.id ?? null;
  const pool = budget?.teams.find((t) => (t.teamId ?? null) === teamId);
  const left = pool && poolAfter(pool.increase, increase, increase);
  if (pool && left)
    lines.push({ label: `${pool.teamName} pool after`, value: describePoolAfter(left, currency) });
  const chain = chainView(
    {
      steps: rec.approvalSteps,
      participantEmployeeId: participant.employeeId,
      submitterId: submitterOf(rec.history ?? []),
    },
    viewer,
    nameOf,
  );
  const plan = chain.decide;
  const onBehalfOf = plan.ok && plan.onBehalf ? nameOf(plan.step) : null;
  return { recommendation: rec, lines, chain, onBehalfOf };
}
