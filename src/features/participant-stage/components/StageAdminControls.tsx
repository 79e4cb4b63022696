import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RestoreIcon from '@mui/icons-material/Restore';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isReopened } from '@/lib/locking';
import type { StageLockAction } from '@/api/resources/participants';

const RELOCK = { action: 'relock', label: 'Re-lock', icon: <LockIcon /> } as const;
const UNLOCK = { action: 'unlock', label: 'Unlock', icon: <LockOpenIcon /> } as const;

export interface StageAdminControlsProps {
  unlockStatus: string | undefined;
  busy: boolean;
  onPrevious?: () => void;
  onNext?: () => void;
  onAction: (action: StageLockAction) => void;
}

/** Spec 02 §2 admin controls: previous and next stage, Revert, Unlock and Re-lock. */
export function StageAdminControls({
  unlockStatus,
  busy,
  onPrevious,
  onNext,
  onAction,
}: StageAdminControlsProps) {
  const lock = isReopened(unlockStatus) ? RELOCK : UNLOCK;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="toolbar"
      aria-label="Stage controls"
    >
      <Button
        size="small"
        variant="text"
        startIcon={<ChevronLeftIcon />}
        disabled={!onPrevious}
        onClick={onPrevious}
      >
        Previous Stage
      </Button>
      <Button
        size="small"
        variant="text"
        endIcon={<ChevronRightIcon />}
        disabled={!onNext}
        onClick={onNext}
      >
        Next Stage
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<RestoreIcon />}
        disabled={busy}
        onClick={() => onAction('revert')}
      >
        Revert
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={lock.icon}
        disabled={busy}
        onClick={() => onAction(lock.action)}
      >
        {lock.label}
      </Button>
    </Stack>
  );
}
