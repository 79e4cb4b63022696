import type { LaunchCheck } from '@/api/schema-types.gen';
import { toDateKey } from './dates';
import { formatLetterDate } from './letters';
import { formatMoney } from './money';
import { statusKey } from './status';

export type { LaunchCheck } from '@/api/schema-types.gen';
export type LaunchCheckKey = LaunchCheck['key'];

/** The status a launch moves a Draft cycle to. */
export const LAUNCHED_STATUS_NAME = 'Active';

export const LAUNCH_MESSAGES = {
  notDraft: 'Only a Draft cycle can be launched',
  notReady: 'This cycle is not ready to launch',
  launchRequired:
    'Launch the cycle to start it: Launch checks that it is ready and tells its participants and managers',
} as const;

export const LAUNCH_CHECK_LABELS: Record<LaunchCheckKey, string> = {
  participants: 'Participants',
  reviewStages: 'Review stages',
  endDate: 'End date',
  managers: 'Managers',
  approvalWorkflow: 'Approval workflow',
  guideline: 'Merit matrix',
  budget: 'Budget',
};

/** What the launch checks read of a cycle; the mock gathers it from its store. */
export interface LaunchFacts {
  participantCount: number;
  /** The review workflow's stages in order; null when the cycle has no review workflow. */
  reviewStages: readonly { name: string; type: string }[] | null;
  /** Names of the participants who have no manager. */
  withoutManager: readonly string[];
  /** The approval workflow's step names; null when the cycle has no approval workflow. */
  approvalSteps: readonly string[] | null;
  hasGuideline: boolean;
  totalBudget: number | null;
  increaseBudget: number | null;
  currency?: string;
  endDate: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Ana Li', 'Ana Li and Bo Chen', 'Ana Li, Bo Chen, Cy Do and 2 others'. */
export function nameList(names: readonly string[], shown = 3): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= shown) return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const rest = names.length - shown;
  return `${names.slice(0, shown).join(', ')} and ${plural(rest, 'other', 'others')}`;
}

const NOT_NEEDED = 'Not needed: the review workflow has no manager review';

function check(key: LaunchCheckKey, required: boolean, ready: boolean, message: string) {
  return { key, label: LAUNCH_CHECK_LABELS[key], required, ready, message };
}

function stagesCheck(stages: LaunchFacts['reviewStages']): LaunchCheck {
  if (stages === null)
    return check(
      'reviewStages',
      true,
      false,
      'No review workflow: participants would have no stages to complete. Choose a Review Workflow Template on the cycle (Edit), or create one under Settings → Workflows',
    );
  if (stages.length === 0)
    return check(
      'reviewStages',
      true,
      false,
      'The review workflow has no stages: add them under Settings → Workflows',
    );
  const names = stages.map((s) => s.name).join(', ');
  return check('reviewStages', true, true, `${plural(stages.length, 'stage', 'stages')}: ${names}`);
}

function endDateCheck(endDate: string, now: Date): LaunchCheck {
  const end = toDateKey(endDate) ?? endDate;
  const passed = end < (toDateKey(now) ?? '');
  return passed
    ? check(
        'endDate',
        true,
        false,
        `The end date (${formatLetterDate(end)}) has passed: move it to a later day`,
      )
    : check('endDate', true, true, `Ends on ${formatLetterDate(end)}`);
}

/** The four checks that matter only where managers recommend pay (a manager review stage). */
function compensationChecks(facts: LaunchFacts): LaunchCheck[] {
  const missing = facts.withoutManager;
  const steps = facts.approvalSteps;
  const budget =
    facts.increaseBudget !== null
      ? `Increase budget: ${formatMoney(facts.increaseBudget, facts.currency)}`
      : facts.totalBudget !== null
        ? `Total budget: ${formatMoney(facts.totalBudget, facts.currency)}`
        : null;
  return [
    missing.length === 0
      ? check('managers', false, true, 'Every participant has a manager')
      : check(
          'managers',
          false,
          false,
          `${plural(missing.length, 'participant has', 'participants have')} no manager, so only an admin can write their manager review: ${nameList(missing)}`,
        ),
    steps && steps.length > 0
      ? check(
          'approvalWorkflow',
          false,
          true,
          `${plural(steps.length, 'approval step', 'approval steps')}: ${steps.join(', ')}`,
        )
      : check(
          'approvalWorkflow',
          false,
          false,
          steps
            ? 'The approval workflow has no steps: add them under Settings → Workflows'
            : 'No approval workflow: recommendations have no approval chain of their own. Choose an Approval Workflow Template on the cycle (Edit), or create one under Settings → Workflows',
        ),
    facts.hasGuideline
      ? check('guideline', false, true, 'Merit matrix saved')
      : check(
          'guideline',
          false,
          false,
          'No merit matrix: raises are not checked against a guideline',
        ),
    budget
      ? check('budget', false, true, budget)
      : check('budget', false, false, 'No budget: spending is not checked against a budget'),
  ];
}

/**
 * The launch checklist of a cycle, in a fixed order. Required (a launch is refused while one is
 * not ready): participants, review stages, an end date not yet passed. Warnings: managers,
 * approval workflow, merit matrix and budget, which concern pay; when the review workflow has
 * stages but no manager review, they are ready and say they are not needed.
 */
export function launchChecks(facts: LaunchFacts, now: Date): LaunchCheck[] {
  const stages = facts.reviewStages;
  const paid = !stages?.length || stages.some((s) => s.type === 'manager_review');
  return [
    facts.participantCount > 0
      ? check(
          'participants',
          true,
          true,
          plural(facts.participantCount, 'participant', 'participants'),
        )
      : check(
          'participants',
          true,
          false,
          'The cycle has no participants: choose its teams or employees',
        ),
    stagesCheck(stages),
    endDateCheck(facts.endDate, now),
    ...(paid
      ? compensationChecks(facts)
      : (['managers', 'approvalWorkflow', 'guideline', 'budget'] as const).map((key) =>
          check(key, false, true, NOT_NEEDED),
        )),
  ];
}

/** The required checks that are not ready: what stops a launch. */
export function launchBlockers(checks: readonly LaunchCheck[]): LaunchCheck[] {
  return checks.filter((c) => c.required && !c.ready);
}

/** The warnings that are not ready: a launch goes ahead, the admin is told. */
export function launchWarnings(checks: readonly LaunchCheck[]): LaunchCheck[] {
  return checks.filter((c) => !c.required && !c.ready);
}

export function isDraftStatus(statusName: string | null | undefined): boolean {
  return statusKey(statusName) === 'draft';
}

/** A cycle can be launched when it is Draft and nothing required is missing. */
export function isLaunchable(
  statusName: string | null | undefined,
  checks: readonly LaunchCheck[],
): boolean {
  return isDraftStatus(statusName) && launchBlockers(checks).length === 0;
}
