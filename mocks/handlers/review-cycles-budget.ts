import { db } from '@mocks/db';
import { forbidden } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok } from '@mocks/http/route';
import { buildCycleBudget, NO_TEAM_NAME, participantTeamId } from '@mocks/views/budget';
import { visiblePoolTeamIds, payViewerOf, shapeBudget } from '@mocks/views/pay-shaping';
import { salaryOf } from '@mocks/views/participant';
import { scopeEmployeeIds } from '@mocks/db/cycle-rows';
import { approvedParticipantIds } from '@mocks/views/approver-access';
import { readableCycle } from '@mocks/views/cycle-access';

export const handlers = [
  defineRoute({
    operationId: 'getCycleBudget',
    auth: ANY_ROLE,
    handler: ({ user, params }) => {
      // An employee reads pools only as an approver: one who approves nobody is refused first.
      if (user.role === 'employee' && approvedParticipantIds(user.employeeId).size === 0)
        throw forbidden();
      const { cycle, participants } = readableCycle(params.cycleId, user);
      // A manager sees the whole pools of their reports' teams, an approver those of whom they approve.
      const pools = visiblePoolTeamIds(participants, user);
      if (user.role === 'employee' && pools.size === 0) throw forbidden();
      const budget = buildCycleBudget(cycle, { withTotal: true });
      return ok(200, { data: shapeBudget(budget, payViewerOf(user), pools) });
    },
  }),
  defineRoute({
    operationId: 'previewTeamPayroll',
    auth: ['admin'],
    handler: ({ user, body }) => {
      const employeeIds = scopeEmployeeIds({
        organizationId: user.organizationId,
        scope: body.scope,
        teamIds: body.scope === 'teams' ? (body.teamIds ?? []) : [],
        employeeIds: body.scope === 'individuals' ? (body.employeeIds ?? []) : [],
      });
      const rows = new Map<string | null, { employeeCount: number; payroll: number }>();
      let currency = 'USD';
      for (const employeeId of employeeIds) {
        const teamId = participantTeamId({ employeeId });
        const salary = salaryOf(employeeId);
        if (salary.amount !== null) currency = salary.currency;
        const row = rows.get(teamId) ?? { employeeCount: 0, payroll: 0 };
        row.employeeCount += 1;
        row.payroll = Math.round((row.payroll + (salary.amount ?? 0)) * 100) / 100;
        rows.set(teamId, row);
      }
      const teams = [...rows.entries()]
        .map(([teamId, row]) => ({
          teamId,
          teamName: teamId ? (db.teams.find(teamId)?.name ?? '') : NO_TEAM_NAME,
          ...row,
        }))
        .sort(
          (a, b) =>
            Number(a.teamId === null) - Number(b.teamId === null) ||
            a.teamName.localeCompare(b.teamName),
        );
      return ok(200, { data: { currency, teams } });
    },
  }),
];
