import type { components } from '@/api/schema';
import {
  changePercentError,
  decreaseJustificationError,
  isPayDecrease,
  salaryRowProblem,
  type SanityOverride,
} from '@/lib/amount-limits';
import { isBonusTypeName, isSalaryTypeName } from '@/lib/compensation';
import { percentFromValue } from '@/lib/recommendations';
import { db } from '@mocks/db';
import type { CompensationChange, Participant, ReviewStage } from '@mocks/db/records';
import type { ErrorDetail } from '@mocks/http/errors';
import { versionOf } from '@mocks/http/versions';
import { salaryOf } from './participant';
import { recommendationsOf } from './recommendation';

type CompensationDataDto = components['schemas']['CompensationData'];
type ChangeInput = components['schemas']['CompensationChange'];

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The rows as stored: the type must be one of the organization's compensation types (its name is
 * read from it); a salary row's current value is the employee's current salary from their
 * compensation history (before this cycle's approval), not what the client sent; the percent is
 * recomputed from the values. A one-off row (bonus, commission) proposes the amount paid: its
 * current value (the last one paid) is for reference, and it has no percent.
 */
export function normalizeChanges(
  changes: readonly ChangeInput[],
  participant: Participant,
  details: ErrorDetail[],
  /** Who saves, for the limits on each salary row (salaryLimitDetail); absent: not checked. */
  override?: SanityOverride,
): CompensationChange[] {
  const salary = salaryOf(participant.employeeId, participant.cycleId).amount;
  const rows: CompensationChange[] = [];
  changes.forEach((change, i) => {
    const type = db.compensationTypes.find(String(change.type));
    if (!type || type.organizationId !== participant.organizationId) {
      details.push({
        field: `compensationChanges[${i}].type`,
        message: 'Compensation type not found',
      });
      return;
    }
    const currentValue = isSalaryTypeName(type.name) ? salary : (change.currentValue ?? null);
    const proposedValue = round2(change.proposedValue);
    // A one-off payment (bonus, commission) is what is paid, not a change of the last one.
    const oneOff = isBonusTypeName(type.name);
    const tooLarge = oneOff ? null : changePercentError(proposedValue, currentValue);
    if (tooLarge) {
      details.push({ field: `compensationChanges[${i}].proposedValue`, message: tooLarge });
      return;
    }
    const pastLimit =
      override && isSalaryTypeName(type.name)
        ? salaryLimitDetail(i, proposedValue, currentValue, override)
        : null;
    if (pastLimit && !details.some((d) => d.field === pastLimit.field)) details.push(pastLimit);
    rows.push({
      type: type.id,
      typeName: type.name,
      currentValue,
      proposedValue,
      percentChange:
        !oneOff && currentValue && currentValue > 0
          ? percentFromValue(proposedValue - currentValue, currentValue)
          : null,
      override: change.override ?? false,
    });
  });
  return rows;
}

/**
 * The limits on a salary row (src/lib/amount-limits salaryRowProblem): never 0, and a raise past
 * SANITY_RAISE_PERCENT or a cut past LARGE_CHANGE_PERCENT of the current salary refused on the
 * row's proposedValue unless an admin overrides it, the override with its justification.
 */
function salaryLimitDetail(
  index: number,
  proposedValue: number,
  currentValue: number | null,
  override: SanityOverride,
): ErrorDetail | null {
  const problem = salaryRowProblem(proposedValue, currentValue, override);
  if (!problem) return null;
  const field =
    problem.field === 'amount' ? `compensationChanges[${index}].proposedValue` : problem.field;
  return { field, message: problem.message };
}

/** A submission that lowers a salary says why (amount-limits): the 400's detail, or null. */
export function decreaseDetail(
  changes: readonly CompensationChange[],
  exceptionJustification: string | null | undefined,
): ErrorDetail | null {
  const decreased = changes.some(
    (c) => isSalaryTypeName(c.typeName) && isPayDecrease(c.proposedValue, c.currentValue),
  );
  const message = decreaseJustificationError(decreased, exceptionJustification);
  return message ? { field: 'exceptionJustification', message } : null;
}

function savedCompensationData(participant: Participant, stage: ReviewStage) {
  return db.compensationData
    .lookup('participantId', participant.id)
    .find((c) => c.stageId === stage.id);
}

/** Version of the stage's compensation data (one version for "nothing saved yet"). */
export function compensationDataVersion(participant: Participant, stage: ReviewStage): string {
  return versionOf(savedCompensationData(participant, stage) ?? null);
}

/** The stage's saved compensation data, or an empty draft when nothing was saved. */
export function toCompensationDataDto(
  participant: Participant,
  stage: ReviewStage,
): CompensationDataDto {
  const saved = savedCompensationData(participant, stage);
  const version = versionOf(saved ?? null);
  if (!saved) {
    return {
      version,
      compensationChanges: [],
      justification: '',
      status: 'draft',
      recommendationId: null,
      exceptionJustification: null,
      adminOverride: false,
      newLevelId: null,
      promotionJustification: null,
      updatedAt: null,
    };
  }
  const recommendation =
    saved.status === 'pending_approval' ? recommendationsOf(participant.id)[0] : undefined;
  return {
    version,
    compensationChanges: saved.changes.map((c) => ({ ...c })),
    justification: saved.justification,
    status: saved.status,
    recommendationId: recommendation?.id ?? null,
    exceptionJustification: saved.exception?.justification || null,
    adminOverride: saved.exception?.adminOverride ?? false,
    newLevelId: saved.newLevelId ?? null,
    promotionJustification: saved.promotionJustification ?? null,
    updatedAt: saved.updatedAt,
  };
}
