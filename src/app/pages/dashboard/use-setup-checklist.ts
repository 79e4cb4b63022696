import { useQuery } from '@tanstack/react-query';
import { employeeDirectoryQueryOptions } from '@/api/resources/employees';
import { useLevels } from '@/api/resources/levels';
import { useReviewCycles } from '@/api/resources/review-cycles';
import { useTeams } from '@/api/resources/teams';
import { paths } from '@/config/paths';
import { isSetupComplete, setupSteps, type SetupStep } from '@/lib/setup-checklist';
import { useDismissedAlerts } from './dismissed-alerts';

/** Remembered with the dashboard's dismissed alerts. */
export const SETUP_CHECKLIST_ID = 'setup-checklist';

const LINKS = {
  people: paths.admin.employees.getHref(),
  teams: paths.admin.teams.getHref(),
  levels: paths.admin.levels.getHref(),
  reviewCycle: paths.admin.reviewCycles.getHref(),
};

/** The setup steps while the checklist shows (null once dismissed, complete, or still loading). */
export function useSetupChecklist(): { steps: SetupStep[] | null; dismiss: () => void } {
  const { dismissed, dismiss } = useDismissedAlerts();
  const hidden = dismissed.includes(SETUP_CHECKLIST_ID);
  const people = useQuery({ ...employeeDirectoryQueryOptions({ limit: 1 }), enabled: !hidden });
  const levels = useLevels(!hidden);
  const teams = useTeams(!hidden);
  const cycles = useReviewCycles();
  const close = () => dismiss(SETUP_CHECKLIST_ID);
  if (hidden || !people.data || !levels.data || !teams.data || !cycles.data) {
    return { steps: null, dismiss: close };
  }
  const steps = setupSteps({
    employeeCount: people.data.total,
    teamCount: teams.data.length,
    levels: levels.data,
    cycles: cycles.data,
    links: LINKS,
  });
  return { steps: isSetupComplete(steps) ? null : steps, dismiss: close };
}
