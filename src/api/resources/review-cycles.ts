import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../client';
import { ifMatch } from '../if-match';
import { unwrapList } from '../unwrap';
import type {
  ReviewCycle,
  ReviewCycleInput,
  PendingApproval,
  CycleBudget,
  MeritGuideline,
  MeritGuidelineInput,
  GuidelineCost,
  CycleReport,
  TeamPayroll,
  TeamPayrollRequest,
  ReviewStatus,
  ReviewType,
  CycleLaunchReadiness,
  CycleLaunchResult,
} from '../schema-types.gen';
import { notificationKeys } from './notifications';

/**
 * The Review Cycles tag: the cycles, their budget, guideline, report and launch, pending
 * approvals, team payroll and the form's statuses and types. Every query of a cycle sits under its key, so a change
 * that reloads the cycle reloads its participants, stages, budget, calibration and report too.
 */

export type {
  ReviewCycle,
  ReviewCycleInput,
  PendingApproval,
  CycleBudget,
  BudgetPool,
  BudgetLine,
  MeritGuideline,
  MeritGuidelineInput,
  GuidelineCost,
  GuidelineCostLine,
  CycleReport,
  TeamPayroll,
  TeamPayrollRequest,
  ReviewStatus,
  ReviewType,
  CycleLaunchReadiness,
  CycleLaunchResult,
  LaunchCheck,
} from '../schema-types.gen';

export const reviewCycleKeys = {
  /** The cycle list, and the root of every cycle query. */
  all: ['review-cycles'] as const,
  detail: (cycleId: string) => [...reviewCycleKeys.all, cycleId] as const,
  budget: (cycleId: string) => [...reviewCycleKeys.detail(cycleId), 'budget'] as const,
  guideline: (cycleId: string) => [...reviewCycleKeys.detail(cycleId), 'guideline'] as const,
  /** The newest other cycle with a matrix ("Copy from"); a change of any cycle reloads it. */
  lastMatrix: (cycleId: string) => [...reviewCycleKeys.all, 'last-matrix', cycleId] as const,
  /** What a matrix (saved or being edited) costs; under the cycle, so its changes refresh it. */
  guidelineCost: (cycleId: string, matrix: MeritGuidelineInput) =>
    [...reviewCycleKeys.detail(cycleId), 'guideline-cost', matrix] as const,
  report: (cycleId: string) => [...reviewCycleKeys.detail(cycleId), 'report'] as const,
  /** Under the cycle, so that any change of the cycle reloads its launch checklist. */
  launchReadiness: (cycleId: string) =>
    [...reviewCycleKeys.detail(cycleId), 'launch-readiness'] as const,
  pendingApprovals: () => [...reviewCycleKeys.all, 'pending-approvals'] as const,
  teamPayroll: (scope: TeamPayrollRequest) =>
    [...reviewCycleKeys.all, 'team-payroll', scope] as const,
  /** The cycle form's option lists. */
  formOptions: () => [...reviewCycleKeys.all, 'form-options'] as const,
  statuses: () => [...reviewCycleKeys.formOptions(), 'statuses'] as const,
  types: () => [...reviewCycleKeys.formOptions(), 'types'] as const,
};

/** GET /api/review-cycles: an admin's every cycle; a manager's or employee's own ones. */
export function reviewCyclesQueryOptions() {
  return queryOptions({
    queryKey: reviewCycleKeys.all,
    queryFn: async () => unwrapList<ReviewCycle>((await apiClient.GET('/api/review-cycles')).data),
  });
}

export function useReviewCycles() {
  return useQuery(reviewCyclesQueryOptions());
}

export function reviewCycleQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: reviewCycleKeys.detail(cycleId),
    queryFn: async (): Promise<ReviewCycle> =>
      (await apiClient.GET('/api/review-cycles/{id}', { params: { path: { id: cycleId } } })).data!
        .data,
  });
}

export function useReviewCycle(cycleId: string) {
  return useQuery(reviewCycleQueryOptions(cycleId));
}

