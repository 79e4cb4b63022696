import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../client';
import { ifMatch } from '../if-match';
import type {
  GenerateLettersRequest,
  GenerateLettersResult,
  Letter,
  LetterPreview,
  LetterPreviewRequest,
  LetterSummary,
  LetterTemplate,
  LetterTemplateInput,
  ReleaseLettersRequest,
  ReleaseLettersResult,
} from '../schema-types.gen';

/**
 * The Letters tag: a cycle's letter template, previews, generated letters (their manager's note
 * and release) and each person's own released letters.
 */

export type {
  GenerateLettersRequest,
  GenerateLettersResult,
  Letter,
  LetterPreview,
  LetterPreviewRequest,
  LetterSummary,
  LetterTemplate,
  LetterTemplateInput,
  ReleaseLettersRequest,
  ReleaseLettersResult,
} from '../schema-types.gen';

export const letterKeys = {
  all: ['letters'] as const,
  template: (cycleId: string) => [...letterKeys.all, 'template', cycleId] as const,
  preview: (cycleId: string, request: LetterPreviewRequest) =>
    [...letterKeys.all, 'preview', cycleId, request] as const,
  cycle: (cycleId: string) => [...letterKeys.all, 'cycle', cycleId] as const,
  detail: (letterId: string) => [...letterKeys.all, 'detail', letterId] as const,
  mine: () => [...letterKeys.all, 'mine'] as const,
};

export function letterTemplateQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: letterKeys.template(cycleId),
    queryFn: async (): Promise<LetterTemplate> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/letter-template', {
          params: { path: { cycleId } },
        })
      ).data!.data,
  });
}

export function useLetterTemplate(cycleId: string) {
  return useQuery(letterTemplateQueryOptions(cycleId));
}

/** Saves the template with the version it was loaded at; the answer becomes the cached one. */
export function useSaveLetterTemplate(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      version,
    }: {
      body: LetterTemplateInput;
      version: string;
    }): Promise<LetterTemplate> =>
      (
        await apiClient.PUT('/api/review-cycles/{cycleId}/letter-template', {
          params: { path: { cycleId }, header: ifMatch(version) },
          body,
        })
      ).data!.data,
    onSuccess: (saved) =>
      queryClient.setQueryData(letterTemplateQueryOptions(cycleId).queryKey, saved),
  });
}

export function letterPreviewQueryOptions(cycleId: string, request: LetterPreviewRequest) {
  return queryOptions({
    queryKey: letterKeys.preview(cycleId, request),
    queryFn: async ({ signal }): Promise<LetterPreview> =>
      (
        await apiClient.POST('/api/review-cycles/{cycleId}/letters/preview', {
          params: { path: { cycleId } },
          body: request,
          signal,
        })
      ).data!.data,
    // A template being typed: keep the last good preview on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The template as being edited, rendered for one participant (nothing is saved). */
export function useLetterPreview(cycleId: string, request: LetterPreviewRequest | null) {
  return useQuery({
    ...letterPreviewQueryOptions(cycleId, request ?? { participantId: '', subject: '', body: '' }),
    enabled: request !== null && request.participantId !== '',
  });
}

export function cycleLettersQueryOptions(cycleId: string) {
  return queryOptions({
    queryKey: letterKeys.cycle(cycleId),
    queryFn: async (): Promise<LetterSummary[]> =>
      (
        await apiClient.GET('/api/review-cycles/{cycleId}/letters', {
          params: { path: { cycleId } },
        })
      ).data!.data,
  });
}

/** The cycle's letters the caller may see (admin: all; manager: their participants'). */
export function useCycleLetters(cycleId: string) {
  return useQuery(cycleLettersQueryOptions(cycleId));
}

export function letterQueryOptions(letterId: string) {
  return queryOptions({
    queryKey: letterKeys.detail(letterId),
    queryFn: async (): Promise<Letter> =>
      (
        await apiClient.GET('/api/letters/{letterId}', {
          params: { path: { letterId } },
        })
      ).data!.data,
  });
}

export function useLetter(letterId: string | null) {
  return useQuery({ ...letterQueryOptions(letterId ?? ''), enabled: !!letterId });
}

export function myLettersQueryOptions() {
  return queryOptions({
    queryKey: letterKeys.mine(),
    queryFn: async (): Promise<LetterSummary[]> =>
      (await apiClient.GET('/api/me/letters')).data!.data,
  });
}

/** The caller's released letters, newest first. */
export function useMyLetters() {
  return useQuery(myLettersQueryOptions());
}

/** Generates (or replaces) letters; the cycle's letters and any letter read reload. */
export function useGenerateLetters(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GenerateLettersRequest): Promise<GenerateLettersResult> =>
      (
        await apiClient.POST('/api/review-cycles/{cycleId}/letters', {
          params: { path: { cycleId } },
          body,
        })
      ).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKeys.all }),
  });
}

/** Releases or schedules letters; every letters list (the caller's own too) reloads. */
export function useReleaseLetters(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReleaseLettersRequest): Promise<ReleaseLettersResult> =>
      (
        await apiClient.POST('/api/review-cycles/{cycleId}/letters/release', {
          params: { path: { cycleId } },
          body,
        })
      ).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKeys.all }),
  });
}

/** Writes the manager's note (If-Match: the version the letter was read at). */
export function useUpdateLetterNote(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      letterId,
      managerNote,
      version,
    }: {
      letterId: string;
      managerNote: string;
      version: string;
    }): Promise<Letter> =>
      (
        await apiClient.PUT('/api/review-cycles/{cycleId}/letters/{letterId}', {
          params: { path: { cycleId, letterId }, header: ifMatch(version) },
          body: { managerNote },
        })
      ).data!.data,
    onSuccess: (letter) => {
      queryClient.setQueryData(letterQueryOptions(letter.id).queryKey, letter);
      return queryClient.invalidateQueries({ queryKey: letterKeys.cycle(cycleId) });
    },
  });
}
