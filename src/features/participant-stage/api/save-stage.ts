import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ifMatch, isStaleRecordError } from '@/api/if-match';
import { ApiError } from '@/api/errors';
import { getErrorMessage } from '@/api/error-message';
import { getReviewCyclesQueryOptions } from '@/api/cycle-queries/review-cycles';
import type { CompensationChangeInput, MetricEntry, StageSubmitStatus } from '../stage-form';
import { stageQueryKey, type StageKey } from './stage-data';

/** Spec 02 §8 stage form texts. */
export const SAVE_STAGE_MESSAGES = {
  metrics: 'Failed to save metric data',
  compensation: 'Failed to save compensation data',
} as const;

/** A failed save: which part failed, the sentence to show and the server's field details. */
export class StageSaveError extends Error {
  readonly part: 'metrics' | 'compensation';
  readonly details: { field: string; message: string }[];
  /** The metric entries that were sent (server details point at them by index). */
  readonly sent: MetricEntry[];

  constructor(part: 'metrics' | 'compensation', cause: unknown, sent: MetricEntry[] = []) {
    super(getErrorMessage(cause, SAVE_STAGE_MESSAGES[part]));
    this.name = 'StageSaveError';
    this.part = part;
    this.details = cause instanceof ApiError ? (cause.body?.details ?? []) : [];
    this.sent = sent;
  }
}

export interface SaveStageInput {
  status: StageSubmitStatus;
  entries: MetricEntry[];
  /** Sent for manager reviews; null leaves the compensation data alone. */
  compensation: {
    compensationChanges: CompensationChangeInput[];
    justification: string;
    /** Why it is outside the guideline or over budget (guardrails). */
    exceptionJustification: string | null;
    /** Admin only: lets a hard breach through. */
    adminOverride: boolean;
  } | null;
  /** The versions the form's answers and compensation data are based on (If-Match). */
  versions?: StageVersions;
}

/** The two versions of a stage's answers: the metric answers and the compensation data. */
export interface StageVersions {
  answers?: string;
  compensation?: string;
}

/**
 * Save Draft (status draft) and Submit for Approval (status pending_approval): the metric answers,
 * then the compensation data; everything about the participant and the cycle reloads afterwards.
 */
export function useSaveStage(key: StageKey) {
  const queryClient = useQueryClient();
  const path = { params: { path: key } };
  return useMutation({
    /** Resolves to the versions the saves answered (the base of the next save). */
    mutationFn: async ({
      status,
      entries,
      compensation,
      versions = {},
    }: SaveStageInput): Promise<StageVersions> => {
      // A 412 goes out as it is: the form shows the current answers and keeps the input.
      const saved: StageVersions = { ...versions };
      try {
        const { data } = await apiClient.POST(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/metric-responses',
          {
            params: { ...path.params, header: ifMatch(versions.answers) },
            body: { entries, status },
          },
        );
        saved.answers = data?.version;
      } catch (error) {
        if (isStaleRecordError(error)) throw error;
        throw new StageSaveError('metrics', error, entries);
      }
      if (!compensation) return saved;
      try {
        const { data } = await apiClient.POST(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/compensation-data',
          {
            params: { ...path.params, header: ifMatch(versions.compensation) },
            body: { ...compensation, status },
          },
        );
        saved.compensation = data?.data.version;
      } catch (error) {
        if (isStaleRecordError(error)) throw error;
        throw new StageSaveError('compensation', error);
      }
      return saved;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: stageQueryKey(key) });
      await queryClient.invalidateQueries({ queryKey: getReviewCyclesQueryOptions().queryKey });
    },
  });
}
