import { isBonusTypeName } from './compensation';
import { bandPosition, type BandPosition, type LevelLike } from './pay-bands';
import { promotionShortfall } from './promotions';

/**
 * What the recommendation form shows of the pay band while the manager types: the
 * position before (current salary, current level) and after (salary plus the base increase, in
 * the new level's band when the recommendation promotes), computed here without a request.
 */

export const BAND_PREVIEW_MESSAGES = {
  lumpSum: 'Above the band maximum: consider a lump-sum bonus instead of a base increase',
} as const;

export interface BandPreviewInput {
  /** The employee's level (its bands); null without one. */
  currentLevel: LevelLike | null | undefined;
  /** The promotion's level; null without a promotion. */
  newLevel: LevelLike | null | undefined;
  zone: string | null | undefined;
  currency: string;
  currentSalary: number | null | undefined;
  /** The base (salary-type) increase typed so far; 0 when none. */
  increase: number;
}

export interface BandPreview {
  before: BandPosition | null;
  after: BandPosition | null;
  salaryAfter: number | null;
  promoted: boolean;
  /** The promotion's new salary under the new band's minimum (null when it reaches it). */
  shortfall: { minimum: number; salary: number } | null;
  /** Above the band maximum before or after: a lump sum suits better than a base increase. */
  redCircle: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A level holding only the band of a band position (when the levels themselves are not read). */
export function levelOfPosition(position: BandPosition | null | undefined): LevelLike | null {
  if (!position) return null;
  const { levelId, levelName, zone, currency, min, mid, max } = position;
  return { id: levelId, name: levelName, bands: [{ zone, currency, min, mid, max }] };
}

/** Before and after positions of the salary in its band (see the module's description). */
export function bandPreview(input: BandPreviewInput): BandPreview {
  const { currentLevel, newLevel, zone, currency, currentSalary } = input;
  const salary = currentSalary ?? null;
  const salaryAfter =
    salary === null
      ? null
      : round2(salary + (Number.isFinite(input.increase) ? input.increase : 0));
  const before = bandPosition(currentLevel, zone, salary, currency);
  const after = bandPosition(newLevel ?? currentLevel, zone, salaryAfter, currency);
  return {
    before,
    after,
    salaryAfter,
    promoted: Boolean(newLevel),
    shortfall: newLevel ? promotionShortfall(newLevel, zone, currency, salaryAfter) : null,
    redCircle: before?.status === 'above_max' || after?.status === 'above_max',
  };
}

interface TypeLike {
  id: string;
  name: string;
  description?: string | null;
}

const ONE_OFF = /one[- ]?(off|time)|lump|spot/i;

/**
 * The compensation type a lump sum goes to: a bonus-type type that says it is paid once (name or
 * description: one-off, one-time, lump, spot), else the first bonus type (not commission); null
 * when the organization has none.
 */
export function lumpSumTypeOf<T extends TypeLike>(types: readonly T[]): T | null {
  const bonuses = types.filter((t) => isBonusTypeName(t.name) && !/commission/i.test(t.name));
  return (
    bonuses.find((t) => ONE_OFF.test(t.name) || ONE_OFF.test(t.description ?? '')) ??
    bonuses[0] ??
    null
  );
}
