import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/api/error-message';
import { staleDecisionText } from '@/api/if-match';
import type { Participant } from '@/api/resources/participants';
import {
  type RecommendationAction,
  type RejectionInput,
  useRecommendationAction,
} from '@/api/resources/recommendations';
import { useCycleBudget, useCycleGuideline } from '@/api/resources/review-cycles';
import { OnBehalfDialog } from '@/components/OnBehalfDialog';
import { RejectDialog } from '@/components/RejectDialog';
import { StatusBadge } from '@/components/StatusBadge';
import type { ApprovalCaller } from '@/lib/approval-rules';
import { formatInstant } from '@/lib/day-format';
import { approvalFacts } from '../approval-review';

export interface ApprovalReviewProps {
  cycleId: string;
  participant: Participant;
  /** Who reads it: an approver, or an admin who may decide the next step for its approver. */
  viewer: ApprovalCaller;
}

export const APPROVAL_REVIEW_TEXT = {
  title: 'Recommendation for Your Approval',
  approved: 'Approved. The next approver has been asked.',
  rejected: 'Rejected. The manager has it back to revise.',
  failed: 'The decision could not be saved. Try again.',
} as const;

const EVENT_LABELS: Record<string, string> = {
  submit: 'Submitted',
  approve: 'Approved',
  reject: 'Rejected',
  undo: 'Undone',
  edit: 'Edited',
  approvals_restarted: 'Approvals restarted',
};

const stepState = (decision: boolean | null) =>
  decision === true ? 'Approved' : decision === false ? 'Rejected' : 'Awaiting decision';

type Decision = 'approve' | 'reject';

const OVERRIDE_ACTIONS: Record<Decision, string> = {
  approve: 'approve it',
  reject: 'reject it',
};

/**
 * An approver's page of one recommendation: the figures it is judged on (amounts, guideline cell,
 * compa-ratio before and after, the pool left), why the manager proposes it, the chain and its
 * history; Approve and Reject of the approver's own step, with the version they read. An admin
 * deciding another approver's step gives the override's justification first.
 */