/** For a manager, the approval steps awaiting them; read afresh whenever a screen mounts. */
export function pendingApprovalsQueryOptions() {
  return queryOptions({
    queryKey: reviewCycleKeys.pendingApprovals(),
    queryFn: async () =>
      unwrapList<PendingApproval>(
        (await apiClient.GET('/api/review-cycles/pending-approvals')).data,
      ),
    staleTime: 0,
  });
}

export function usePendingApprovals() {
  return useQuery(pendingApprovalsQueryOptions());
}

export function cycleBudgetQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: reviewCycleKeys.budget(cycleId),
    queryFn: async (): Promise<CycleBudget> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/budget', {
          params: { path: { cycleId } },
        })
      ).data!.data,
  });
}

export function useCycleBudget(cycleId: string, enabled = true) {
  return useQuery({ ...cycleBudgetQueryOptions(cycleId), enabled });
}

export function cycleGuidelineQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: reviewCycleKeys.guideline(cycleId),
    queryFn: async (): Promise<MeritGuideline> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/guidelines', {
          params: { path: { cycleId } },
        })
      ).data!.data,
  });
}

export function useCycleGuideline(cycleId: string, enabled = true) {
  return useQuery({ ...cycleGuidelineQueryOptions(cycleId), enabled });
}

/** A cycle whose matrix another cycle's editor can copy. */
export interface CycleMatrix {
  cycle: ReviewCycle;
  guideline: MeritGuideline;
}

/**
 * The most recent cycle other than `cycleId` (by start date) whose guideline has a rating, or
 * null: read from the cycle list and the guidelines, newest first, until one has.
 */
export function useLastCycleMatrix(cycleId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: reviewCycleKeys.lastMatrix(cycleId),
    queryFn: async (): Promise<CycleMatrix | null> => {
      const cycles = await queryClient.fetchQuery(reviewCyclesQueryOptions());
      const others = cycles
        .filter((cycle) => cycle.id !== cycleId)
        .sort((a, b) => b.startDate.localeCompare(a.startDate));
      for (const cycle of others) {
        const guideline = await queryClient.fetchQuery(cycleGuidelineQueryOptions(cycle.id));
        if (guideline.ranges.length > 0) return { cycle, guideline };
      }
      return null;
    },
  });
}

/** Saving the guideline reloads the cycle, its participants' flags and pools. */
export function useSaveCycleGuideline(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MeritGuidelineInput): Promise<MeritGuideline> =>
      (
        await apiClient.PUT('/api/review-cycles/{cycleId}/guidelines', {
          params: { path: { cycleId } },
          body,
        })
      ).data!.data,
    onSuccess: (saved) => {
      queryClient.setQueryData(reviewCycleKeys.guideline(cycleId), saved);
      return queryClient.invalidateQueries({ queryKey: reviewCycleKeys.detail(cycleId) });
    },
  });
}

/** POST .../guidelines/cost: the cost of `matrix` over the cycle's participants (admin only). */
export function guidelineCostQueryOptions(cycleId: string, matrix: MeritGuidelineInput) {
  return queryOptions({
    queryKey: reviewCycleKeys.guidelineCost(cycleId, matrix),
    queryFn: async (): Promise<GuidelineCost> =>
      (
        await apiClient.POST('/api/review-cycles/{cycleId}/guidelines/cost', {
          params: { path: { cycleId } },
          body: matrix,
        })
      ).data!.data,
    // A matrix that cannot be priced (400) says so at once: retrying cannot change the answer.
    retry: false,
  });
}

/**
 * The cost of the matrix being edited (null: nothing to price yet); the last figures stay on
 * screen while the next ones load, so the preview does not flicker as the admin types.
 */
export function useGuidelineCost(cycleId: string, matrix: MeritGuidelineInput | null) {
  return useQuery({
    ...guidelineCostQueryOptions(cycleId, matrix ?? EMPTY_MATRIX),
    enabled: matrix !== null,
    placeholderData: keepPreviousData,
  });
}

const EMPTY_MATRIX: MeritGuidelineInput = {
  ranges: [],
  overBudgetPolicy: 'soft',
  reviewPeriodStart: '',
  reviewPeriodEnd: '',
};

