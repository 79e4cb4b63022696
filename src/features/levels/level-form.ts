import * as yup from 'yup';
import { levelProblems, normalizeZone, sameLevelName } from '@/lib/levels';
import { BAND_MESSAGES } from '@/lib/pay-bands';
import { amountTextProblem, parseImportAmount } from '@/lib/imports/values';
import type { Level, LevelInput } from '@/api/resources/levels';

/** A band as typed: amounts as text ('95,000' is 95000), zone empty for the default band. */
export interface BandFormValues {
  zone: string;
  currency: string;
  min: string;
  mid: string;
  max: string;
}

export interface LevelFormValues {
  name: string;
  order: string;
  jobFamily: string;
  bands: BandFormValues[];
}

export const LEVEL_FORM_MESSAGES = {
  invalidOrder: 'Order must be a whole number from 1 to 1000',
  invalidCurrency: 'Currency must be a 3-letter code',
} as const;

export const emptyBand = (zone = '', currency = 'USD'): BandFormValues => ({
  zone,
  currency,
  min: '',
  mid: '',
  max: '',
});

const text = (n: number) => String(n);

/** A level's values, or a new level's: after the last level, one default band in USD. */
export function levelFormValues(level: Level | null | undefined, nextOrder = 1): LevelFormValues {
  if (!level) {
    return { name: '', order: text(nextOrder), jobFamily: '', bands: [emptyBand()] };
  }
  return {
    name: level.name,
    order: text(level.order),
    jobFamily: level.jobFamily ?? '',
    bands: level.bands.map((b) => ({
      zone: b.zone ?? '',
      currency: b.currency,
      min: text(b.min),
      mid: text(b.mid),
      max: text(b.max),
    })),
  };
}

/** A typed amount; NaN when it is not one (the band rule then says 'Amounts must be positive.'). */
const amount = (value: string) => parseImportAmount(value) ?? Number.NaN;

const bandsOf = (values: LevelFormValues) =>
  values.bands.map((b) => ({
    zone: normalizeZone(b.zone),
    currency: b.currency.trim().toUpperCase(),
    min: amount(b.min),
    mid: amount(b.mid),
    max: amount(b.max),
  }));

/**
 * Every problem of the form, on its field: the shared rule of the server (name, amounts, zones
 * once), the order and currencies, and a name another level of the list has.
 */
export function levelFormProblems(
  values: LevelFormValues,
  others: readonly Pick<Level, 'name'>[],
): { field: string; message: string }[] {
  const bands = bandsOf(values);
  // Text that is no amount gets why ('100k', '300000.555'), not the band rule's "must be positive".
  const unreadable = values.bands.flatMap((b, i) =>
    (['min', 'mid', 'max'] as const).flatMap((key) => {
      const message = b[key].trim() ? amountTextProblem(b[key]) : null;
      return message ? [{ field: `bands[${i}].${key}`, message }] : [];
    }),
  );
  const problems = [
    ...unreadable,
    ...levelProblems({ name: values.name, bands }).filter(
      (p) => !unreadable.some((u) => u.field === p.field),
    ),
  ];
  const order = values.order.trim();
  if (!/^\d+$/.test(order) || Number(order) < 1 || Number(order) > 1000)
    problems.push({ field: 'order', message: LEVEL_FORM_MESSAGES.invalidOrder });
  bands.forEach((b, i) => {
    if (!/^[A-Z]{3}$/.test(b.currency))
      problems.push({
        field: `bands[${i}].currency`,
        message: LEVEL_FORM_MESSAGES.invalidCurrency,
      });
  });
  if (values.name.trim() && others.some((l) => sameLevelName(l.name, values.name)))
    problems.push({ field: 'name', message: BAND_MESSAGES.nameTaken });
  return problems;
}

type Loose<T> = { [K in keyof T]?: T[K] | null };

/** Formik hands yup an emptied field as undefined: back to the form's '' . */
function filled(
  values: Loose<Omit<LevelFormValues, 'bands'>> & { bands?: Loose<BandFormValues>[] },
) {
  const t = (v: string | null | undefined) => v ?? '';
  return {
    name: t(values.name),
    order: t(values.order),
    jobFamily: t(values.jobFamily),
    bands: (values.bands ?? []).map((b) => ({
      zone: t(b.zone),
      currency: t(b.currency),
      min: t(b.min),
      mid: t(b.mid),
      max: t(b.max),
    })),
  };
}

/** The form's yup schema: the rules above, each message on its field (formik nests `bands[0].min`). */
export function levelFormSchema(others: readonly Pick<Level, 'name'>[]) {
  return yup.object().test('level', '', function check(values) {
    const problems = levelFormProblems(filled(values as Parameters<typeof filled>[0]), others);
    if (problems.length === 0) return true;
    return new yup.ValidationError(
      problems.map((p) => this.createError({ path: p.field, message: p.message })),
    );
  });
}

export function toLevelInput(values: LevelFormValues): LevelInput {
  return {
    name: values.name.trim(),
    order: Number(values.order),
    jobFamily: values.jobFamily.trim() || null,
    bands: bandsOf(values),
  };
}
