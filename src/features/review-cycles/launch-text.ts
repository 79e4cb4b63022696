import type { CycleLaunchResult } from '@/api/resources/review-cycles';
import { nameList } from '@/lib/launch-readiness';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const LAUNCH_TEXT = {
  button: 'Launch',
  title: (cycleName: string) => `Launch ${cycleName}`,
  intro:
    'Launching starts the cycle: it becomes Active and every participant and their manager is told what to do by its end date.',
  checklist: 'Launch checklist',
  ready: 'Ready',
  missing: 'Missing',
  warning: 'Warning',
  blocked: 'Fix what is missing to launch.',
  withWarnings: 'You can launch with the warnings above; they concern pay.',
  launching: 'Launching...',
  done: 'Done',
  loadFailed: 'Failed to load the launch checklist',
  launchFailed: 'Failed to launch the cycle',
  viewOutbox: 'View the messages',
  fixCycle: 'Edit cycle',
  fixWorkflow: 'Open the workflow',
  fixEmployees: 'Open Employees',
  fixMatrix: 'Go to the merit matrix',
  /** What the screen says after the launch: who was told. */
  launched: (
    r: Pick<CycleLaunchResult, 'notifiedCount' | 'participantsNotified' | 'managersNotified'>,
  ) =>
    `Launched. ${count(r.notifiedCount, 'person', 'people')} notified: ${count(r.participantsNotified, 'participant', 'participants')} and ${count(r.managersNotified, 'manager', 'managers')}.`,
  unreachable: (names: string[]) =>
    `Not notified (no account and no email address): ${nameList(names, 5)}.`,
} as const;