export function cycleReportQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: reviewCycleKeys.report(cycleId),
    queryFn: async (): Promise<CycleReport> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/report', {
          params: { path: { cycleId } },
        })
      ).data!.data,
  });
}

export function useCycleReport(cycleId: string) {
  return useQuery(cycleReportQueryOptions(cycleId));
}

export function teamPayrollQueryOptions(scope: TeamPayrollRequest) {
  return queryOptions({
    queryKey: reviewCycleKeys.teamPayroll(scope),
    queryFn: async (): Promise<TeamPayroll> =>
      (await apiClient.POST('/api/review-cycles/team-payroll', { body: scope })).data!.data,
  });
}

/** Payroll per team of the scope being edited; the previous figures stay while the next load. */
export function useTeamPayroll(scope: TeamPayrollRequest, enabled: boolean) {
  return useQuery({
    ...teamPayrollQueryOptions(scope),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function reviewStatusesQueryOptions() {
  return queryOptions({
    queryKey: reviewCycleKeys.statuses(),
    queryFn: async () =>
      unwrapList<ReviewStatus>((await apiClient.GET('/api/review-statuses')).data),
    staleTime: 5 * 60_000,
  });
}

export function useReviewStatuses(enabled = true) {
  return useQuery({ ...reviewStatusesQueryOptions(), enabled });
}

export function reviewTypesQueryOptions() {
  return queryOptions({
    queryKey: reviewCycleKeys.types(),
    queryFn: async () => unwrapList<ReviewType>((await apiClient.GET('/api/review-types')).data),
    staleTime: 5 * 60_000,
  });
}

export function useReviewTypes(enabled = true) {
  return useQuery({ ...reviewTypesQueryOptions(), enabled });
}

/** Creates a cycle (no id) or updates one; every cycle query and its participants reload. */
export function useSaveReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      version,
    }: {
      id?: string;
      input: ReviewCycleInput;
      /** The cycle as the form loaded it (If-Match). */
      version?: string;
    }): Promise<ReviewCycle> => {
      const params = { path: { id: id! }, header: ifMatch(version) };
      const { data } = id
        ? await apiClient.PUT('/api/review-cycles/{id}', { params, body: input })
        : await apiClient.POST('/api/review-cycles', { body: input });
      return data!.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewCycleKeys.all }),
  });
}

/** Reads a cycle afresh (after someone else changed it); every cycle query reloads. */
export function useRereadReviewCycle() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    void queryClient.invalidateQueries({ queryKey: reviewCycleKeys.all });
    return queryClient.fetchQuery({ ...reviewCycleQueryOptions(id), staleTime: 0 });
  };
}

export function useDeleteReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.DELETE('/api/review-cycles/{id}', { params: { path: { id } } });
    },
    // The deleted cycle's own queries are dropped, not refetched: a refetch would answer 404 (after
    // retries) while its page is still open. Not awaited, so the caller can leave that page at once.
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: reviewCycleKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: reviewCycleKeys.all });
    },
  });
}

export function cycleLaunchReadinessQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: reviewCycleKeys.launchReadiness(cycleId),
    queryFn: async (): Promise<CycleLaunchReadiness> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/launch-readiness', {
          params: { path: { cycleId } },
        })
      ).data!.data,
    // What is missing may have been fixed in another tab: read it afresh each time it is shown.
    staleTime: 0,
  });
}

export function useCycleLaunchReadiness(cycleId: string, enabled = true) {
  return useQuery({ ...cycleLaunchReadinessQueryOptions(cycleId), enabled });
}

/** Launches the cycle; every cycle query reloads, and the outbox and bell show the notices. */
export function useLaunchReviewCycle(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CycleLaunchResult> =>
      (
        await apiClient.POST('/api/review-cycles/{cycleId}/launch', {
          params: { path: { cycleId } },
        })
      ).data!.data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewCycleKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.outbox() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.outbox(cycleId) }),
      ]),
  });
}
