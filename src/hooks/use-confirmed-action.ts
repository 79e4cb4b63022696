import { useCallback, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import type { ConfirmOptions } from '@/components/confirm-context';
import { useConfirm } from '@/components/useConfirm';

/**
 * Runs an action on a list's row once the user confirms it. A failure becomes `error` (the
 * server's message, else `fallback`), shown until the next confirmed action.
 */
export function useConfirmedAction() {
  const confirm = useConfirm();
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (question: ConfirmOptions, action: () => Promise<unknown>, fallback: string) => {
      if (!(await confirm(question))) return;
      setError(null);
      try {
        await action();
      } catch (err) {
        setError(getErrorMessage(err, fallback));
      }
    },
    [confirm],
  );

  return { error, run };
}
