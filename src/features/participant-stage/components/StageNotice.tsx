import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import { APPROVAL_RULE_MESSAGES } from '@/lib/approval-rules';
import { NO_EDIT_PERMISSION_MESSAGE } from '@/lib/permissions';

export interface StageNoticeProps {
  locked: boolean;
  canEdit: boolean;
  /** The viewer's own manager review: their compensation is not theirs to propose. */
  ownPay?: boolean;
}

/**
 * Why the form is read-only: no edit permission (spec 02 §6 text), the stage is locked, or (its
 * compensation only) the review is the viewer's own.
 */
export function StageNotice({ locked, canEdit, ownPay }: StageNoticeProps) {
  if (!canEdit) return <Alert severity="info">{NO_EDIT_PERMISSION_MESSAGE}</Alert>;
  if (locked) {
    return (
      <Alert severity="warning" icon={<LockIcon fontSize="inherit" />}>
        This stage is locked for editing. An administrator can unlock it.
      </Alert>
    );
  }
  if (ownPay) return <Alert severity="info">{APPROVAL_RULE_MESSAGES.changeAboutSelf}</Alert>;
  return null;
}
