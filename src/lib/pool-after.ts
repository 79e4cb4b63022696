import { roundMoney, type BudgetLine } from './budgets';
import { formatMoney } from './money';

/** A team pool line once one recommendation's amount is in it. */
export interface PoolAfter {
  allocated: number;
  /** Negative when the pool is over. */
  remaining: number;
  /** How far over the allocation (0 when within). */
  over: number;
}

/**
 * The pool once a participant's amount is `proposed` instead of what they already hold in it
 * (`alreadyHeld`: a pending or approved recommendation counts in the pool's remaining). For the
 * manager's form (the pool after this change) and the approve confirmation (after approval an
 * amount already pending stays counted: held = proposed). Null when the pool has no allocation.
 */
export function poolAfter(
  line: Pick<BudgetLine, 'allocated' | 'remaining'>,
  alreadyHeld: number,
  proposed: number,
): PoolAfter | null {
  if (line.allocated === null || line.remaining === null) return null;
  const remaining = roundMoney(line.remaining + alreadyHeld - proposed);
  return { allocated: line.allocated, remaining, over: Math.max(0, -remaining) };
}

/** How a pool after a change reads, e.g. '$1,200.00 of $50,000.00 left' or '$300.00 over the $50,000.00 pool'. */
export function describePoolAfter(pool: PoolAfter, currency = 'USD'): string {
  const of = formatMoney(pool.allocated, currency);
  return pool.over > 0
    ? `${formatMoney(pool.over, currency)} over the ${of} pool`
    : `${formatMoney(pool.remaining, currency)} of ${of} left`;
}
