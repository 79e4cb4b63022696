import type { components } from '@/api/schema';
import { isLargeChange } from '@/lib/amount-limits';
import { changeTotals } from '@/lib/recommendations';
import { poolOverrun } from '@/lib/budgets';
import {
  isOutsidePromotionGuideline,
  promotionGuideline,
  type PromotionGuideline,
} from '@/lib/promotions';
import {
  appliedRange,
  breachMessage,
  defaultReviewPeriod,
  evaluateGuardrails,
  guardrailRefusal,
  increasePercentOf,
  isOutsideRange,
  isPayCompressed,
  normalizeGuideline,
  type GuidelineCell,
  type ParticipantFlag,
} from '@/lib/guidelines';
import { db } from '@mocks/db';
import { cached } from '@mocks/db/cached';
import type {
  CompensationChange,
  MeritGuidelineRecord,
  Participant,
  ReviewCycle,
  User,
} from '@mocks/db/records';
import { buildCycleBudget, poolMembers, type PoolMemberRow } from './budget';
import { salaryOf } from './participant';
import { participantRating } from './cycle-results';
import { compaRatioBefore } from './band-before';
import { organizationLevel } from './promotion';

type MeritGuidelineDto = components['schemas']['MeritGuideline'];

/** A guideline as the matrix reads it: boundaries and every cell's column and midpoint set. */
export type MatrixGuideline = MeritGuidelineRecord & {
  positionBoundaries: number[];
  ranges: GuidelineCell[];
};

/**
 * The cycle's guideline as stored, or the empty default (no ranges, soft over-budget policy). A
 * guideline saved before the matrix (a restored snapshot, a data file) reads as one column.
 */
export function guidelineOf(cycle: ReviewCycle): MatrixGuideline & { saved: boolean } {
  if (cycle.guideline) return { ...normalizeGuideline(cycle.guideline), saved: true };
  return {
    positionBoundaries: [],
    ranges: [],
    overBudgetPolicy: 'soft',
    ...defaultReviewPeriod(cycle.endDate),
    updatedAt: '',
    saved: false,
  };
}

export function toGuidelineDto(cycle: ReviewCycle): MeritGuidelineDto {
  const g = guidelineOf(cycle);
  return {
    cycleId: cycle.id,
    positionBoundaries: [...g.positionBoundaries],
    ranges: [...g.ranges]
      .sort((a, b) => b.rating - a.rating || a.column - b.column)
      .map((r) => ({ ...r })),
    overBudgetPolicy: g.overBudgetPolicy,
    reviewPeriodStart: g.reviewPeriodStart,
    reviewPeriodEnd: g.reviewPeriodEnd,
    updatedAt: g.saved ? g.updatedAt : null,
  };
}

const hireDateOf = (participant: Pick<Participant, 'employeeId'>) =>
  db.employees.find(participant.employeeId)?.hireDate ?? null;

/** The compa-ratio that places a pool member in a column: their salary before the change. */
const compaOf = (member: Pick<PoolMemberRow, 'participant' | 'currentSalary' | 'currency'>) =>
  compaRatioBefore(member.participant.employeeId, {
    amount: member.currentSalary,
    currency: member.currency,
  });

/** Amount a member holds in their team pools (pending or approved), by kind. */
function held(member: PoolMemberRow | undefined) {
  const rec = member?.recommendation;
  const counts = rec && (rec.status === 'pending_approval' || rec.status === 'approved');
  return {
    increase: counts ? rec.proposedIncrease : 0,
    bonus: counts ? rec.proposedBonus : 0,
  };
}

export type GuardrailRefusal =
  { refusal: 'admin_only' | 'justification' } | { refusal: 'override'; message: string };

export interface SubmissionCheck {
  user: User;
  cycle: ReviewCycle;
  participant: Participant;
  changes: readonly CompensationChange[];
  exceptionJustification: string;
  adminOverride: boolean;
  /** The level a promotion moves to (null or absent: no promotion). */
  newLevelId?: string | null;
}

/**
 * A promotion's guideline (src/lib/promotions) for a participant moving to `newLevelId` from
 * `currentSalary`: null without a promotion or a salary.
 */
function promotionGuidelineOf(
  participant: Pick<Participant, 'employeeId' | 'organizationId'>,
  newLevelId: string | null | undefined,
  currentSalary: number | null,
  currency: string,
): PromotionGuideline | null {
  if (!newLevelId) return null;
  const employee = db.employees.find(participant.employeeId);
  const level = organizationLevel(participant.organizationId, newLevelId);
  return promotionGuideline(level, employee?.zone ?? null, currency, currentSalary);
}

