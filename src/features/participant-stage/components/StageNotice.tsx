import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import { NO_EDIT_PERMISSION_MESSAGE } from '@/lib/permissions';

export interface StageNoticeProps {
  locked: boolean;
  canEdit: boolean;
}

/** Why the form is read-only: no edit permission (spec 02 §6 text), or the stage is locked. */
export function StageNotice({ locked, canEdit }: StageNoticeProps) {
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
