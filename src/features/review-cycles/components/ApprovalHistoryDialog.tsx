import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { AuditSection } from '@/components/audit/AuditSection';
import { StatusBadge } from '@/components/StatusBadge';
import { useSession } from '@/hooks/useSession';
import { nextStep, orderedSteps } from '@/lib/approval-rules';
import { formatMoney } from '@/lib/money';
import { describeBandAfter, describePromotion } from '@/lib/promotions';
import { REJECTION_REASONS } from '@/lib/recommendations';
import type { Recommendation } from '@/api/resources/recommendations';
import { formatInstant } from '@/lib/day-format';

export interface ApprovalHistoryDialogProps {
  open: boolean;
  employeeName: string;
  recommendation: Recommendation | null;
  onClose: () => void;
}

const ACTION_LABELS: Record<NonNullable<Recommendation['history']>[number]['action'], string> = {
  submit: 'Submitted',
  approve: 'Approved',
  reject: 'Rejected',
  undo: 'Undid a decision',
  edit: 'Edited',
  approvals_restarted: 'Approvals restarted',
};
const AMOUNT_ACTIONS = new Set(['edit', 'approvals_restarted']);
const reasonLabel = (reason: string | null) =>
  REJECTION_REASONS.find((r) => r.value === reason)?.label;
type HistoryEvent = NonNullable<Recommendation['history']>[number];
/** 'New level L4 Lead → L5 Principal' when an edit or restart changed the promotion. */
function levelChange({ before, after }: HistoryEvent): string | null {
  if (!before || !after || !('newLevel' in before || 'newLevel' in after)) return null;
  const from = before.newLevel?.name ?? 'none';
  const to = after.newLevel?.name ?? 'none';
  return from === to ? null : `New level ${from} → ${to}`;
}
const decisionLabel = (decision: boolean | null) =>
  decision === null ? 'pending_approval' : decision ? 'approved' : 'rejected';

/** The approvers' decisions and the full history of a recommendation: who, what, when, reasons and comments. */
export function ApprovalHistoryDialog({
  open,
  employeeName,
  recommendation,
  onClose,
}: ApprovalHistoryDialogProps) {
  const { user } = useSession();
  const currency = recommendation?.currency ?? 'USD';
  const next = nextStep(recommendation?.approvalSteps ?? []);
  const promotion = describePromotion(recommendation?.currentLevel, recommendation?.newLevel);
  const compaAfter = describeBandAfter(recommendation?.bandAfter);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Approval History: {employeeName}</DialogTitle>
      <DialogContent dividers>
        {promotion || compaAfter ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {[promotion, compaAfter ? `Compa-ratio after: ${compaAfter}` : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ) : null}
        <Typography variant="subtitle2">Approvers</Typography>
        <List dense aria-label="Approvers">
          {orderedSteps(recommendation?.approvalSteps ?? []).map((step, i, all) => (
            <ListItem
              key={step.id}
              secondaryAction={<StatusBadge status={decisionLabel(step.decision)} />}
            >
              <ListItemText
                primary={`Step ${i + 1} of ${all.length}: ${
                  step.approver
                    ? `${step.approver.firstName} ${step.approver.lastName}`
                    : step.approverId
                }`}
                secondary={
                  step.decidedAt
                    ? formatInstant(step.decidedAt)
                    : step === next?.step
                      ? 'Awaiting decision (next)'
                      : 'Awaiting decision'
                }
              />
            </ListItem>
          ))}
        </List>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2">History</Typography>
        <List dense aria-label="History">
          {(recommendation?.history ?? []).length === 0 ? (
            <ListItem>
              <ListItemText secondary="No history recorded." />
            </ListItem>
          ) : null}
          {[...(recommendation?.history ?? [])].reverse().map((event) => (
            <ListItem key={event.id} alignItems="flex-start">
              <ListItemText
                primary={`${ACTION_LABELS[event.action]} by ${event.actorName}`}
                secondary={
                  <>
                    {formatInstant(event.at)}
                    {event.reason ? (
                      <>
                        <br />
                        Reason: {reasonLabel(event.reason)}
                      </>
                    ) : null}
                    {event.comments ? (
                      <>
                        <br />
                        Comments: {event.comments}
                      </>
                    ) : null}
                    {AMOUNT_ACTIONS.has(event.action) && event.before && event.after ? (
                      <>
                        <br />
                        Increase {formatMoney(event.before.proposedIncrease, currency)} →{' '}
                        {formatMoney(event.after.proposedIncrease, currency)}
                      </>
                    ) : null}
                    {AMOUNT_ACTIONS.has(event.action) && levelChange(event) ? (
                      <>
                        <br />
                        {levelChange(event)}
                      </>
                    ) : null}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
        {open && recommendation && user?.role === 'admin' ? (
          <AuditSection
            query={{ entityType: 'recommendation', entityId: recommendation.id }}
            hideEmployee
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
