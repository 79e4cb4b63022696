import { BAND_MESSAGES, bandProblems, duplicateZones, type PayBand } from './pay-bands';

/**
 * A level as an admin saves it: its name and bands checked by one rule, so the Levels
 * screen, the bands import and the server agree on every message and on where it lands.
 */

export interface LevelProblem {
  /** `name`, or a band's field: `bands[2].mid`. */
  field: string;
  message: string;
}

/** A zone as stored: trimmed; empty is the default band (null). */
export const normalizeZone = (zone: string | null | undefined): string | null =>
  zone?.trim() ? zone.trim() : null;

/** Level names compare trimmed and in any case ('l3 senior' is 'L3 Senior'). */
export const sameLevelName = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** Bands as stored and listed: zones trimmed, the default band first, then zones by name. */
export function orderedBands<B extends PayBand>(bands: readonly B[]): B[] {
  return bands
    .map((band) => ({ ...band, zone: normalizeZone(band.zone) }))
    .sort((a, b) =>
      a.zone === null
        ? b.zone === null
          ? 0
          : -1
        : b.zone === null
          ? 1
          : a.zone.localeCompare(b.zone),
    );
}

/**
 * Every problem of a level's name and bands, each on its field: the name required, each band's
 * amounts (positive, finite, min ≤ mid ≤ max) and each zone once (the later band carries it).
 */
export function levelProblems(level: {
  name: string;
  bands: readonly Pick<PayBand, 'zone' | 'min' | 'mid' | 'max'>[];
}): LevelProblem[] {
  const problems: LevelProblem[] = [];
  if (!level.name.trim()) problems.push({ field: 'name', message: BAND_MESSAGES.nameRequired });
  level.bands.forEach((band, i) => {
    for (const p of bandProblems(band))
      problems.push({ field: `bands[${i}].${p.field}`, message: p.message });
  });
  const zones = level.bands.map((b) => ({ zone: normalizeZone(b.zone) }));
  for (const i of duplicateZones(zones))
    problems.push({ field: `bands[${i}].zone`, message: BAND_MESSAGES.duplicateZone });
  return problems;
}

/** The default band (zone null) of a level, else its first band; null without bands. */
export function defaultBand<B extends PayBand>(bands: readonly B[]): B | null {
  return bands.find((b) => b.zone === null) ?? bands[0] ?? null;
}

/**
 * Why a level cannot be deleted while promotions name it: approving one would move the employee
 * onto a level that no longer exists, and undoing one would move them back to it. At most five
 * names are spelled out.
 */
export function levelInPromotionsMessage(levelName: string, employeeNames: readonly string[]) {
  const n = employeeNames.length;
  const shown = employeeNames.slice(0, 5).join(', ');
  const more = n > 5 ? ` and ${n - 5} more` : '';
  const promotions = n === 1 ? '1 promotion' : `${n} promotions`;
  return `Level ${levelName} is in ${promotions} of an open cycle (${shown}${more}). Reject or change ${n === 1 ? 'it' : 'them'} first.`;
}
