import type { FormikErrors } from 'formik';
import { isSalaryTypeName } from '@/lib/compensation';
import type { LevelLike } from '@/lib/pay-bands';
import { promotionGuideline, promotionProblems, type PromotionGuideline } from '@/lib/promotions';
import {
  rowAmount,
  rowTermsOf,
  toFormNumber,
  type CompensationRowValues,
  type CurrentValueOf,
  type StageFormValues,
} from './stage-form';

/** What the form knows of the employee's band and the levels a promotion may go to. */
export interface BandFormContext {
  /** Whether the employee's record (level, zone, band) is read: a reviewer may not read it. */
  employee: 'loading' | 'ready' | 'unavailable';
  /** The employee's level with its bands (null: none, or not readable). */
  currentLevel: LevelLike | null;
  /** The organization's levels (null while they load or when they cannot be read). */
  levels: readonly LevelLike[] | null;
  zone: string | null;
  currency: string;
  currentSalary: number | null;
}

/** The base increase typed so far: the change of the salary-type rows. */
export function baseIncreaseOf(
  values: Pick<StageFormValues, 'compensationChanges'>,
  currentValueOf: CurrentValueOf,
  typeNameOf: (typeId: string) => string,
): number {
  const termsOf = rowTermsOf(currentValueOf, typeNameOf);
  return values.compensationChanges
    .filter((row) => row.type !== '' && isSalaryTypeName(typeNameOf(row.type)))
    .reduce((sum, row) => sum + (rowAmount(row, termsOf(row.type)) ?? 0), 0);
}

/** The guideline of a promotion to each level (src/lib/promotions), from what the form knows. */
export const promotionGuidelineFor =
  (band: BandFormContext | null) =>
  (newLevelId: string): PromotionGuideline | null => {
    const level = band?.levels?.find((l) => l.id === newLevelId);
    if (!band || !level) return null;
    return promotionGuideline(level, band.zone, band.currency, band.currentSalary);
  };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The rows once the base increase is paid as a one-time bonus of `lumpSumTypeId` instead (above
 * the band maximum): the salary rows' changes become 0 and the bonus row (an existing one of that
 * type, else an empty row, else a new one) gets the increase on top of what it had. A bonus row's
 * amount is what is paid, so a new one starts at the increase.
 */
export function movedToLumpSum(
  rows: readonly CompensationRowValues[],
  lumpSumTypeId: string,
  currentValueOf: CurrentValueOf,
  typeNameOf: (typeId: string) => string,
): CompensationRowValues[] {
  const increase = round2(
    baseIncreaseOf({ compensationChanges: [...rows] }, currentValueOf, typeNameOf),
  );
  if (!(increase > 0)) return [...rows];
  const next = rows.map((row) =>
    row.type !== '' && isSalaryTypeName(typeNameOf(row.type))
      ? { ...row, amount: '0', percent: currentValueOf(row.type) ? toFormNumber(0) : '' }
      : row,
  );
  const termsOf = rowTermsOf(currentValueOf, typeNameOf);
  const bonusAt = next.findIndex((row) => row.type === lumpSumTypeId);
  const emptyAt = next.findIndex(
    (row) => row.type === '' && row.amount === '' && row.percent === '',
  );
  const at = bonusAt >= 0 ? bonusAt : emptyAt;
  const before = bonusAt >= 0 ? (rowAmount(next[bonusAt]!, termsOf(lumpSumTypeId)) ?? 0) : 0;
  const bonus: CompensationRowValues = {
    type: lumpSumTypeId,
    amount: toFormNumber(round2(before + increase)),
    percent: '',
    override: at >= 0 ? next[at]!.override : false,
  };
  if (at >= 0) next[at] = bonus;
  else next.push(bonus);
  return next;
}

/** The promotion's rules on the form's values (src/lib/promotions), as form errors. */
export function promotionFormErrors(
  values: Pick<StageFormValues, 'newLevelId' | 'promotionJustification'>,
  band: BandFormContext | null,
  newSalary: number | null,
  submit: boolean,
): FormikErrors<StageFormValues> {
  if (!values.newLevelId || !band?.levels) return {};
  const problems = promotionProblems({
    currentLevelId: band.currentLevel?.id ?? null,
    newLevelId: values.newLevelId,
    newLevel: band.levels.find((l) => l.id === values.newLevelId),
    zone: band.zone,
    currency: band.currency,
    newSalary,
    justification: values.promotionJustification,
    submit,
  });
  return Object.fromEntries(problems.map((p) => [p.field, p.message]));
}

const COMPENSATION_FIELDS = new Set([
  'justification',
  'exceptionJustification',
  'newLevelId',
  'promotionJustification',
]);

/** The server's 400 details on the compensation form's own fields, as form errors. */
export function compensationErrorsFromDetails(
  details: readonly { field: string; message: string }[] | undefined,
): FormikErrors<StageFormValues> {
  return Object.fromEntries(
    (details ?? [])
      .filter((d) => COMPENSATION_FIELDS.has(d.field))
      .map((d) => [d.field, d.message]),
  );
}
