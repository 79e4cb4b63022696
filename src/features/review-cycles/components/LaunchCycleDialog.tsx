import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  CycleLaunchReadiness,
  CycleLaunchResult,
  LaunchCheck,
} from '@/api/resources/review-cycles';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { launchBlockers, launchWarnings } from '@/lib/launch-readiness';
import { LAUNCH_TEXT } from '../launch-text';
import { LaunchChecklist } from './LaunchChecklist';

export interface LaunchError {
  message: string;
  /** What the server said is missing, one line each. */
  details: string[];
}

export interface LaunchCycleDialogProps {
  open: boolean;
  cycleName: string;
  readiness?: CycleLaunchReadiness;
  isLoading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  launching?: boolean;
  launchError?: LaunchError | null;
  /** Set once launched: the dialog then says who was told. */
  result?: CycleLaunchResult | null;
  /** Where the messages that went out can be read. */
  outboxHref?: string;
  fixOf?: (check: LaunchCheck) => ReactNode;
  onLaunch: () => void;
  onClose: () => void;
}

function Launched({ result, outboxHref }: { result: CycleLaunchResult; outboxHref?: string }) {
  const unreachable = result.unreachable.map((p) => `${p.firstName} ${p.lastName}`);
  return (
    <Stack spacing={2}>
      <Alert severity="success">{LAUNCH_TEXT.launched(result)}</Alert>
      {unreachable.length > 0 ? (
        <Alert severity="warning">{LAUNCH_TEXT.unreachable(unreachable)}</Alert>
      ) : null}
      {outboxHref ? (
        <Link component={RouterLink} to={outboxHref}>
          {LAUNCH_TEXT.viewOutbox}
        </Link>
      ) : null}
    </Stack>
  );
}

/** The launch of a Draft cycle: its checklist (ready, missing, where to fix), then who was told. */
export function LaunchCycleDialog(props: LaunchCycleDialogProps) {
  const { open, cycleName, readiness, result, launching, launchError, onLaunch, onClose } = props;
  const checks = readiness?.checks ?? [];
  const blocked = launchBlockers(checks).length > 0;
  const warned = launchWarnings(checks).length > 0;
  let body: ReactNode;
  if (result) body = <Launched result={result} outboxHref={props.outboxHref} />;
  else if (props.isLoading) body = <LoadingState minHeight={120} />;
  else if (props.loadError || !readiness)
    body = (
      <ErrorBanner message={props.loadError ?? LAUNCH_TEXT.loadFailed} onRetry={props.onRetry} />
    );
  else
    body = (
      <Stack spacing={1}>
        <Typography>{LAUNCH_TEXT.intro}</Typography>
        <LaunchChecklist checks={checks} fixOf={props.fixOf} />
        {blocked ? (
          <Typography color="error">{LAUNCH_TEXT.blocked}</Typography>
        ) : warned ? (
          <Typography color="text.secondary">{LAUNCH_TEXT.withWarnings}</Typography>
        ) : null}
        {launchError ? (
          <Alert severity="error">
            {launchError.message}
            {launchError.details.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        ) : null}
      </Stack>
    );
  return (
    <Dialog open={open} onClose={launching ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{LAUNCH_TEXT.title(cycleName)}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            {LAUNCH_TEXT.done}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={launching}>
              Cancel
            </Button>
            <Button
              variant="contained"
              onClick={onLaunch}
              disabled={!readiness?.launchable || launching}
            >
              {launching ? LAUNCH_TEXT.launching : LAUNCH_TEXT.button}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
