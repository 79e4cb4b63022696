import { toDateKey } from '@/lib/dates';
import { memoUntilTablesChange } from '@mocks/db/memo-by-table';
import type { Team } from '@mocks/db/records';
import { mockSettings } from '@mocks/http/settings';
import { toTeamDto, type TeamDto } from './team';
import { keptRow } from '@mocks/http/row-json';

/**
 * A team as the teams calls return it before pay shaping, built once per day (bonuses of the last
 * 12 months and the active cycles are counted by the day) and change of the tables it is made of:
 * a 10,000-member list took about 250 ms per call. Read-only: shape a copy.
 */
const cachedTeamDto = memoUntilTablesChange(
  [
    'teams',
    'employees',
    'reviewCycles',
    'reviewStatuses',
    'participants',
    'compensationHistories',
    'compensationComponents',
    'compensationTypes',
    'performanceHistories',
    'performanceMetrics',
  ],
  ({ team, now }: { team: Team; now: Date }) => keptRow(toTeamDto(team, now)),
  ({ team, now }: { team: Team; now: Date }) => `${team.id} ${toDateKey(now)}`,
);

/** A team before pay shaping, kept where rows are kept (`keepBuiltRows`). Read-only. */
export function teamDtoOf(team: Team, now: Date): TeamDto {
  return mockSettings.keepBuiltRows ? cachedTeamDto({ team, now }) : toTeamDto(team, now);
}
