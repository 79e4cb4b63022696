import { useCallback } from 'react';
import { useConfirm } from '@/components/useConfirm';
import { CYCLE_MESSAGES } from '@/lib/cycle-messages';
import { useDeleteReviewCycle } from '@/api/resources/review-cycles';

/** Deletes a cycle once the admin confirms; `remove` holds the delete's state and error. */
export function useConfirmedCycleDelete() {
  const confirm = useConfirm();
  const remove = useDeleteReviewCycle();
  const { mutate } = remove;
  const confirmAndDelete = useCallback(
    async (cycleId: string, onDeleted?: () => void) => {
      const confirmed = await confirm({
        title: 'Delete Review Cycle',
        message: CYCLE_MESSAGES.deleteConfirm,
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (!confirmed) return;
      mutate(cycleId, { onSuccess: onDeleted });
    },
    [confirm, mutate],
  );
  return { remove, confirmAndDelete };
}
