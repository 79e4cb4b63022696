import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import { NO_EDIT_PERMISSION_MESSAGE, OWN_MANAGER_REVIEW_MESSAGE } from '@/lib/permissions';

export interface StageNoticeProps {
  locked: boolean;
  canEdit: boolean;
  /** The viewer's own manager review: neither its ratings nor their compensation are theirs to write. */
  ownPay?: boolean;
}

/**
 * Why the form is read-only: the manager review is the viewer's own, no edit permission (spec 02
 * §6 text), or the stage is locked.
 */
export function StageNotice({ locked, canEdit, ownPay }: StageNoticeProps) {
  if (ownPay) return <Alert severity="info">{OWN_MANAGER_REVIEW_MESSAGE}</Alert>;
  if (!canEdit) return <Alert severity="info">{NO_EDIT_PERMISSION_MESSAGE}</Alert>;
  if (locked) {
    return (
      <Alert severity="warning" icon={<LockIcon fontSize="inherit" />}>
        This stage is locked for editing. An administrator can unlock it.
      </Alert>
    );
  }
  return null;
}
