import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { getErrorMessage } from '@/api/error-message';
import { getReviewCyclesQueryOptions } from '../../api/review-cycles';
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
}

/**
 * Save Draft (status draft) and Submit for Approval (status pending_approval): the metric answers,
 * then the compensation data; everything about the participant and the cycle reloads afterwards.
 */
export function useSaveStage(key: StageKey) {
  const queryClient = useQueryClient();
  const path = { params: { path: key } };
  return useMutation({
    mutationFn: async ({ status, entries, compensation }: SaveStageInput) => {
      try {
        await apiClient.POST(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/metric-responses',
          { ...path, body: { entries, status } },
        );
      } catch (error) {
        throw new StageSaveError('metrics', error, entries);
      }
      if (!compensation) return;
      try {
        await apiClient.POST(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/compensation-data',
          { ...path, body: { ...compensation, status } },
        );
      } catch (error) {
        throw new StageSaveError('compensation', error);
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: stageQueryKey(key) });
      await queryClient.invalidateQueries({ queryKey: getReviewCyclesQueryOptions().queryKey });
    },
  });
}