/**
 * The hard rules of a submission (status pending_approval): the increase against the (prorated)
 * guideline range of the participant's rating, or for a promotion against the promotion's
 * guideline (never the matrix's cap), and the amounts against their team pools (what they already
 * hold there is replaced). Null when it passes; else what refuses it: an override by a non-admin,
 * a hard breach without an admin override (with the breach's message), or a missing
 * justification.
 */
export function guardrailRefusalOf(check: SubmissionCheck): GuardrailRefusal | null {
  const { user, cycle, participant, changes } = check;
  const guideline = guidelineOf(cycle);
  const salary = salaryOf(participant.employeeId, participant.cycleId);
  const currentSalary = salary.amount;
  const { increase, bonus, hasSalary } = changeTotals(changes, currentSalary ?? 0);
  const members = poolMembers(cycle);
  const member = members.find((m) => m.participant.id === participant.id);
  // The column is by the salary before this change: the one a resubmitted recommendation was made
  // on, else today's.
  const compa = compaOf(
    member ?? { participant, currentSalary: salary.amount, currency: salary.currency },
  );
  const promotion = promotionGuidelineOf(
    participant,
    check.newLevelId,
    currentSalary,
    salary.currency,
  );
  const cell = promotion
    ? null
    : appliedRange(guideline, participantRating(participant), compa, hireDateOf(participant));
  const range = promotion ?? cell;
  const percent = hasSalary ? increasePercentOf(increase, currentSalary) : null;

  const teamId = member?.teamId ?? null;
  const pool = buildCycleBudget(cycle, { teamIds: new Set([teamId]), withTotal: false }).teams[0];
  const already = held(member);
  const overrun = pool
    ? Math.max(
        poolOverrun(pool.increase, already.increase, increase),
        poolOverrun(pool.bonus, already.bonus, bonus),
      )
    : 0;

  const result = evaluateGuardrails({
    range,
    increasePercent: percent,
    overrun,
    overBudgetPolicy: guideline.overBudgetPolicy,
    outside:
      promotion && currentSalary
        ? isOutsidePromotionGuideline(promotion, currentSalary, increase)
        : undefined,
  });
  const refusal = guardrailRefusal(result, {
    justification: check.exceptionJustification,
    adminOverride: check.adminOverride,
    isAdmin: user.role === 'admin',
  });
  if (refusal !== 'override') return refusal === null ? null : { refusal };
  const currency = member?.currency ?? 'USD';
  const message = breachMessage(result, percent, cell, overrun, currency) ?? 'Guideline breach';
  return { refusal, message };
}

/** Sorted salaries of one position: everyone's new salary when they have one in the cycle. */
interface PositionPeers {
  salaries: Array<{ employeeId: string; salary: number }>;
}

function lowerBound(list: PositionPeers['salaries'], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].salary < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** What every participant's flags are read against: computed once per cycle and change. */
interface FlagContext {
  guideline: MatrixGuideline;
  members: Map<string, PoolMemberRow>;
  /** Teams whose increase (bonus) pool is over its budget. */
  overTeams: { increase: Set<string | null>; bonus: Set<string | null> };
  /** A participant's new salary: their live recommendation's, by employee. */
  newSalaryOf: Map<string, number>;
  /** Salaries by position, sorted: positions of participants with a recommendation only. */
  positions: Map<string, PositionPeers['salaries']>;
  salary: (employeeId: string) => number | null;
}

const positionOf = (employeeId: string) => db.employees.find(employeeId)?.position ?? '';

function flagContextOf(cycle: ReviewCycle): FlagContext {
  const members = poolMembers(cycle);
  const budget = buildCycleBudget(cycle, { withTotal: false, members });
  const overTeams = {
    increase: new Set(
      budget.teams.filter((t) => (t.increase.remaining ?? 0) < 0).map((t) => t.teamId),
    ),
    bonus: new Set(budget.teams.filter((t) => (t.bonus.remaining ?? 0) < 0).map((t) => t.teamId)),
  };

  const salaryCache = new Map<string, number | null>();
  const salary = (employeeId: string) => {
    if (!salaryCache.has(employeeId)) salaryCache.set(employeeId, salaryOf(employeeId).amount);
    return salaryCache.get(employeeId) ?? null;
  };
  const newSalaryOf = new Map<string, number>();
  for (const m of members) {
    const rec = db.recommendations
      .lookup('participantId', m.participant.id)
      .find((r) => r.status !== 'rejected');
    if (rec) newSalaryOf.set(m.participant.employeeId, rec.proposedSalary);
  }
  const positions = new Map<string, PositionPeers['salaries']>();
  const needsPeers = new Set(
    members.filter((m) => m.recommendation).map((m) => positionOf(m.participant.employeeId)),
  );
  for (const employee of db.employees.lookup('organizationId', cycle.organizationId)) {
    if (!employee.isActive || !employee.position || !needsPeers.has(employee.position)) continue;
    const value = newSalaryOf.get(employee.id) ?? salary(employee.id);
    if (value === null) continue;
    const list = positions.get(employee.position) ?? [];
    list.push({ employeeId: employee.id, salary: value });
    positions.set(employee.position, list);
  }
  for (const list of positions.values()) list.sort((a, b) => a.salary - b.salary);
  return {
    guideline: guidelineOf(cycle),
    members: new Map(members.map((m) => [m.participant.id, m])),
    overTeams,
    newSalaryOf,
    positions,
    salary,
  };
}

