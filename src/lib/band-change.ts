import { bandPosition, positionIn, type BandPosition, type LevelLike } from './pay-bands';

/**
 * A salary's band position before and after a recommendation (compa-ratio and range
 * penetration "before and after the proposed change"), one rule for the participants table, the
 * calibration cards and the cycle report, in the mock and on the screens.
 */

/** What a recommendation may say about the level: a promotion names the new one. */
export interface LevelChange {
  /** The promotion's level; null or absent: no promotion. */
  newLevelId?: string | null;
}

/**
 * The id of the level a recommendation leaves the employee on: a promotion's `newLevelId`, else
 * their current level.
 * The mock's recommendation record and the Recommendation DTO both name it `newLevelId`.
 */
export function afterLevelOf(
  recommendation: object | null | undefined,
  currentLevelId: string | null,
): string | null {
  // Any recommendation shape (record, DTO, form values): only a promotion names newLevelId.
  const promotedTo =
    recommendation && 'newLevelId' in recommendation
      ? (recommendation as LevelChange).newLevelId
      : null;
  return promotedTo ?? currentLevelId;
}

export interface BandChangeInput {
  /** The employee's current level (null without one). */
  level: LevelLike | null;
  /** The level after the recommendation ({@link afterLevelOf}). */
  afterLevel: LevelLike | null;
  zone: string | null | undefined;
  salary: number | null | undefined;
  currency: string;
  /** The proposed base increase; null: no recommendation, so nothing after. */
  increase: number | null;
}

/** Band position of the salary now (`before`) and of salary + increase on the level after. */
export function bandChange(input: BandChangeInput): {
  before: BandPosition | null;
  after: BandPosition | null;
} {
  const { level, afterLevel, zone, salary, currency, increase } = input;
  const before = bandPosition(level, zone, salary, currency);
  const after =
    increase === null || salary === null || salary === undefined
      ? null
      : bandPosition(afterLevel, zone, salary + increase, currency);
  return { before, after };
}

/** The same band position with another salary (a calibration move that re-prices the raise). */
export function withSalary(position: BandPosition, salary: number): BandPosition | null {
  if (!(salary > 0)) return null;
  return { ...position, salary, ...positionIn(position, salary) };
}
