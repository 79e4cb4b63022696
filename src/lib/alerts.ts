import { isCycleActive, isCycleOverdue, type CycleLike } from './cycles';

export type AlertSeverity = 'error' | 'warning' | 'info';

/** A dismissible admin dashboard alert (spec 01 §9: "a title, message, action label, link"). */
export interface AdminAlert {
  id: string;
  title: string;
  message: string;
  actionLabel: string;
  href: string;
  severity: AlertSeverity;
}

/** Stable alert ids: the dashboard remembers dismissals by these (spec 01 §3 browser storage). */
export const ADMIN_ALERT_IDS = {
  overdueCycles: 'overdue-review-cycles',
  teamsWithoutManagers: 'teams-without-managers',
  noCycles: 'no-review-cycles',
  highPendingApprovals: 'high-pending-approvals',
} as const;

/** Spec 01 §9: "a 'High Pending Approvals' alert shows above 10". */
export const HIGH_PENDING_APPROVALS_THRESHOLD = 10;

/** Spec 01 §9: pending approvals are high "above 10" (11 and more), also colouring the metric as a warning. */
export function isHighPendingApprovals(count: number): boolean {
  return count > HIGH_PENDING_APPROVALS_THRESHOLD;
}

export interface TeamLike {
  isActive?: boolean | null;
  managers?: readonly unknown[] | null;
  manager?: unknown;
}

/** A team has no manager when neither its managers list nor its manager is set. */
export function hasNoManager(team: TeamLike): boolean {
  return !team.managers?.length && !team.manager;
}

/** The app's pages the alerts link to (the app's URLs live in src/config). */
export interface AdminAlertLinks {
  reviewCycles: string;
  teams: string;
}

export interface AdminAlertInput {
  cycles: readonly CycleLike[];
  teams: readonly TeamLike[];
  /** The real count of recommendations awaiting a decision. */
  pendingApprovals?: number;
  now: Date;
  links: AdminAlertLinks;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * Spec 01 §9 "Admin alert rules: overdue review cycles (end date passed, status not completed, raised only
 * when active cycles exist); teams without managers; no review cycles at all", plus the 'High Pending
 * Approvals' alert above 10. Inactive teams are not reported.
 */
export function adminAlerts({
  cycles,
  teams,
  pendingApprovals = 0,
  now,
  links,
}: AdminAlertInput): AdminAlert[] {
  const alerts: AdminAlert[] = [];
  const reviewCyclesHref = links.reviewCycles;

  const overdue = cycles.filter((c) => isCycleOverdue(c, now)).length;
  if (overdue > 0 && cycles.some((c) => isCycleActive(c, now))) {
    alerts.push({
      id: ADMIN_ALERT_IDS.overdueCycles,
      title: 'Overdue Review Cycles',
      message: `${overdue} ${plural(overdue, 'review cycle has', 'review cycles have')} passed the end date without being completed.`,
      actionLabel: 'View Review Cycles',
      href: reviewCyclesHref,
      severity: 'error',
    });
  }

  const unmanaged = teams.filter((t) => t.isActive !== false && hasNoManager(t)).length;
  if (unmanaged > 0) {
    alerts.push({
      id: ADMIN_ALERT_IDS.teamsWithoutManagers,
      title: 'Teams Without Managers',
      message: `${unmanaged} ${plural(unmanaged, 'team has', 'teams have')} no manager assigned.`,
      actionLabel: 'Manage Teams',
      href: links.teams,
      severity: 'warning',
    });
  }

  if (cycles.length === 0) {
    alerts.push({
      id: ADMIN_ALERT_IDS.noCycles,
      title: 'No Review Cycles',
      message: 'No review cycles have been created yet. Create one to start planning compensation.',
      actionLabel: 'Create Review Cycle',
      href: reviewCyclesHref,
      severity: 'info',
    });
  }

  if (isHighPendingApprovals(pendingApprovals)) {
    alerts.push({
      id: ADMIN_ALERT_IDS.highPendingApprovals,
      title: 'High Pending Approvals',
      message: `${pendingApprovals} approvals are waiting for a decision.`,
      actionLabel: 'Review Approvals',
      href: reviewCyclesHref,
      severity: 'warning',
    });
  }
  return alerts;
}

/** The alerts not yet dismissed ("dismissals are remembered across visits"). */
export function visibleAlerts(
  alerts: readonly AdminAlert[],
  dismissedIds: Iterable<string>,
): AdminAlert[] {
  const dismissed = new Set(dismissedIds);
  return alerts.filter((alert) => !dismissed.has(alert.id));
}
