import type { components } from '@/api/schema';
import { isStageSubmitted, participantProgressOf } from '@/lib/stage-answers';
import { insertStageInstance, reviewStageIdsOf } from './cycle-rows';
import type { Participant, StageInstance } from './records';
import { db } from './store';

type MetricEntries = components['schemas']['MetricResponsesInput']['entries'];

/** The participant's instance of a stage, if one was started. */
export function stageInstanceOf(participantId: string, stageId: string): StageInstance | undefined {
  return db.stageInstances
    .lookup('participantId', participantId)
    .find((s) => s.stageId === stageId);
}

/** The participant's instance of the stage, created (not started, unlocked) when missing. */
export function ensureStageInstance(
  participant: Pick<Participant, 'id' | 'cycleId'>,
  stageId: string,
  now: string,
): StageInstance {
  return stageInstanceOf(participant.id, stageId) ?? insertStageInstance(participant, stageId, now);
}

/** A draft save starts the stage; a submit completes it (manager reviews complete with their compensation data). */
export function markStageInstance(
  instance: StageInstance,
  to: 'draft' | 'completed' | 'pending_approval',
  now: string,
): void {
  if (to === 'draft') {
    db.stageInstances.update(instance.id, {
      status: isStageSubmitted(instance.status) ? instance.status : 'draft',
      updatedAt: now,
    });
    return;
  }
  db.stageInstances.update(instance.id, {
    status: to,
    submittedAt: now,
    lockStatus: 'Locked',
    updatedAt: now,
  });
}

/** Stores a stage's answers: the form sends its whole state, so an answer left out was cleared. */
export function writeStageResponses(
  entries: MetricEntries,
  participant: Participant,
  stageId: string,
  now: string,
): void {
  const kept = new Set(entries.map((e) => e.metricId));
  db.metricResponses.removeWhere(
    (r) => r.participantId === participant.id && r.stageId === stageId && !kept.has(r.metricId),
  );
  const existing = db.metricResponses
    .lookup('participantId', participant.id)
    .filter((r) => r.stageId === stageId);
  for (const entry of entries) {
    const row = existing.find((r) => r.metricId === entry.metricId);
    if (row) {
      if (row.value !== entry.value)
        db.metricResponses.update(row.id, { value: entry.value, updatedAt: now });
    } else {
      db.metricResponses.insert({
        participantId: participant.id,
        stageId,
        metricId: entry.metricId,
        employeeId: participant.employeeId,
        cycleId: participant.cycleId,
        value: entry.value,
        updatedAt: now,
      });
    }
  }
}

/**
 * Stores the participant's status and current stage as their stage instances and first
 * recommendation now say (src/lib/stage-answers participantProgressOf).
 */
export function recomputeParticipant(participantId: string, now: string): void {
  const participant = db.participants.find(participantId);
  if (!participant) return;
  const instances = db.stageInstances.lookup('participantId', participantId);
  const recommendation = db.recommendations
    .lookup('participantId', participantId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  const progress = participantProgressOf({
    stageIds: reviewStageIdsOf(participant.cycleId),
    statusOf: (stageId) => instances.find((i) => i.stageId === stageId)?.status ?? 'not_started',
    recommendationStatus: recommendation?.status ?? null,
    touched:
      instances.some((i) => i.status !== 'not_started') ||
      db.metricResponses.lookup('participantId', participantId).length > 0,
  });
  db.participants.update(participantId, {
    status: progress.status,
    currentStageId: progress.currentStageId ?? participant.currentStageId,
    updatedAt: now,
  });
}
