import { toDateKey } from './dates';
import { EMPTY_VALUE } from './money';

/**
 * Arithmetic of a cycle's report: one result row per participant and the
 * figures built from those rows. The mock builds the report with these functions and the reports
 * screen and its CSV export format the same rows, so screen, CSV and API agree.
 */

export type ResultDecision = 'approved' | 'rejected' | 'pending' | 'not_submitted';

export const DECISION_LABELS: Record<ResultDecision, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  pending: 'Pending',
  not_submitted: 'Not Submitted',
};

export interface ResultRowLike {
  teamName: string | null;
  position: string;
  currentSalary: number | null;
  rating: number | null;
  /** Proposed increase of the first recommendation; null without one. */
  increase: number | null;
  increasePercent: number | null;
  bonus: number | null;
  decision: ResultDecision;
  /** When the participant's last review step was submitted. */
  reviewCompletedAt: string | null;
  decidedAt: string | null;
}

export const NO_RATING = 'No Rating';
export const NO_TEAM = 'No Team';

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** increase / current salary in percent, 2 decimals; null without both. */
export function increasePercent(
  increase: number | null,
  currentSalary: number | null,
): number | null {
  if (increase === null || !currentSalary) return null;
  return round2((increase / currentSalary) * 100);
}

/** Ratings are shown whole (3.5 → 4 would hide detail, so keep one decimal when not whole). */
export function ratingLabel(rating: number | null): string {
  if (rating === null) return NO_RATING;
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}

/** Rows that count toward increase figures: a recommendation that was not rejected. */
export const countsIncrease = (row: ResultRowLike) =>
  row.increasePercent !== null && row.decision !== 'rejected' && row.decision !== 'not_submitted';

export const INCREASE_BUCKETS: ReadonlyArray<{ label: string; min: number; max: number | null }> = [
  { label: '0-2%', min: 0, max: 2 },
  { label: '2-4%', min: 2, max: 4 },
  { label: '4-6%', min: 4, max: 6 },
  { label: '6-8%', min: 6, max: 8 },
  { label: '8-10%', min: 8, max: 10 },
  { label: '10%+', min: 10, max: null },
];

export function bucketOf(percent: number): string {
  const bucket = INCREASE_BUCKETS.find(
    (b) => percent >= b.min && (b.max === null || percent < b.max),
  );
  return (bucket ?? INCREASE_BUCKETS[0]).label;
}

export interface RatingCount {
  rating: number | null;
  label: string;
  count: number;
}

function ratingKeys(rows: readonly ResultRowLike[]): Array<number | null> {
  const ratings = [...new Set(rows.map((r) => r.rating).filter((r): r is number => r !== null))];
  ratings.sort((a, b) => b - a);
  return rows.some((r) => r.rating === null) ? [...ratings, null] : ratings;
}

/** Participants per rating, highest rating first, No Rating last. */
export function ratingDistribution(rows: readonly ResultRowLike[]): RatingCount[] {
  return ratingKeys(rows).map((rating) => ({
    rating,
    label: ratingLabel(rating),
    count: rows.filter((r) => r.rating === rating).length,
  }));
}

export interface RatingIncreaseRow {
  rating: number | null;
  label: string;
  count: number;
  averagePercent: number | null;
  /** One count per INCREASE_BUCKETS entry, same order. */
  buckets: number[];
}

/** Distribution of increase percent by rating (recommendations not rejected). */
export function increaseByRating(rows: readonly ResultRowLike[]): RatingIncreaseRow[] {
  const counted = rows.filter(countsIncrease);
  return ratingKeys(counted).map((rating) => {
    const group = counted.filter((r) => r.rating === rating);
    return {
      rating,
      label: ratingLabel(rating),
      count: group.length,
      averagePercent: averageOf(group.map((r) => r.increasePercent as number)),
      buckets: INCREASE_BUCKETS.map(
        (b) => group.filter((r) => bucketOf(r.increasePercent as number) === b.label).length,
      ),
    };
  });
}

/** Mean with 1 decimal; null for no values. */
export function averageOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return round1(values.reduce((a, b) => a + b, 0) / values.length);
}

export interface GroupAverage {
  label: string;
  count: number;
  averagePercent: number | null;
  averageIncrease: number | null;
}

/** Average increase (percent and amount) per team or per position, by label. */
export function averageIncreaseBy(
  rows: readonly ResultRowLike[],
  key: 'team' | 'position',
): GroupAverage[] {
  const labelOf = (r: ResultRowLike) =>
    key === 'team' ? (r.teamName ?? NO_TEAM) : r.position.trim() || EMPTY_VALUE;
  const groups = new Map<string, ResultRowLike[]>();
  for (const row of rows.filter(countsIncrease)) {
    const label = labelOf(row);
    groups.set(label, [...(groups.get(label) ?? []), row]);
  }
  return [...groups.entries()]
    .map(([label, group]) => ({
      label,
      count: group.length,
      averagePercent: averageOf(group.map((r) => r.increasePercent as number)),
      averageIncrease: group.length
        ? round2(group.reduce((a, r) => a + (r.increase ?? 0), 0) / group.length)
        : null,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export interface CompletionPoint {
  date: string;
  /** Cumulative count of participants whose review was complete by the end of the day. */
  reviewsCompleted: number;
  /** Cumulative count of recommendations approved or rejected by the end of the day. */
  decisions: number;
}

/**
 * Cumulative completion per day from the first to the last day with an event (inclusive); empty
 * when nothing happened yet.
 */
export function completionTimeline(rows: readonly ResultRowLike[]): CompletionPoint[] {
  const reviewDays = rows.map((r) => toDateKey(r.reviewCompletedAt)).filter(Boolean) as string[];
  const decisionDays = rows
    .filter((r) => r.decision === 'approved' || r.decision === 'rejected')
    .map((r) => toDateKey(r.decidedAt))
    .filter(Boolean) as string[];
  const all = [...reviewDays, ...decisionDays].sort();
  if (all.length === 0) return [];
  const points: CompletionPoint[] = [];
  const last = all[all.length - 1];
  for (let day = all[0]; day <= last; day = nextDay(day)) {
    points.push({
      date: day,
      reviewsCompleted: reviewDays.filter((d) => d <= day).length,
      decisions: decisionDays.filter((d) => d <= day).length,
    });
  }
  return points;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface PendingApproverCount {
  approverId: string;
  approverName: string;
  count: number;
}

/** Undecided approval steps of submitted recommendations, per approver, most first. */
export function pendingByApprover(
  steps: ReadonlyArray<{ approverId: string; approverName: string }>,
): PendingApproverCount[] {
  const counts = new Map<string, PendingApproverCount>();
  for (const step of steps) {
    const entry = counts.get(step.approverId) ?? { ...step, count: 0 };
    entry.count += 1;
    counts.set(step.approverId, entry);
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || a.approverName.localeCompare(b.approverName),
  );
}
