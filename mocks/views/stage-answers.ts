import type { components } from '@/api/schema';
import { canSeeStageAnswers } from '@/lib/stage-answers';
import { db } from '@mocks/db';
import type { Participant, PerformanceMetric, ReviewStage, User } from '@mocks/db/records';
import { versionOf } from '@mocks/http/versions';
import { participantAccess } from './participant';

type ParticipantDto = components['schemas']['Participant'];
type MetricResponseDto = components['schemas']['MetricResponse'];

/** The stage's active metrics in the stage's order (inactive ones are not asked). */
export function stageMetrics(stage: ReviewStage): PerformanceMetric[] {
  return [...stage.settings.selectedMetrics]
    .sort((a, b) => a.order - b.order)
    .map((selected) => db.performanceMetrics.find(selected.id))
    .filter(
      (m): m is PerformanceMetric => !!m && m.isActive && m.organizationId === stage.organizationId,
    );
}

/** Version of a participant's answers at a stage: every stored response, in id order. */
export function answersVersion(participantId: string, stageId: string): string {
  const rows = db.metricResponses
    .lookup('participantId', participantId)
    .filter((r) => r.stageId === stageId)
    .sort((a, b) => a.id.localeCompare(b.id));
  return versionOf(rows);
}

/** A participant's answers at a stage, in the stage's metric order. */
export function stageResponsesOf(participantId: string, stage: ReviewStage): MetricResponseDto[] {
  const order = new Map(stageMetrics(stage).map((m, i) => [m.id, i]));
  return db.metricResponses
    .lookup('participantId', participantId)
    .filter((r) => r.stageId === stage.id)
    .sort((a, b) => (order.get(a.metricId) ?? 999) - (order.get(b.metricId) ?? 999))
    .map((r) => ({
      metricId: r.metricId,
      value: r.value,
      employeeId: r.employeeId,
      reviewCycleId: r.cycleId,
      updatedAt: r.updatedAt,
    }));
}

/** Whether `user` may read the answers of `stageId` for `participant` (see canSeeStageAnswers). */
export function seesStageAnswers(user: User, participant: Participant, stageId: string): boolean {
  if (user.role === 'admin') return true;
  const stage = db.reviewStages.find(stageId);
  const instance = db.stageInstances
    .lookup('participantId', participant.id)
    .find((s) => s.stageId === stageId);
  // An approver who is not the participant's manager reads the rating behind the recommendation.
  if (participantAccess(user, participant) === 'approver' && stage?.type !== 'manager_review')
    return false;
  return canSeeStageAnswers(user, participant, stage?.type, instance?.status);
}

/**
 * The participant as `user` reads it: the answers of a stage they may not read yet (a self review
 * still in draft, for the manager) are left out of performanceEntries.
 */
export function withVisibleAnswers(
  dto: ParticipantDto,
  participant: Participant,
  user: User,
): ParticipantDto {
  if (user.role === 'admin') return dto;
  const responses = db.metricResponses.lookup('participantId', participant.id);
  const seen = new Map<string, boolean>();
  const visible = (stageId: string) => {
    let ok = seen.get(stageId);
    if (ok === undefined) seen.set(stageId, (ok = seesStageAnswers(user, participant, stageId)));
    return ok;
  };
  if (responses.every((r) => visible(r.stageId))) return dto;
  const names = new Map(dto.performanceEntries.map((e) => [e.metric.id, e.metric.name]));
  return {
    ...dto,
    performanceEntries: responses
      .filter((r) => visible(r.stageId))
      .map((r) => ({
        metric: { id: r.metricId, name: names.get(r.metricId) ?? '' },
        value: r.value,
      })),
  };
}
