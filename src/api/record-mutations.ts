import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch } from './if-match';

/** Reloads every query under `keys`; the mutation resolves once they are stale. */
export function useInvalidate(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface SaveVariables<B> {
  /** The record to replace; none creates one. */
  id?: string;
  body: B;
  /** The record as the form loaded it (If-Match). */
  version?: string;
}

/** Creates (no id) or replaces (with id, If-Match) one record, then reloads `invalidates`. */
export function useSaveMutation<B, R>(options: {
  create: (body: B) => Promise<R>;
  update: (id: string, body: B, header: ReturnType<typeof ifMatch>) => Promise<R>;
  invalidates: readonly QueryKey[];
}) {
  const invalidate = useInvalidate(options.invalidates);
  return useMutation({
    mutationFn: ({ id, body, version }: SaveVariables<B>) =>
      id ? options.update(id, body, ifMatch(version)) : options.create(body),
    onSuccess: invalidate,
  });
}

/** Deletes one record by id, then reloads `invalidates`. */
export function useDeleteMutation(
  remove: (id: string) => Promise<unknown>,
  invalidates: readonly QueryKey[],
) {
  const invalidate = useInvalidate(invalidates);
  return useMutation({
    mutationFn: async (id: string) => {
      await remove(id);
    },
    onSuccess: invalidate,
  });
}
