import {
  keepPreviousData,
  queryOptions,
  type QueryClient,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../client';
import { ApiError } from '../errors';
import { ifMatch, isStaleRecordError } from '../if-match';
import { fetchAllPages } from '../pages';
import type { operations } from '../schema';
import {
  metricResponsesErrorMessage,
  StageSaveError,
  type CompensationData,
  type SaveStageInput,
  type StageAnswers,
  type StageKey,
  type StageVersions,
} from './participants-stage';
import { reviewCycleKeys } from './review-cycles';
import type { ParticipantRow, Participant } from '../schema-types.gen';

/**
 * The Participants tag: a cycle's participants, one participant, and the stage calls (answers,
 * compensation data, unlock status, saving, unlock / re-lock / revert). Everything sits under the
 * cycle's key: a change that reloads the cycle reloads its participants and their stages.
 */

export type { ParticipantRow, Participant } from '../schema-types.gen';
export type StageLockAction = 'unlock' | 'relock' | 'revert';
export {
  metricResponsesErrorMessage,
  StageSaveError,
  type CompensationData,
  type SaveStageInput,
  type StageAnswers,
  type StageKey,
  type StageVersions,
} from './participants-stage';

export const participantKeys = {
  list: (cycleId: string) => [...reviewCycleKeys.detail(cycleId), 'participants'] as const,
  detail: (cycleId: string, participantId: string) =>
    [...participantKeys.list(cycleId), participantId] as const,
  /** Every query of one participant's stage. */
  stage: ({ cycleId, participantId, stageId }: StageKey) =>
    [...participantKeys.detail(cycleId, participantId), 'stages', stageId] as const,
  metricResponses: (key: StageKey) => [...participantKeys.stage(key), 'metric-responses'] as const,
  compensationData: (key: StageKey) =>
    [...participantKeys.stage(key), 'compensation-data'] as const,
  unlockStatus: (key: StageKey) => [...participantKeys.stage(key), 'unlock-status'] as const,
};

/** The list call's query: sort, order, filters and page (see listCycleParticipants). */
export type ParticipantListQuery = NonNullable<
  operations['listCycleParticipants']['parameters']['query']
>;
/** The list call's filters, without the order and the page. */
export type ParticipantFilters = Omit<ParticipantListQuery, 'sort' | 'order' | 'limit' | 'offset'>;
/** One page of a cycle's participants and how many match in all. */
export interface ParticipantPage {
  data: ParticipantRow[];
  total: number;
}

async function fetchParticipants(cycleId: string, query: ParticipantListQuery) {
  return (
    await apiClient.GET('/api/review-cycles/{cycleId}/participants', {
      params: { path: { cycleId }, query },
    })
  ).data!;
}

/** One page of a cycle's participants, sorted, filtered and cut by the server. */
export function cycleParticipantsPageQueryOptions(cycleId: string, query: ParticipantListQuery) {
  return queryOptions({
    queryKey: [...participantKeys.list(cycleId), 'page', query] as const,
    queryFn: (): Promise<ParticipantPage> => fetchParticipants(cycleId, query),
  });
}

/** The page asked for; the previous page stays on screen while the next one loads. */
export function useCycleParticipantsPage(
  cycleId: string,
  query: ParticipantListQuery,
  { enabled = true } = {},
) {
  return useQuery({
    ...cycleParticipantsPageQueryOptions(cycleId, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Every participant matching `filters`, all pages, in name order: for lists a screen counts over
 * or exports whole (a manager's reports, the letters' approved count). The whole cycle is 17 MiB
 * of JSON on `large`: the admin's table reads pages instead.
 */
export function allCycleParticipantsQueryOptions(
  cycleId: string,
  filters: ParticipantFilters = {},
) {
  return queryOptions({
    queryKey: [...participantKeys.list(cycleId), 'all', filters] as const,
    queryFn: () => fetchAllPages((page) => fetchParticipants(cycleId, { ...filters, ...page })),
  });
}

/** `enabled: false` reads what is cached without asking for it. */
export function useAllCycleParticipants(
  cycleId: string,
  filters: ParticipantFilters = {},
  { enabled = true } = {},
) {
  return useQuery({ ...allCycleParticipantsQueryOptions(cycleId, filters), enabled });
}

/** Replaces one row wherever a cached list of the cycle holds it (pages and whole lists). */
export function updateCachedParticipantRow(
  client: QueryClient,
  cycleId: string,
  participantId: string,
  update: (row: ParticipantRow) => ParticipantRow,
): void {
  const mapRows = (rows: ParticipantRow[]) =>
    rows.some((row) => row.id === participantId)
      ? rows.map((row) => (row.id === participantId ? update(row) : row))
      : rows;
  const list = participantKeys.list(cycleId);
  const kind = (key: readonly unknown[]) => key[list.length];
  client.setQueriesData<ParticipantRow[]>(
    { queryKey: list, predicate: (q) => kind(q.queryKey) === 'all' },
    (rows) => rows && mapRows(rows),
  );
  client.setQueriesData<ParticipantPage>(
    { queryKey: list, predicate: (q) => kind(q.queryKey) === 'page' },
    (page) => {
      if (!page) return page;
      const data = mapRows(page.data);
      return data === page.data ? page : { ...page, data };
    },
  );
}

export function participantQueryOptions(cycleId: string, participantId: string) {
  return queryOptions({
    queryKey: participantKeys.detail(cycleId, participantId),
    queryFn: async (): Promise<Participant> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/participants/{participantId}', {
          params: { path: { cycleId, participantId } },
        })
      ).data!.data,
  });
}

export function useParticipant(cycleId: string, participantId: string | undefined) {
  return useQuery({
    ...participantQueryOptions(cycleId, participantId ?? ''),
    enabled: Boolean(participantId),
  });
}

/** Several participant records at once (e.g. the caller's own, one per review). */
export function useParticipants(
  participants: readonly { cycleId: string; participantId: string }[],
) {
  return useQueries({
    queries: participants.map((p) => participantQueryOptions(p.cycleId, p.participantId)),
  });
}

/** Spec 02 §7: saved answers of the stage; "A 404 means empty." */
export function metricResponsesQueryOptions(key: StageKey) {
  return queryOptions({
    queryKey: participantKeys.metricResponses(key),
    queryFn: async (): Promise<StageAnswers> => {
      try {
        const { data } = await apiClient.GET(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/metric-responses',
          { params: { path: key } },
        );
        return { responses: data?.data ?? [], version: data?.version };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { responses: [] };
        const status = error instanceof ApiError ? error.status : 'network error';
        throw new Error(metricResponsesErrorMessage(status));
      }
    },
  });
}

export function useMetricResponses(key: StageKey) {
  return useQuery(metricResponsesQueryOptions(key));
}

/** Spec 02 §7: manager_review stages only; "a 404 is tolerated" (no saved data). */
export function compensationDataQueryOptions(key: StageKey) {
  return queryOptions({
    queryKey: participantKeys.compensationData(key),
    queryFn: async (): Promise<CompensationData | null> => {
      try {
        const { data } = await apiClient.GET(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/compensation-data',
          { params: { path: key } },
        );
        return data?.data ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useCompensationData(key: StageKey, enabled: boolean) {
  return useQuery({ ...compensationDataQueryOptions(key), enabled });
}

/** Spec 02 §3: "Unlock status: status. The value Reopened means unlocked." */
export function unlockStatusQueryOptions(key: StageKey) {
  return queryOptions({
    queryKey: participantKeys.unlockStatus(key),
    queryFn: async () =>
      (
        await apiClient.GET(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/unlock-status',
          { params: { path: key } },
        )
      ).data!.data.status,
  });
}

export function useUnlockStatus(key: StageKey) {
  return useQuery(unlockStatusQueryOptions(key));
}

/**
 * Save Draft (status draft) and Submit for Approval (status pending_approval): the metric answers,
 * then the compensation data; resolves to the versions the saves answered (the base of the next
 * save). A 412 is thrown as it is (the form shows the current answers and keeps the input); other
 * failures as a StageSaveError naming the part. Everything about the participant and the cycle
 * reloads afterwards.
 */
export function useSaveStage(key: StageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      status,
      entries,
      compensation,
      versions = {},
    }: SaveStageInput): Promise<StageVersions> => {
      const saved: StageVersions = { ...versions };
      try {
        const { data } = await apiClient.POST(
          '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/metric-responses',
          { params: { path: key, header: ifMatch(versions.answers) }, body: { entries, status } },
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
            params: { path: key, header: ifMatch(versions.compensation) },
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
      await queryClient.invalidateQueries({ queryKey: participantKeys.stage(key) });
      await queryClient.invalidateQueries({ queryKey: reviewCycleKeys.all });
    },
  });
}

/** Admin stage controls: Unlock (→ Reopened), Re-lock (→ Locked), Revert (deletes the stage's data). */
export function useStageLockAction(key: StageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: StageLockAction) => {
      const path = { params: { path: key } };
      const sent =
        action === 'unlock'
          ? apiClient.POST(
              '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/unlock',
              path,
            )
          : action === 'relock'
            ? apiClient.POST(
                '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/relock',
                path,
              )
            : apiClient.POST(
                '/api/review-cycles/{cycleId}/participants/{participantId}/stages/{stageId}/revert',
                path,
              );
      return (await sent).data!.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewCycleKeys.all }),
  });
}
