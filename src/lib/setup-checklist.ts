import type { CycleLike } from './cycles';
import { NEW_CYCLE_STATUS_NAME } from './cycles';
import { statusKey } from './status';

/** Stable ids of the admin dashboard's setup steps. */
export type SetupStepId = 'people' | 'teams' | 'levels' | 'reviewCycle';

export interface SetupStep {
  id: SetupStepId;
  label: string;
  done: boolean;
  href: string;
}

/** The app's pages where each step is done (the app's URLs live in src/config). */
export type SetupLinks = Record<SetupStepId, string>;

export interface SetupInput {
  /** Employee records of the organization, the admin's own included. */
  employeeCount: number;
  teamCount: number;
  levels: readonly { bands: readonly unknown[] }[];
  cycles: readonly CycleLike[];
  links: SetupLinks;
}

export const SETUP_STEP_LABELS: Record<SetupStepId, string> = {
  people: 'Add your people',
  teams: 'Create teams',
  levels: 'Set up levels and bands',
  reviewCycle: 'Launch a review cycle',
};

const isLaunched = (cycle: CycleLike) =>
  statusKey(cycle.status?.name) !== statusKey(NEW_CYCLE_STATUS_NAME);

/**
 * A new organization's first steps, in the order they build on each other: people beyond the
 * admin who registered, a team, a level with a pay band, and a cycle launched (out of Draft).
 */
export function setupSteps({
  employeeCount,
  teamCount,
  levels,
  cycles,
  links,
}: SetupInput): SetupStep[] {
  const done: Record<SetupStepId, boolean> = {
    people: employeeCount > 1,
    teams: teamCount > 0,
    levels: levels.some((level) => level.bands.length > 0),
    reviewCycle: cycles.some(isLaunched),
  };
  return (Object.keys(SETUP_STEP_LABELS) as SetupStepId[]).map((id) => ({
    id,
    label: SETUP_STEP_LABELS[id],
    done: done[id],
    href: links[id],
  }));
}

/** The checklist shows until every step is done. */
export const isSetupComplete = (steps: readonly SetupStep[]) => steps.every((step) => step.done);
