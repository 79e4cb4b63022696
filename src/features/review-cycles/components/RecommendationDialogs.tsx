import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { getErrorMessage } from '@/api/error-message';
import { describePromotion } from '@/lib/promotions';
import type { ParticipantRow } from '@/api/resources/participants';
import type { RecommendationEditInput, RejectionInput } from '@/api/resources/recommendations';
import type { ApprovalCheck } from '../approval-confirmation';
import { ApproveConfirmDialog } from './ApproveConfirmDialog';
import { useEditRecommendation } from '../use-edit-recommendation';
import { ApprovalHistoryDialog } from './ApprovalHistoryDialog';
import { EditRecommendationDialog } from './EditRecommendationDialog';
import type { RecommendationCommand } from './RecommendationActions';
import { RejectDialog } from '@/components/RejectDialog';

export interface RecommendationDialogsProps {
  dialog: { command: RecommendationCommand; row: ParticipantRow } | null;
  busy: boolean;
  onClose: () => void;
  /** What the approver confirms (the open approve dialog's row). */
  approvalCheck: ApprovalCheck | null;
  onApprove: (row: ParticipantRow) => void;
  onReject: (row: ParticipantRow, input: RejectionInput) => void;
  cycleId: string;
}

const EDIT_FAILED = 'Failed to update recommendation';

/** The one open dialog of the participants table (approve confirmation, reject, edit or history), for the row it was opened on. */
export function RecommendationDialogs({
  dialog,
  busy,
  onClose,
  approvalCheck,
  onApprove,
  onReject,
  cycleId,
}: RecommendationDialogsProps) {
  const row = dialog?.row;
  const recommendation = row?.recommendation ?? null;
  const edit = useEditRecommendation(cycleId, dialog?.command === 'edit' ? row! : null);
  const [editError, setEditError] = useState<string | null>(null);
  const handleEdit = async (input: RecommendationEditInput) => {
    setEditError(null);
    try {
      if (await edit.save(input)) onClose();
    } catch (error) {
      setEditError(getErrorMessage(error, EDIT_FAILED));
    }
  };
  return (
    <>
      <ApproveConfirmDialog
        open={dialog?.command === 'approve'}
        employeeName={row?.employeeName ?? ''}
        check={approvalCheck}
        busy={busy}
        onCancel={onClose}
        onApprove={() => row && onApprove(row)}
      />
      <RejectDialog
        open={dialog?.command === 'reject'}
        employeeName={row?.employeeName ?? ''}
        busy={busy}
        onCancel={onClose}
        onReject={(input) => row && onReject(row, input)}
      />
      {dialog?.command === 'edit' &&
      row &&
      recommendation?.currentSalary !== undefined &&
      recommendation.proposedIncrease !== undefined ? (
        <EditRecommendationDialog
          key={row.id}
          open
          employeeName={row.employeeName}
          currentSalary={recommendation.currentSalary}
          currentIncrease={recommendation.proposedIncrease}
          currency={recommendation.currency}
          decisionsGiven={recommendation.approvalSteps.filter((s) => s.decision !== null).length}
          promotion={describePromotion(recommendation.currentLevel, recommendation.newLevel)}
          bandAfter={recommendation.bandAfter}
          busy={busy || edit.isPending}
          theirs={edit.theirs}
          onCancel={() => {
            setEditError(null);
            onClose();
          }}
          onSave={(input) => void handleEdit(input)}
        >
          {editError ? <Alert severity="error">{editError}</Alert> : null}
        </EditRecommendationDialog>
      ) : null}
      <ApprovalHistoryDialog
        open={dialog?.command === 'history'}
        employeeName={row?.employeeName ?? ''}
        recommendation={recommendation}
        onClose={onClose}
      />
    </>
  );
}
