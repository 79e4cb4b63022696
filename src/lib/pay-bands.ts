import type { BandPosition, BandStatus, PayBand } from '@/api/schema-types.gen';

export type { BandPosition, BandStatus, PayBand } from '@/api/schema-types.gen';

/**
 * Pay bands: the salary range of a level, and where a salary sits in it. One rule for
 * the mock (which computes every BandPosition it sends) and the screens (which show the position
 * a proposed salary would reach before it is saved).
 */

export interface LevelLike {
  id: string;
  name: string;
  bands: readonly PayBand[];
}

/** Largest amount a band may hold: one person's amount (see amount-limits). */
export const BAND_AMOUNT_MAX = 1_000_000_000;

export const BAND_MESSAGES = {
  positive: 'Amounts must be positive.',
  minAboveMid: 'The minimum cannot exceed the midpoint.',
  midAboveMax: 'The midpoint cannot exceed the maximum.',
  tooLarge: 'Must be at most 1,000,000,000',
  duplicateZone: 'Each zone appears once.',
  nameRequired: 'Level name is required',
  nameTaken: 'A level with this name already exists',
  levelNotFound: 'Level not found',
} as const;

export const BAND_STATUS_LABELS: Record<BandStatus, string> = {
  below_min: 'Below minimum',
  in_range: 'In range',
  above_max: 'Above maximum',
};

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

const zoneKey = (zone: string | null | undefined) => (zone ?? '').trim().toLowerCase();

/** The band of a zone, else the default band (zone null); a named zone never falls to another. */
export function bandFor(
  bands: readonly PayBand[],
  zone: string | null | undefined,
  currency?: string,
): PayBand | null {
  const inCurrency = currency ? bands.filter((b) => b.currency === currency) : bands;
  if (zoneKey(zone)) {
    const own = inCurrency.find((b) => zoneKey(b.zone) === zoneKey(zone));
    if (own) return own;
  }
  return inCurrency.find((b) => b.zone === null) ?? null;
}

/** compaRatio = salary ÷ mid, rangePenetration = (salary − min) ÷ (max − min), 4 decimals. */
export function positionIn(band: PayBand, salary: number) {
  const spread = band.max - band.min;
  const compaRatio = round4(salary / band.mid);
  // A band with min = max has no spread: at it is the middle (0.5), else below or above.
  const rangePenetration =
    spread > 0
      ? round4((salary - band.min) / spread)
      : salary === band.min
        ? 0.5
        : salary < band.min
          ? 0
          : 1;
  const status: BandStatus =
    salary < band.min ? 'below_min' : salary > band.max ? 'above_max' : 'in_range';
  return { compaRatio, rangePenetration, status };
}

/**
 * Where `salary` sits in the level's band for `zone` in `currency`; null without a level, a
 * positive salary or a band in that currency.
 */
export function bandPosition(
  level: LevelLike | null | undefined,
  zone: string | null | undefined,
  salary: number | null | undefined,
  currency: string,
): BandPosition | null {
  if (!level || salary === null || salary === undefined || !(salary > 0)) return null;
  const band = bandFor(level.bands, zone, currency);
  if (!band) return null;
  return {
    levelId: level.id,
    levelName: level.name,
    zone: band.zone,
    currency: band.currency,
    min: band.min,
    mid: band.mid,
    max: band.max,
    salary,
    ...positionIn(band, salary),
  };
}

export interface BandProblem {
  field: 'min' | 'mid' | 'max' | 'zone';
  message: string;
}

/** What is wrong with one band (empty when valid): positive and finite, min ≤ mid ≤ max. */
export function bandProblems(band: Pick<PayBand, 'min' | 'mid' | 'max'>): BandProblem[] {
  const problems: BandProblem[] = [];
  for (const field of ['min', 'mid', 'max'] as const) {
    const v = band[field];
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) {
      problems.push({ field, message: BAND_MESSAGES.positive });
    } else if (v > BAND_AMOUNT_MAX) {
      problems.push({ field, message: BAND_MESSAGES.tooLarge });
    }
  }
  if (problems.length) return problems;
  if (band.min > band.mid) problems.push({ field: 'min', message: BAND_MESSAGES.minAboveMid });
  if (band.mid > band.max) problems.push({ field: 'mid', message: BAND_MESSAGES.midAboveMax });
  return problems;
}

/** Index of each band whose zone (trimmed, any case; null the default) an earlier band has. */
export function duplicateZones(bands: readonly Pick<PayBand, 'zone'>[]): number[] {
  const seen = new Set<string>();
  const dups: number[] = [];
  bands.forEach((b, i) => {
    const key = b.zone === null ? '\u0000default' : zoneKey(b.zone);
    if (seen.has(key)) dups.push(i);
    seen.add(key);
  });
  return dups;
}

/** '0.95' for a compa-ratio (half up: 0.945 is 0.95, not toFixed's binary 0.94); '—' without one. */
export const formatCompaRatio = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : // The API's 4 decimals: a hair over the binary value rounds a written 5 up.
      (Math.round(value * 100 + 1e-7) / 100).toFixed(2);

/** '45%' for a range penetration of 0.45; '—' without one. */
export const formatPenetration = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Math.round(value * 100)}%`;
