import { useCallback } from 'react';
import type { ConfirmOptions } from '@/components/confirm-context';
import { useConfirm } from '@/components/useConfirm';

/**
 * `(row) => void`: clears the mutation's last error, asks `question(row)` and, once confirmed,
 * mutates with `variablesOf(row)` (the mutation's error then shows a failure). Stable while its
 * arguments are (pass functions defined outside the component).
 */
export function useConfirmedMutate<T, V>(
  { mutate, reset }: { mutate: (variables: V) => void; reset: () => void },
  question: (row: T) => ConfirmOptions,
  variablesOf: (row: T) => V,
) {
  const confirm = useConfirm();
  return useCallback(
    (row: T) =>
      void (async () => {
        reset();
        if (await confirm(question(row))) mutate(variablesOf(row));
      })(),
    [confirm, mutate, reset, question, variablesOf],
  );
}
