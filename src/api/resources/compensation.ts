import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { ifMatch } from '../if-match';
import { useInvalidate } from '../record-mutations';
import { unwrapList } from '../unwrap';
import type {
  CompensationCategory,
  CompensationType,
  CompensationCategoryInput as CompensationItemInput,
} from '../schema-types.gen';

export type {
  CompensationCategory,
  CompensationType,
  CompensationCategoryInput as CompensationItemInput,
} from '../schema-types.gen';

/** Every compensation query starts with `all`, so a change refreshes them all. */
export const compensationKeys = {
  all: ['compensation'] as const,
  categories: () => [...compensationKeys.all, 'categories', { includeTypes: true }] as const,
  types: () => [...compensationKeys.all, 'types'] as const,
};

/** The categories with their types (the settings tree). */
export function compensationCategoriesQueryOptions() {
  return queryOptions({
    queryKey: compensationKeys.categories(),
    queryFn: async () => {
      const { data } = await apiClient.GET('/api/compensation/categories', {
        params: { query: { includeTypes: true } },
      });
      return unwrapList<CompensationCategory>(data);
    },
  });
}

export function useCompensationCategories() {
  return useQuery(compensationCategoriesQueryOptions());
}

/** Spec 02 §7: GET /api/compensation/types: {data: types}. */
export function compensationTypesQueryOptions() {
  return queryOptions({
    queryKey: compensationKeys.types(),
    queryFn: async (): Promise<CompensationType[]> =>
      unwrapList((await apiClient.GET('/api/compensation/types')).data),
  });
}

/** What to save: a category (new or existing) or a type (new in a category, or existing). */
export type CompensationItemTarget =
  | { kind: 'category'; id?: string }
  | { kind: 'type'; id: string }
  | { kind: 'type'; categoryId: string };

export function useSaveCompensationItem() {
  const invalidate = useInvalidate([compensationKeys.all]);
  return useMutation({
    mutationFn: async ({
      target,
      input,
      version,
    }: {
      target: CompensationItemTarget;
      input: CompensationItemInput;
      /** The item as the form loaded it (If-Match of an edit). */
      version?: string;
    }) => {
      if (target.kind === 'category') {
        if (target.id) {
          await apiClient.PUT('/api/compensation/categories/{id}', {
            params: { path: { id: target.id }, header: ifMatch(version) },
            body: input,
          });
        } else {
          await apiClient.POST('/api/compensation/categories', { body: input });
        }
      } else if ('categoryId' in target) {
        await apiClient.POST('/api/compensation/categories/{id}/types', {
          params: { path: { id: target.categoryId } },
          body: input,
        });
      } else {
        await apiClient.PUT('/api/compensation/types/{id}', {
          params: { path: { id: target.id }, header: ifMatch(version) },
          body: input,
        });
      }
    },
    onSuccess: invalidate,
  });
}

export function useDeleteCompensationItem() {
  const invalidate = useInvalidate([compensationKeys.all]);
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: 'category' | 'type'; id: string }) => {
      if (kind === 'category') {
        await apiClient.DELETE('/api/compensation/categories/{id}', { params: { path: { id } } });
      } else {
        await apiClient.DELETE('/api/compensation/types/{id}', { params: { path: { id } } });
      }
    },
    onSuccess: invalidate,
  });
}
