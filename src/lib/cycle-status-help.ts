import { ACTIVE_CYCLE_STATUS_NAMES, FINISHED_CYCLE_STATUS_NAMES } from './cycles';
import { statusKey } from './status';

/** What a cycle status does, in one line (the contract's listReviewStatuses says the same). */
export const CYCLE_STATUS_HELP: Record<string, string> = {
  draft:
    'Being set up: on nobody’s to-do list and no reminders. Launch it from the cycle page to start it.',
  active: 'Running: participants and managers see their stages and automatic reminders go out.',
  'in progress':
    'Running: participants and managers see their stages and automatic reminders go out.',
  pending:
    'On hold: stages stay open, but no automatic reminders go out and it is nobody’s current review.',
  completed:
    'Finished: stages are locked for managers and employees; only an admin can change them.',
  closed: 'Finished: stages are locked for managers and employees; only an admin can change them.',
};

/** The one-line help of a status; '' for a status this app does not know. */
export function cycleStatusHelp(name: string | null | undefined): string {
  return CYCLE_STATUS_HELP[statusKey(name)] ?? '';
}

const isFinished = (name: string | null | undefined) =>
  (FINISHED_CYCLE_STATUS_NAMES as readonly string[]).includes(statusKey(name));
const isRunning = (name: string | null | undefined) =>
  (ACTIVE_CYCLE_STATUS_NAMES as readonly string[]).includes(statusKey(name));

export const STATUS_CHANGE_NOTES = {
  close: 'Saving closes the cycle: stages lock for managers and employees. Nobody is told.',
  reopen: 'Saving reopens the cycle: stages unlock for managers and employees. Nobody is told.',
  toDraft:
    'Saving takes the cycle off everyone’s to-do list. Launching it again tells everyone again.',
  launchOnly:
    'A Draft cycle starts with Launch on the cycle page, which checks it is ready and tells its participants and managers.',
} as const;

/**
 * What saving a status change does, for the form to say before it is saved; null when the
 * status does not change or the change needs no warning. A Draft cycle only leaves Draft
 * through Launch (the contract refuses the edit).
 */
export function statusChangeNote(
  from: string | null | undefined,
  to: string | null | undefined,
): string | null {
  if (statusKey(from) === statusKey(to)) return null;
  if (statusKey(from) === 'draft') return STATUS_CHANGE_NOTES.launchOnly;
  if (statusKey(to) === 'draft') return STATUS_CHANGE_NOTES.toDraft;
  if (isFinished(to) && !isFinished(from)) return STATUS_CHANGE_NOTES.close;
  if (isFinished(from) && isRunning(to)) return STATUS_CHANGE_NOTES.reopen;
  return null;
}

/** Whether the edit form may offer `to` for a cycle whose saved status is `from`. */
export function isStatusOffered(
  from: string | null | undefined,
  to: string | null | undefined,
): boolean {
  return statusKey(from) !== 'draft' || statusKey(to) === 'draft';
}
