import { toDateKey } from '@/lib/dates';
import { db } from '@mocks/db';
import { cached } from '@mocks/db/cached';
import type { Team } from '@mocks/db/records';
import { toTeamDto, type TeamDto } from './team';

/**
 * A team as the teams calls return it before pay shaping, built once per day (bonuses of the last
 * 12 months and the active cycles are counted by the day) and change of the tables it is made of:
 * a 10,000-member list took about 250 ms per call. Read-only: shape a copy.
 */
const teamRow = cached(
  'team row',
  ({ teamId, now }: { teamId: string; now: Date }) => toTeamDto(db.teams.find(teamId)!, now),
  ({ teamId, now }: { teamId: string; now: Date }) => `${teamId} ${toDateKey(now)}`,
);

/** A team before pay shaping. Read-only: shape a copy. */
export function teamDtoOf(team: Team, now: Date): TeamDto {
  return teamRow({ teamId: team.id, now });
}
