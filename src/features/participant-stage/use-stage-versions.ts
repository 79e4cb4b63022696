import { useQueryClient } from '@tanstack/react-query';
import { useStaleRecord } from '@/hooks/use-stale-record';
import {
  compensationDataQueryOptions,
  metricResponsesQueryOptions,
  type StageAnswers,
  type StageKey,
  type StageVersions,
} from '@/api/resources/participants';
import type { CompensationData, MetricResponse } from './stage-form';

/** A participant's answers at a stage as one record: metric answers and compensation data. */
export interface StageRecord {
  id: string;
  /** Both versions together (the record's identity for useStaleRecord). */
  version: string;
  versions: StageVersions;
  responses: MetricResponse[];
  compensation: CompensationData | null;
}

function toRecord(
  key: StageKey,
  answers: StageAnswers,
  compensation: CompensationData | null,
): StageRecord {
  const versions = { answers: answers.version, compensation: compensation?.version };
  return {
    id: `${key.participantId}/${key.stageId}`,
    version: `${versions.answers ?? ''}/${versions.compensation ?? ''}`,
    versions,
    responses: answers.responses,
    compensation,
  };
}

/**
 * The versions a stage's save is based on: as the form loaded the answers, then as
 * each save answered; on a 412 both parts are read again and shown as `theirs`.
 */
export function useStageVersions(
  key: StageKey,
  answers: StageAnswers | undefined,
  compensation: CompensationData | null | undefined,
  withCompensation: boolean,
) {
  const queryClient = useQueryClient();
  const ready = answers !== undefined && (!withCompensation || compensation !== undefined);
  const loaded = ready ? toRecord(key, answers, compensation ?? null) : null;
  const stale = useStaleRecord(loaded, async () => {
    const [a, c] = await Promise.all([
      queryClient.fetchQuery({ ...metricResponsesQueryOptions(key), staleTime: 0 }),
      withCompensation
        ? queryClient.fetchQuery({ ...compensationDataQueryOptions(key), staleTime: 0 })
        : null,
    ]);
    return toRecord(key, a, c);
  });

  return {
    versions: stale.basis?.versions,
    theirs: stale.theirs,
    handleError: stale.handleError,
    /** After a save: the versions it answered are the base of the next one. */
    saved: (versions: StageVersions) => {
      const basis = stale.basis;
      if (basis)
        stale.clear({
          ...basis,
          versions,
          version: `${versions.answers}/${versions.compensation}`,
        });
    },
  };
}
