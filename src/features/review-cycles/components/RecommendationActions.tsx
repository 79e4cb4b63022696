import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { Badge } from '@/components/Badge';
import { flexStyle } from '@/components/flex-style';
import { HoverTooltip } from '@/components/HoverTooltip';
import { RowButton, RowIconButton } from '@/components/row-controls';
import { changesAboutSelf } from '@/lib/approval-rules';
import {
  ownDecision,
  RECOMMENDATION_STATE_LABELS,
  recommendationRowState,
} from '@/lib/recommendations';
import type { ParticipantRow } from '@/api/resources/participants';
import { decisionHint, rowApproval } from '../row-approval';

export type RecommendationCommand = 'approve' | 'reject' | 'edit' | 'undo' | 'history';

const DECISIONS = [
  { command: 'approve', label: 'Approve', variant: 'contained', color: 'success' },
  { command: 'reject', label: 'Reject', variant: 'outlined', color: 'error' },
] as const;

const columnStyle = flexStyle('column', { align: 'flex-end' });
const buttonsStyle = {
  ...flexStyle('row', { gap: 8, align: 'center', justify: 'flex-end', wrap: true }),
  whiteSpace: 'nowrap',
} as const;

export interface RecommendationActionsProps {
  row: ParticipantRow;
  currentEmployeeId: string | null | undefined;
  /** Admin: may decide, edit and undo (spec 02 §6). */
  isAdmin: boolean;
  busy?: boolean;
  onCommand: (command: RecommendationCommand, row: ParticipantRow) => void;
}

/**
 * The Actions cell: Approve/Reject, Undo, Edit, or the outcome, per spec 02 §4 Recommendation
 * actions and the approval rule: only the one who may decide the next step sees
 * Approve/Reject; others read who can, or why not.
 */
export function RecommendationActions({
  row,
  currentEmployeeId,
  isAdmin,
  busy,
  onCommand,
}: RecommendationActionsProps) {
  const steps = row.recommendation?.approvalSteps ?? [];
  const approval = rowApproval(row, { currentEmployeeId, isAdmin });
  const outcome = row.recommendation
    ? recommendationRowState({
        participantStatus: row.status,
        approvalSteps: steps,
        currentUserEmployeeId: currentEmployeeId,
        canDecide: false,
      })
    : 'waiting';
  const canDecide = approval?.decide.ok === true;
  const canUndo = approval?.undo.ok === true;
  const state = canDecide ? 'can_decide' : canUndo ? 'can_undo' : outcome;
  const name = row.employeeName;
  const act = (command: RecommendationCommand) => () => onCommand(command, row);
  const mine = ownDecision(steps, currentEmployeeId) ?? outcome === 'approved';
  const hint = approval ? decisionHint(approval) : null;

  const notice = approval?.notice && !canDecide ? approval.notice : null;
  // Nobody changes a recommendation about themselves, admins included.
  const aboutSelf = changesAboutSelf(row.employeeId, { employeeId: currentEmployeeId });
  const undoButton = (
    <RowButton variant="outlined" disabled={busy} onClick={act('undo')} aria-label={`Undo ${name}`}>
      Undo
    </RowButton>
  );
  return (
    <div style={columnStyle}>
      <div style={buttonsStyle}>
        {state === 'can_decide'
          ? DECISIONS.map(({ command, label, variant, color }) => (
              <RowButton
                key={command}
                variant={variant}
                color={color}
                disabled={busy}
                onClick={act(command)}
                aria-label={`${label} ${name}`}
                title={hint ?? undefined}
              >
                {label}
              </RowButton>
            ))
          : null}
        {canUndo && canDecide ? undoButton : null}
        {state === 'can_undo' ? (
          <>
            <Badge
              label={
                mine ? RECOMMENDATION_STATE_LABELS.approved : RECOMMENDATION_STATE_LABELS.rejected
              }
              tone={mine ? 'emerald' : 'red'}
            />
            {undoButton}
          </>
        ) : null}
        {state === 'approved' ? (
          <Badge label={RECOMMENDATION_STATE_LABELS.approved} tone="emerald" />
        ) : null}
        {state === 'rejected' ? (
          <Badge label={RECOMMENDATION_STATE_LABELS.rejected} tone="red" />
        ) : null}
        {state === 'waiting' ? <Badge label={RECOMMENDATION_STATE_LABELS.waiting} /> : null}
        {isAdmin && row.recommendation && state !== 'waiting' && !aboutSelf ? (
          <RowButton
            variant="text"
            disabled={busy}
            onClick={act('edit')}
            aria-label={`Edit recommendation of ${name}`}
          >
            Edit
          </RowButton>
        ) : null}
        {row.recommendation ? (
          <HoverTooltip title="Approval history">
            <RowIconButton onClick={act('history')} aria-label={`Approval history of ${name}`}>
              <HistoryIcon fontSize="small" />
            </RowIconButton>
          </HoverTooltip>
        ) : null}
      </div>
      {notice ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ minWidth: 120, maxWidth: 240, lineHeight: 1.25, textAlign: 'right' }}
        >
          {notice}
        </Typography>
      ) : null}
    </div>
  );
}
