import type { FormikErrors } from 'formik';
import { isSalaryTypeName } from '@/lib/compensation';
import type { LevelLike } from '@/lib/pay-bands';
import { promotionProblems } from '@/lib/promotions';
import {
  percentForAmount,
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

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A row's change as an amount (from the percent when only that is typed); 0 when neither is. */
function rowAmount(row: CompensationRowValues, current: number | null): number {
  const amount = numberOf(row.amount);
  if (Number.isFinite(amount)) return amount;
  const percent = numberOf(row.percent);
  return Number.isFinite(percent) && current ? (percent / 100) * current : 0;
}

/** The base increase typed so far: the change of the salary-type rows. */
export function baseIncreaseOf(
  values: Pick<StageFormValues, 'compensationChanges'>,
  currentValueOf: CurrentValueOf,
  typeNameOf: (typeId: string) => string,
): number {
  return values.compensationChanges
    .filter((row) => row.type !== '' && isSalaryTypeName(typeNameOf(row.type)))
    .reduce((sum, row) => sum + rowAmount(row, currentValueOf(row.type)), 0);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The rows once the base increase is paid as a one-time bonus of `lumpSumTypeId` instead (issue
 * 23, above the band maximum): the salary rows' changes become 0 and the bonus row (an existing one
 * of that type, else an empty row, else a new one) gets the increase on top of what it had. A bonus
 * row's new value is what is paid, so a new one starts from its current value.
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
  const current = currentValueOf(lumpSumTypeId);
  const bonusAt = next.findIndex((row) => row.type === lumpSumTypeId);
  const emptyAt = next.findIndex(
    (row) => row.type === '' && row.amount === '' && row.percent === '',
  );
  const at = bonusAt >= 0 ? bonusAt : emptyAt;
  const before = at >= 0 && bonusAt >= 0 ? rowAmount(next[at]!, current) : -(current ?? 0);
  const amount = toFormNumber(round2(before + increase));
  const bonus: CompensationRowValues = {
    type: lumpSumTypeId,
    amount,
    percent: percentForAmount(amount, current),
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
