import { FLAG_LABELS, increasePercentOf } from '@/lib/guidelines';
import { describeBandAfter, describePromotion } from '@/lib/promotions';
import { poolAfter, type PoolAfter } from '@/lib/pool-after';
import type { BudgetPool, CycleBudget } from '@/api/resources/review-cycles';
import type { BulkApproveResult } from '@/api/resources/recommendations';
import type { ParticipantRow } from '@/api/resources/participants';

/** What the approver confirms before approving a flagged or over-pool recommendation. */
export interface ApprovalCheck {
  /** Why it asks (flag labels, 'Over the team pool'); empty: approve at once. */
  reasons: string[];
  increase: number;
  increasePercent: number | null;
  bonus: number;
  currency: string;
  /** The team pool after approval (null when the viewer gets no pool for the team). */
  pool: { teamName: string; increase: PoolAfter | null; bonus: PoolAfter | null } | null;
  /** 'Promotion: L3 Senior → L4 Lead'; null without a promotion. */
  promotion: string | null;
  /** The compa-ratio after approval, '0.80 (Below minimum)'; null without a band. */
  compaAfter: string | null;
}

const OVER_POOL = 'Over the team pool';
/** Approving a promotion moves the employee to another level: the approver confirms it. */
const promotionReason = (levelName: string) => `Promotion to ${levelName}`;

/**
 * Approving a recommendation that is flagged (outside its guideline, a large change,
 * over budget, ...), over its pool or a promotion asks for confirmation showing the
 * amount, the promotion and the pool after approval. A pending amount already counts in its pool, so the pool after approval is the pool's
 * remaining as it stands; an approved one moves from pending to spent.
 */
export function approvalCheck(
  row: ParticipantRow,
  budget: Pick<CycleBudget, 'teams'> | null | undefined,
): ApprovalCheck | null {
  const rec = row.recommendation;
  if (!rec) return null;
  const increase = rec.proposedIncrease ?? 0;
  const bonus = rec.proposedBonus ?? 0;
  const team: BudgetPool | undefined = budget?.teams.find((t) => t.teamId === row.teamId);
  const pool = team
    ? {
        teamName: team.teamName,
        increase: poolAfter(team.increase, increase, increase),
        bonus: poolAfter(team.bonus, bonus, bonus),
      }
    : null;
  const reasons: string[] = row.flags.map((flag) => FLAG_LABELS[flag]);
  const over = (line: PoolAfter | null, amount: number) => amount > 0 && (line?.over ?? 0) > 0;
  if (
    pool &&
    (over(pool.increase, increase) || over(pool.bonus, bonus)) &&
    !row.flags.includes('over_budget')
  )
    reasons.push(OVER_POOL);
  if (rec.newLevel) reasons.push(promotionReason(rec.newLevel.name));
  return {
    reasons,
    increase,
    increasePercent: increasePercentOf(increase, rec.currentSalary ?? null),
    bonus,
    currency: rec.currency,
    pool,
    promotion: describePromotion(rec.currentLevel, rec.newLevel),
    compaAfter: describeBandAfter(rec.bandAfter),
  };
}

/** Bulk approve: how many were approved, how many skipped, and why (grouped by reason). */
export function bulkApproveSummary(
  result: BulkApproveResult,
  nameOf: (participantId: string | null) => string,
): { title: string; skipped: Array<{ reason: string; names: string[] }> } {
  const skipped = new Map<string, string[]>();
  for (const r of result.results) {
    if (r.approved) continue;
    const reason = r.error ?? 'Not approved';
    skipped.set(reason, [...(skipped.get(reason) ?? []), nameOf(r.participantId)]);
  }
  const total = result.results.length;
  const title =
    result.refusedCount === 0
      ? `Approved ${result.approvedCount} of ${total}.`
      : `Approved ${result.approvedCount} of ${total}; skipped ${result.refusedCount}:`;
  return {
    title,
    skipped: [...skipped].map(([reason, names]) => ({ reason, names })),
  };
}
