import { auditTeamChange, teamAuditView } from '@mocks/audit/teams';
import { db } from '@mocks/db';
import type { Team, User } from '@mocks/db/records';
import { conflict, type ErrorDetail, notFound, throwIfInvalid } from '@mocks/http/errors';
import { ANY_ROLE, type BodyFor, defineRoute, noContent, ok, scopeToOrg } from '@mocks/http/route';
import { assertVersion, okVersioned } from '@mocks/http/versions';
import { isManagerEmployee } from '@mocks/views/employee';
import { payViewerOf, shapeTeam } from '@mocks/views/pay-shaping';
import { teamMembers, teamVersion, toTeamDto } from '@mocks/views/team';
import { teamDtoOf } from '@mocks/views/team-index';

/** The texts of the teams calls (spec 01 §5 and the contract). */
export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required',
  nameTaken: 'A team with this name already exists',
  notAManager: 'Managers must be employees flagged as manager',
  unknownEmployee: 'Employee not found',
  usedByCycle: 'Team is used by a review cycle',
} as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Admins see every team; others the teams they manage or belong to. */
function canSeeTeam(user: User, team: Team): boolean {
  if (team.organizationId !== user.organizationId) return false;
  if (user.role === 'admin') return true;
  if (!user.employeeId) return false;
  if (team.managerEmployeeIds.includes(user.employeeId)) return true;
  return db.employees.find(user.employeeId)?.teamIds.includes(team.id) ?? false;
}

/** Create and update take the same body (the contract's TeamInput). */
type TeamBody = BodyFor<'createTeam'>;

/** What the server sets, not the body: a field the contract adds to a team is one of the body's. */
type TeamBodyFields = Omit<Team, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;

/** A team's fields from a create or update body; what it leaves out keeps `current`'s values. */
function teamFields(
  body: TeamBody,
  current: Pick<Team, 'isActive' | 'managerEmployeeIds'> = {
    isActive: true,
    managerEmployeeIds: [],
  },
): TeamBodyFields {
  return {
    name: body.name.trim(),
    description: body.description?.trim() ?? '',
    isActive: body.isActive ?? current.isActive,
    managerEmployeeIds: body.managerIds ? [...body.managerIds] : current.managerEmployeeIds,
  };
}

function teamProblems(
  organizationId: string,
  body: TeamBody,
  teamId: string | null,
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (!body.name.trim()) details.push({ field: 'name', message: TEAM_MESSAGES.nameRequired });
  (body.managerIds ?? []).forEach((id, i) => {
    const employee = db.employees.find(id);
    if (!employee || employee.organizationId !== organizationId || !isManagerEmployee(employee)) {
      details.push({ field: `managerIds[${i}]`, message: TEAM_MESSAGES.notAManager });
    }
  });
  (body.memberIds ?? []).forEach((id, i) => {
    const employee = db.employees.find(id);
    if (!employee || employee.organizationId !== organizationId) {
      details.push({ field: `memberIds[${i}]`, message: TEAM_MESSAGES.unknownEmployee });
    }
  });
  throwIfInvalid(details);
  const clash = db.teams
    .lookup('organizationId', organizationId)
    .some((t) => t.id !== teamId && sameName(t.name, body.name));
  if (clash) throw conflict(TEAM_MESSAGES.nameTaken, 'name');
  return details;
}

/** Sets the members the body names, if it names them; the team as the contract shows it. */
function savedTeamDto(team: Team, body: TeamBody, stamp: string, now: Date) {
  if (body.memberIds) setMembers(team, body.memberIds, stamp);
  return toTeamDto(team, now);
}

/** Makes `memberIds` exactly the team's members (adds and removes the team on employees). */
function setMembers(team: Team, memberIds: readonly string[], stamp: string): void {
  const wanted = new Set(memberIds);
  for (const employee of teamMembers(team)) {
    if (!wanted.has(employee.id)) {
      db.employees.update(employee.id, {
        teamIds: employee.teamIds.filter((id) => id !== team.id),
        updatedAt: stamp,
      });
    }
  }
  for (const id of wanted) {
    const employee = db.employees.find(id);
    if (employee && !employee.teamIds.includes(team.id)) {
      db.employees.update(id, { teamIds: [...employee.teamIds, team.id], updatedAt: stamp });
    }
  }
}

export const handlers = [
  defineRoute({
    operationId: 'listTeams',
    auth: ANY_ROLE,
    handler: ({ user, now }) => {
      const teams = db.teams
        .lookup('organizationId', user.organizationId)
        .filter((team) => canSeeTeam(user, team))
        .sort((a, b) => a.name.localeCompare(b.name));
      const viewer = payViewerOf(user);
      return ok(200, { data: teams.map((team) => shapeTeam(teamDtoOf(team, now), viewer)) });
    },
  }),

  defineRoute({
    operationId: 'createTeam',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      teamProblems(user.organizationId, body, null);
      const stamp = now.toISOString();
      const team = db.teams.insert({
        organizationId: user.organizationId,
        ...teamFields(body),
        createdAt: stamp,
        updatedAt: stamp,
      });
      const dto = savedTeamDto(team, body, stamp, now);
      auditTeamChange(user, team, null, teamAuditView(team));
      return okVersioned(201, { data: dto });
    },
  }),

  defineRoute({
    operationId: 'getTeam',
    auth: ANY_ROLE,
    handler: ({ user, params, now }) => {
      const team = db.teams.find(params.id);
      if (!team || !canSeeTeam(user, team)) throw notFound('Team');
      return okVersioned(200, { data: shapeTeam(teamDtoOf(team, now), payViewerOf(user)) });
    },
  }),

  defineRoute({
    operationId: 'updateTeam',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const team = scopeToOrg(db.teams.find(params.id), user, 'Team');
      assertVersion(request, teamVersion(team));
      teamProblems(user.organizationId, body, team.id);
      const before = teamAuditView(team);
      const stamp = now.toISOString();
      const updated = db.teams.update(team.id, { ...teamFields(body, team), updatedAt: stamp })!;
      const dto = savedTeamDto(updated, body, stamp, now);
      auditTeamChange(user, updated, before, teamAuditView(updated));
      return okVersioned(200, { data: dto });
    },
  }),

  defineRoute({
    operationId: 'deleteTeam',
    auth: ['admin'],
    handler: ({ user, params, now }) => {
      const team = scopeToOrg(db.teams.find(params.id), user, 'Team');
      const usedByCycle = db.reviewCycles
        .lookup('organizationId', user.organizationId)
        .some((cycle) => cycle.scope === 'teams' && cycle.teamIds.includes(team.id));
      if (usedByCycle) throw conflict(TEAM_MESSAGES.usedByCycle);
      const before = teamAuditView(team);
      // Checked first, then written: either the team and every membership go, or nothing does.
      setMembers(team, [], now.toISOString());
      db.teams.remove(team.id);
      auditTeamChange(user, team, before, null);
      return noContent();
    },
  }),
];