/**
 * One participant's guardrail flags, computed from the data: no rating yet; outside the (prorated)
 * range of their guideline cell; over budget (their recommendation holds an amount in a team pool
 * whose remaining is negative); pay compression (new salary within 5% of a same-position peer's,
 * or at or above their manager's).
 */
function flagsOfMember(context: FlagContext, m: PoolMemberRow): ParticipantFlag[] {
  const { guideline, overTeams, newSalaryOf, positions, salary } = context;
  const { participant } = m;
  const list: ParticipantFlag[] = [];
  const rating = participantRating(participant);
  const rec = m.recommendation;
  const live = rec && rec.status !== 'rejected';
  if (live && m.currentSalary) {
    const percent = increasePercentOf(rec.proposedIncrease, m.currentSalary);
    // A promotion is judged against its own guideline, not the merit matrix's cell.
    const promotion = promotionGuidelineOf(participant, m.newLevelId, m.currentSalary, m.currency);
    const range = promotion
      ? null
      : appliedRange(guideline, rating, compaOf(m), hireDateOf(participant));
    if (
      promotion
        ? isOutsidePromotionGuideline(promotion, m.currentSalary, rec.proposedIncrease)
        : range && percent !== null && isOutsideRange(percent, range)
    ) {
      list.push('outside_guideline');
    }
    // A cut past the limit is large whatever covers it; a raise only when nothing does.
    if (isLargeChange(percent, promotion !== null || range !== null)) list.push('large_change');
  }
  const amounts = held(m);
  if (
    (amounts.increase > 0 && overTeams.increase.has(m.teamId)) ||
    (amounts.bonus > 0 && overTeams.bonus.has(m.teamId))
  ) {
    list.push('over_budget');
  }
  if (live) {
    const newSalary = newSalaryOf.get(participant.employeeId);
    const peers = positions.get(positionOf(participant.employeeId)) ?? [];
    const nearby: number[] = [];
    if (newSalary !== undefined) {
      // |new − peer| ≤ 5% of peer ⇔ peer in [new / 1.05, new / 0.95]
      for (let i = lowerBound(peers, newSalary / 1.05 - 0.01); i < peers.length; i += 1) {
        if (peers[i].salary > newSalary / 0.95 + 0.01) break;
        if (peers[i].employeeId !== participant.employeeId) nearby.push(peers[i].salary);
      }
      const managerSalary = participant.managerId ? salary(participant.managerId) : null;
      if (isPayCompressed(newSalary, nearby, managerSalary)) list.push('pay_compression');
    }
  }
  if (rating === null) list.push('no_rating');
  return list;
}

/** A cycle's guardrail flags, read one participant at a time. */
export interface CycleFlags {
  /** The participant's flags (a copy the caller may keep); none for one of another cycle. */
  of(participantId: string): ParticipantFlag[];
}

/**
 * Every participant's guardrail flags of a cycle, computed in one pass and kept until the data
 * they are read against changes. In one pass, so that what they read is recorded while they are
 * computed (see `cached`): flags computed later, row by row, would be read from data whose
 * changes nothing watches.
 */
const flagsByParticipant = cached(
  'cycle guardrail flags',
  (cycleId: string): ReadonlyMap<string, readonly ParticipantFlag[]> => {
    const context = flagContextOf(db.reviewCycles.find(cycleId)!);
    const flags = new Map<string, readonly ParticipantFlag[]>();
    for (const [id, member] of context.members) flags.set(id, flagsOfMember(context, member));
    return flags;
  },
  (cycleId: string) => cycleId,
);

/** The guardrail flags of a cycle's participants, as they are now. */
export function cycleFlags(cycle: Pick<ReviewCycle, 'id'>): CycleFlags {
  const flags = flagsByParticipant(cycle.id);
  return { of: (participantId) => flags.get(participantId)?.slice() ?? [] };
}
