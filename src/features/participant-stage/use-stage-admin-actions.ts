import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '@/components/useConfirm';
import {
  participantKeys,
  type StageKey,
  type StageLockAction,
  useStageLockAction,
} from '@/api/resources/participants';
import type { StageFeedbackMessage } from './components/StageFeedback';
import { stageActionMessage } from './stage-messages';

/** Unlock, Re-lock and Revert (confirmed first) with their alerts; a revert reloads the form empty. */
export function useStageAdminActions(
  key: StageKey,
  onFeedback: (feedback: StageFeedbackMessage) => void,
) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const mutation = useStageLockAction(key);
  // Each revert starts the form afresh from the emptied stage (its typed values are gone).
  const [reverts, setReverts] = useState(0);

  const run = async (action: StageLockAction) => {
    if (action === 'revert') {
      const confirmed = await confirm({
        title: 'Revert stage?',
        message:
          'Everything submitted for this stage is deleted and the stage is reopened. This cannot be undone.',
        confirmLabel: 'Revert',
        destructive: true,
      });
      if (!confirmed) return;
    }
    try {
      await mutation.mutateAsync(action);
      // Reset, not invalidate: the form unmounts while the emptied stage loads, then starts afresh.
      if (action === 'revert') {
        await queryClient.resetQueries({ queryKey: participantKeys.stage(key) });
        setReverts((n) => n + 1);
      }
      onFeedback(stageActionMessage(action));
    } catch (error) {
      onFeedback(stageActionMessage(action, error));
    }
  };

  return { run, busy: mutation.isPending, reverts };
}
