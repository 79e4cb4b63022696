import type { components } from '@/api/schema';
import { changePercentError } from '@/lib/amount-limits';
import { isSalaryTypeName } from '@/lib/compensation';
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
 * compensation history, not what the client sent; the percent is recomputed from the values.
 */
export function normalizeChanges(
  changes: readonly ChangeInput[],
  participant: Participant,
  details: ErrorDetail[],
): CompensationChange[] {
  const salary = salaryOf(participant.employeeId).amount;
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
    const tooLarge = changePercentError(proposedValue, currentValue);
    if (tooLarge) {
      details.push({ field: `compensationChanges[${i}].proposedValue`, message: tooLarge });
      return;
    }
    rows.push({
      type: type.id,
      typeName: type.name,
      currentValue,
      proposedValue,
      percentChange:
        currentValue && currentValue > 0
          ? percentFromValue(proposedValue - currentValue, currentValue)
          : null,
      override: change.override ?? false,
    });
  });
  return rows;
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
