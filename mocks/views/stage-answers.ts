import type { components } from '@/api/schema';
import { canSeeStageAnswers } from '@/lib/stage-answers';
import { db } from '@mocks/db';
import type { Participant, User } from '@mocks/db/records';

type ParticipantDto = components['schemas']['Participant'];

/** Whether `user` may read the answers of `stageId` for `participant` (see canSeeStageAnswers). */
export function seesStageAnswers(user: User, participant: Participant, stageId: string): boolean {
  if (user.role === 'admin') return true;
  const stage = db.reviewStages.find(stageId);
  const instance = db.stageInstances
    .lookup('participantId', participant.id)
    .find((s) => s.stageId === stageId);
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
