import { getErrorMessage } from '../error-message';
import { ApiError } from '../errors';
import type {
  MetricResponse,
  MetricResponseInput as MetricEntry,
  CompensationDataInput,
} from '../schema-types.gen';

/** A participant's stage: the path of every stage call of the Participants tag. */
export interface StageKey {
  cycleId: string;
  participantId: string;
  stageId: string;
}

export type { MetricResponse, CompensationData } from '../schema-types.gen';

/** The saved answers of a stage and their version (If-Match of the next save). */
export interface StageAnswers {
  responses: MetricResponse[];
  version?: string;
}

/** The two versions of a stage's answers: the metric answers and the compensation data. */
export interface StageVersions {
  answers?: string;
  compensation?: string;
}

export interface SaveStageInput {
  status: CompensationDataInput['status'];
  entries: MetricEntry[];
  /** Sent for manager reviews; null leaves the compensation data alone. */
  compensation: Omit<CompensationDataInput, 'status'> | null;
  /** The versions the form's answers and compensation data are based on (If-Match). */
  versions?: StageVersions;
}

/** Spec 02 §8: "Failed to load metric responses: {status}". */
export const metricResponsesErrorMessage = (status: number | string) =>
  `Failed to load metric responses: ${status}`;

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
