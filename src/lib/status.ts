/** The four display states every participant and workflow-step status is normalised to (spec 02 §4). */
export type DisplayStatus = 'Not Started' | 'In Progress' | 'Pending Approval' | 'Completed';

/** Colour keys of the display states; the theme maps them to palette colours. */
export type StatusColor = 'zinc' | 'blue' | 'yellow' | 'emerald';

const DISPLAY_STATUS_BY_RAW: Record<string, DisplayStatus> = {
  'not started': 'Not Started',
  draft: 'Not Started',
  pending: 'Not Started',
  'in progress': 'In Progress',
  active: 'In Progress',
  started: 'In Progress',
  'pending approval': 'Pending Approval',
  completed: 'Completed',
  done: 'Completed',
  finished: 'Completed',
  approved: 'Completed',
};

/** Lower-cases and collapses spaces, underscores and hyphens so 'IN_PROGRESS' and 'in progress' compare equal. */
export function statusKey(raw: string | null | undefined): string {
  return (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/**
 * Spec 02 §4 "Status is normalised to four display states":
 * Not Started ← "not started, draft, pending, or anything unknown";
 * In Progress ← "in progress, in_progress, active, started";
 * Pending Approval ← "pending_approval, pending approval";
 * Completed ← "completed, done, finished, approved".
 * Case, spaces and underscores are ignored.
 */
export function normalizeDisplayStatus(raw: string | null | undefined): DisplayStatus {
  return DISPLAY_STATUS_BY_RAW[statusKey(raw)] ?? 'Not Started';
}

/** Spec 02 §4 colours: Not Started zinc, In Progress blue, Pending Approval yellow, Completed emerald. */
export const DISPLAY_STATUS_COLORS: Record<DisplayStatus, StatusColor> = {
  'Not Started': 'zinc',
  'In Progress': 'blue',
  'Pending Approval': 'yellow',
  Completed: 'emerald',
};

/** Colour key of a raw status after normalisation (spec 02 §4 table). */
export function displayStatusColor(raw: string | null | undefined): StatusColor {
  return DISPLAY_STATUS_COLORS[normalizeDisplayStatus(raw)];
}

/**
 * Spec 01 §4 "Status badge labels: not_started (Not Started), in_progress (In Progress), pending_approval
 * (Pending Approval), completed (Completed), overdue (Overdue), cancelled (Cancelled), draft (Draft),
 * submitted (Submitted), approved (Approved), rejected (Rejected)".
 */
export const STATUS_BADGE_LABELS: Record<string, string> = {
  not_started: 'Not Started',
  in_progress: 'In Progress',
  pending_approval: 'Pending Approval',
  completed: 'Completed',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Spec 01 §4: the badge label of a status; "any other status is shown as raw text". */
export function statusBadgeLabel(raw: string | null | undefined): string {
  const value = raw ?? '';
  return STATUS_BADGE_LABELS[value.trim().toLowerCase()] ?? value;
}

const CYCLE_STATUS_COLORS: Record<string, StatusColor> = {
  active: 'emerald',
  draft: 'zinc',
  completed: 'blue',
  pending: 'yellow',
};

/** Spec 02 §4 Cycle status: "Badge colours are Active emerald, Draft zinc, Completed blue and Pending yellow"; any other zinc. */
export function cycleStatusColor(name: string | null | undefined): StatusColor {
  return CYCLE_STATUS_COLORS[statusKey(name)] ?? 'zinc';
}
