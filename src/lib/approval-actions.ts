/**
 * The approval actions of a cycle, read from the same records as its approval counts:
 * a decided approval step (decision and decidedAt) is an action taken. The history names who acted
 * (an admin on behalf of the approver, say); a decision whose history was not kept (imported or
 * seeded data) is still an action, told by its approver's name. So a panel that counts approvals
 * never says that none were taken.
 */

type Id = string | number;

export interface DecidedStepLike {
  approverId?: Id | null;
  approver?: { firstName: string; lastName: string } | null;
  decision?: boolean | null;
  reason?: string | null;
  decidedAt?: string | null;
}

export interface DecisionEventLike {
  id?: Id;
  action: string;
  actorName?: string | null;
  reason?: string | null;
  at: string;
}

export interface RecommendationActionsLike {
  approvalSteps?: readonly DecidedStepLike[] | null;
  history?: readonly DecisionEventLike[] | null;
}

export interface ApprovalAction {
  key: string;
  action: 'approve' | 'reject';
  /** Who acted: the history's actor, else the step's approver. */
  actorName: string;
  /** Whom the recommendation is about. */
  employeeName: string;
  reason: string | null;
  at: string;
}

const nameOf = (step: DecidedStepLike) =>
  step.approver
    ? `${step.approver.firstName} ${step.approver.lastName}`
    : String(step.approverId ?? '');

/** The decided steps of one recommendation as actions, the history's actor where it recorded one. */
export function approvalActionsOf(
  recommendation: RecommendationActionsLike | null | undefined,
  employeeName: string,
  keyPrefix = '',
): ApprovalAction[] {
  const history = recommendation?.history ?? [];
  return (recommendation?.approvalSteps ?? []).flatMap((step, i) => {
    if (typeof step.decision !== 'boolean' || !step.decidedAt) return [];
    const action = step.decision ? 'approve' : 'reject';
    const event = history.find((e) => e.action === action && e.at === step.decidedAt);
    return [
      {
        key: `${keyPrefix}${i}`,
        action,
        actorName: event?.actorName || nameOf(step),
        employeeName,
        reason: step.reason ?? null,
        at: step.decidedAt,
      },
    ];
  });
}

/** The latest approval actions across participants, newest first, at most `limit`. */
export function recentApprovalActions(
  participants: readonly {
    id: Id;
    employeeName: string;
    recommendation?: RecommendationActionsLike | null;
  }[],
  limit: number,
): ApprovalAction[] {
  return participants
    .flatMap((p) => approvalActionsOf(p.recommendation, p.employeeName, `${p.id}:`))
    .sort((a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key))
    .slice(0, limit);
}
