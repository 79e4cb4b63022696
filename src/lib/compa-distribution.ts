import type { BandPosition, CompaGroup } from '@/api/schema-types.gen';
import { NO_TEAM, ratingLabel } from './cycle-report';

export type { CompaGroup } from '@/api/schema-types.gen';

/**
 * The cycle report's compa-ratio distribution: per team or per rating, where the
 * group's salaries sit in their bands before and after the cycle's recommendations.
 */

type Position = Pick<BandPosition, 'compaRatio' | 'status'>;

export interface CompaLine {
  teamName: string | null;
  rating: number | null;
  before: Position | null;
  after: Position | null;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

function mean(values: readonly number[]): number | null {
  return values.length ? round4(values.reduce((a, b) => a + b, 0) / values.length) : null;
}

function summarize(label: string, lines: readonly CompaLine[]): CompaGroup {
  const before = lines.flatMap((l) => (l.before ? [l.before] : []));
  const after = lines.flatMap((l) => (l.after ? [l.after] : []));
  const count = (list: Position[], status: BandPosition['status']) =>
    list.filter((p) => p.status === status).length;
  return {
    label,
    count: lines.length,
    positionedBefore: before.length,
    positionedAfter: after.length,
    averageCompaBefore: mean(before.map((p) => p.compaRatio)),
    averageCompaAfter: mean(after.map((p) => p.compaRatio)),
    belowMinBefore: count(before, 'below_min'),
    aboveMaxBefore: count(before, 'above_max'),
    belowMinAfter: count(after, 'below_min'),
    aboveMaxAfter: count(after, 'above_max'),
  };
}

/**
 * One group per team (by name, 'No Team' for people in none) or per rating (highest first,
 * 'No Rating' last, as the report's rating distribution), every participant counted.
 */
export function compaDistribution(
  lines: readonly CompaLine[],
  by: 'team' | 'rating',
): CompaGroup[] {
  if (by === 'team') {
    const groups = new Map<string, CompaLine[]>();
    for (const line of lines) {
      const label = line.teamName ?? NO_TEAM;
      const group = groups.get(label);
      if (group) group.push(line);
      else groups.set(label, [line]);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, group]) => summarize(label, group));
  }
  const groups = new Map<number | null, CompaLine[]>();
  for (const line of lines) {
    const group = groups.get(line.rating);
    if (group) group.push(line);
    else groups.set(line.rating, [line]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b - a))
    .map(([rating, group]) => summarize(ratingLabel(rating), group));
}