export function ApprovalReview({ cycleId, participant, viewer }: ApprovalReviewProps) {
  const guideline = useCycleGuideline(cycleId);
  const budget = useCycleBudget(cycleId);
  const action = useRecommendationAction();
  const [comments, setComments] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [overrideAsk, setOverrideAsk] = useState<Decision | null>(null);
  const [onBehalfJustification, setOnBehalfJustification] = useState<string>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const facts = approvalFacts(participant, viewer, guideline.data, budget.data);
  if (!facts) return <Alert severity="info">There is no submitted recommendation to decide.</Alert>;
  const { recommendation: rec, lines, chain, onBehalfOf } = facts;
  const name = `${participant.employee.firstName} ${participant.employee.lastName}`;
  const target = { cycleId, participantId: participant.id, recId: rec.id };
  const decide = (
    kind: Decision,
    input?: RejectionInput,
    justification = onBehalfJustification,
  ) => {
    setOutcome(null);
    const override = onBehalfOf && justification ? { onBehalfJustification: justification } : {};
    const sent: RecommendationAction =
      kind === 'approve' || !input
        ? {
            kind: 'approve',
            comments: comments.trim() || undefined,
            version: rec.version,
            ...override,
          }
        : { kind: 'reject', input, version: rec.version, ...override };
    action.mutate(
      { target, action: sent },
      {
        onSuccess: () => {
          setRejecting(false);
          setOutcome({
            ok: true,
            text:
              kind === 'approve' ? APPROVAL_REVIEW_TEXT.approved : APPROVAL_REVIEW_TEXT.rejected,
          });
        },
        onError: (error) => {
          setRejecting(false);
          setOutcome({
            ok: false,
            text: staleDecisionText(error) ?? getErrorMessage(error, APPROVAL_REVIEW_TEXT.failed),
          });
        },
      },
    );
  };
  const plan = chain.decide;
  const handleDecision = (kind: Decision) => {
    if (onBehalfOf) setOverrideAsk(kind);
    else if (kind === 'approve') decide('approve');
    else setRejecting(true);
  };
  const handleOverride = (justification: string) => {
    const kind = overrideAsk;
    setOverrideAsk(null);
    setOnBehalfJustification(justification);
    if (kind === 'approve') decide('approve', undefined, justification);
    else setRejecting(true);
  };

  return (
    <Card component="section" aria-labelledby="approval-review-title">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="approval-review-title" variant="h5" component="h2" sx={{ flex: 1 }}>
              {APPROVAL_REVIEW_TEXT.title}: {name}
            </Typography>
            <StatusBadge status={rec.status} />
          </Stack>
          {plan.ok ? (
            <Typography color="text.secondary">
              Your decision: step {plan.position} of {plan.total}
              {onBehalfOf ? `, on behalf of ${onBehalfOf}` : ''}
            </Typography>
          ) : null}
          {chain.notice ? <Alert severity="info">{chain.notice}</Alert> : null}
          {outcome ? (
            <Alert severity={outcome.ok ? 'success' : 'error'} role="alert">
              {outcome.text}
            </Alert>
          ) : null}
          <List dense aria-label="Figures" disablePadding>
            {lines.map((line) => (
              <ListItem key={line.label} disableGutters divider>
                <ListItemText primary={line.label} sx={{ flex: 1 }} />
                <Typography sx={{ fontWeight: 500, textAlign: 'right' }}>{line.value}</Typography>
              </ListItem>
            ))}
          </List>
          {rec.notes ? (
            <div>
              <Typography variant="subtitle2" component="h3">
                Justification
              </Typography>
              <Typography>{rec.notes}</Typography>
            </div>
          ) : null}
          {rec.promotionJustification ? (
            <div>
              <Typography variant="subtitle2" component="h3">
                Promotion justification
              </Typography>
              <Typography>{rec.promotionJustification}</Typography>
            </div>
          ) : null}
          <div>
            <Typography variant="subtitle2" component="h3">
              Approvers
            </Typography>
            <List dense aria-label="Approvers" disablePadding>
              {rec.approvalSteps.map((step) => (
                <ListItem key={step.id} disableGutters>
                  <ListItemText
                    primary={`${step.order}. ${step.approver ? `${step.approver.firstName} ${step.approver.lastName}` : 'Approver'}`}
                    secondary={[stepState(step.decision), step.comments]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </div>
          <div>
            <Typography variant="subtitle2" component="h3">
              History
            </Typography>
            <List dense aria-label="History" disablePadding>
              {(rec.history ?? []).map((event) => (
                <ListItem key={event.id} disableGutters>
                  <ListItemText
                    primary={`${EVENT_LABELS[event.action] ?? event.action} by ${event.actorName}`}
                    secondary={[formatInstant(event.at), event.comments]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </div>
          {plan.ok ? (
            <Stack spacing={1.5}>
              <TextField
                label="Comments (optional)"
                value={comments}
                onChange={(e) => setComments(e.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={action.isPending}
                  onClick={() => handleDecision('reject')}
                >
                  Reject
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  disabled={action.isPending}
                  onClick={() => handleDecision('approve')}
                >
                  {action.isPending ? 'Saving...' : 'Approve'}
                </Button>
              </Stack>
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
      <RejectDialog
        open={rejecting}
        employeeName={name}
        busy={action.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(input) => decide('reject', input)}
      />
      <OnBehalfDialog
        open={overrideAsk !== null}
        approverName={onBehalfOf ?? ''}
        action={OVERRIDE_ACTIONS[overrideAsk ?? 'approve']}
        busy={action.isPending}
        onCancel={() => setOverrideAsk(null)}
        onConfirm={handleOverride}
      />
    </Card>
  );
}
