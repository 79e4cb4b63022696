import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { recentApprovalActions } from '@/lib/approval-actions';
import { formatCount, formatPercent } from '@/lib/money';
import { REJECTION_REASONS } from '@/lib/recommendations';
import type { ParticipantRow } from '@/api/resources/participants';
import type { ReviewCycle } from '@/api/resources/review-cycles';
import { CYCLE_MESSAGES } from '@/lib/cycle-messages';
import { formatInstant } from '@/lib/day-format';
import { ProcessPanel } from './ProcessPanel';

export interface CycleProcessPanelsProps {
  cycle: ReviewCycle;
  /**
   * The participants decided on last (listCycleParticipants sort=lastDecisionAt, order=desc), at
   * least {@link RECENT_ACTIONS} of them: the latest actions are theirs. null while loading.
   */
  recentlyDecided: ParticipantRow[] | null;
  /** Recommendations awaiting a decision (the list's total with awaitingApproval); null while loading. */
  pendingCount: number | null;
}

export const RECENT_ACTIONS = 5;

/** "16 awaiting a decision": the cycle's pending approvals (src/lib/pending-approvals). */
export function pendingApprovalsText(count: number): string {
  return `${formatCount(count)} awaiting a decision`;
}

/**
 * Spec 02 §2 Review Process and Approval Process panels. Step and approver percents and the statuses
 * come from the cycle's progress, computed by the spec 02 §4 rules (src/lib/progress); the pending
 * approvals (counted by the server with src/lib/pending-approvals) and the recent actions from the
 * participants' approval steps, the records the approver counts are made of
 * (src/lib/approval-actions).
 */
export function CycleProcessPanels({
  cycle,
  recentlyDecided,
  pendingCount: pending,
}: CycleProcessPanelsProps) {
  const progress = cycle.progress;
  const reviewSteps = progress?.reviewSteps ?? [];
  const approvers = progress?.approvers ?? [];
  const recent = useMemo(
    () => recentlyDecided && recentApprovalActions(recentlyDecided, RECENT_ACTIONS),
    [recentlyDecided],
  );
  const reasonLabel = (value: string | null) =>
    REJECTION_REASONS.find((r) => r.value === value)?.label;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ProcessPanel
          title="Review Process"
          status={progress?.reviewStatus ?? 'not_started'}
          emptyText={reviewSteps.length === 0 ? CYCLE_MESSAGES.noWorkflowSteps : null}
          lines={reviewSteps.map((step) => ({
            key: step.stepId,
            label: step.name,
            detail: `${formatCount(step.completedCount)} of ${formatCount(step.totalCount)} · ${formatPercent(step.percent, 1)}`,
            percent: step.percent,
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ProcessPanel
          title="Approval Process"
          status={progress?.approvalStatus ?? 'not_started'}
          emptyText={cycle.approvalWorkflowInstance ? null : CYCLE_MESSAGES.noApprovalWorkflow}
          lines={approvers.map((a) => ({
            key: a.approverId,
            label: a.approverName,
            detail: `${formatCount(a.approvedCount)} of ${formatCount(a.assignedCount)} approved · ${formatPercent(a.percent, 1)}`,
            percent: a.percent,
          }))}
        >
          {cycle.approvalWorkflowInstance ? (
            <>
              <Typography variant="body2" sx={{ mt: 2 }}>
                {pending === null ? <Skeleton width={160} /> : pendingApprovalsText(pending)}
              </Typography>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>
                Recent approval actions
              </Typography>
              {recent === null ? (
                // About as tall as the list it stands for, so the table below does not move.
                <Skeleton variant="rounded" height={RECENT_ACTIONS * 60} />
              ) : recent.length === 0 ? (
                <Typography color="text.secondary">{CYCLE_MESSAGES.noApprovalActions}</Typography>
              ) : (
                <List dense disablePadding aria-label="Recent approval actions">
                  {recent.map((action) => (
                    <ListItem key={action.key} disableGutters>
                      <ListItemText
                        primary={`${action.actorName} ${action.action === 'approve' ? 'approved' : 'rejected'} ${action.employeeName}`}
                        secondary={[formatInstant(action.at), reasonLabel(action.reason)]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </>
          ) : null}
        </ProcessPanel>
      </Grid>
    </Grid>
  );
}
