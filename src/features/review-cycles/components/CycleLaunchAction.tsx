import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { getErrorMessage } from '@/api/error-message';
import { ApiError } from '@/api/errors';
import {
  useCycleLaunchReadiness,
  useLaunchReviewCycle,
  type LaunchCheck,
} from '@/api/resources/review-cycles';
import type { ReviewCycle } from '@/api/resources/review-cycles';
import { paths } from '@/config/paths';
import { isDraftStatus } from '@/lib/launch-readiness';
import { LAUNCH_TEXT } from '../launch-text';
import { LaunchCycleDialog, type LaunchError } from './LaunchCycleDialog';

export interface CycleLaunchActionProps {
  cycle: ReviewCycle;
  /** Opens the cycle's edit form, where scope, dates, budgets and workflows are set. */
  onEdit: () => void;
}

function launchErrorOf(error: unknown): LaunchError | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 409)
    return { message: error.message, details: (error.body?.details ?? []).map((d) => d.message) };
  return { message: getErrorMessage(error, LAUNCH_TEXT.launchFailed), details: [] };
}

/** The admin's Launch button of a Draft cycle and its dialog (checklist, launch, who was told). */
export function CycleLaunchAction({ cycle, onEdit }: CycleLaunchActionProps) {
  const [open, setOpen] = useState(false);
  const readiness = useCycleLaunchReadiness(cycle.id, open);
  const launch = useLaunchReviewCycle(cycle.id);
  const draft = isDraftStatus(cycle.status.name);
  // Once launched the cycle is no longer Draft: the dialog stays to say who was told.
  if (!draft && !open) return null;

  const handleClose = () => {
    setOpen(false);
    launch.reset();
  };
  const leaveTo = (then: () => void) => () => {
    handleClose();
    then();
  };
  const editButton = (
    <Button size="small" onClick={leaveTo(onEdit)}>
      {LAUNCH_TEXT.fixCycle}
    </Button>
  );
  const link = (to: string, label: string) => (
    <Button size="small" component={RouterLink} to={to}>
      {label}
    </Button>
  );
  const fixOf = (check: LaunchCheck) => {
    switch (check.key) {
      case 'reviewStages':
        return cycle.reviewWorkflowTemplateId
          ? link(
              paths.admin.settings.workflow.getHref(cycle.reviewWorkflowTemplateId),
              LAUNCH_TEXT.fixWorkflow,
            )
          : editButton;
      case 'managers':
        return link(paths.admin.employees.getHref(), LAUNCH_TEXT.fixEmployees);
      case 'guideline':
        return (
          <Button
            size="small"
            onClick={leaveTo(() =>
              document.getElementById('guideline-heading')?.scrollIntoView({ block: 'start' }),
            )}
          >
            {LAUNCH_TEXT.fixMatrix}
          </Button>
        );
      default:
        return editButton;
    }
  };

  return (
    <>
      {draft ? (
        <Button variant="contained" startIcon={<RocketLaunchIcon />} onClick={() => setOpen(true)}>
          {LAUNCH_TEXT.button}
        </Button>
      ) : null}
      <LaunchCycleDialog
        open={open}
        cycleName={cycle.name}
        readiness={readiness.data}
        isLoading={readiness.isLoading}
        loadError={
          readiness.error ? getErrorMessage(readiness.error, LAUNCH_TEXT.loadFailed) : null
        }
        onRetry={() => void readiness.refetch()}
        launching={launch.isPending}
        launchError={launchErrorOf(launch.error)}
        result={launch.data ?? null}
        outboxHref={paths.admin.outbox.getHref(cycle.id)}
        fixOf={fixOf}
        onLaunch={() => launch.mutate(undefined, { onError: () => void readiness.refetch() })}
        onClose={handleClose}
      />
    </>
  );
}
