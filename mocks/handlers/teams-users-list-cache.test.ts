import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { setMockClock } from '@mocks/http/clock';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';

// The teams and users lists keep what they built until the data it comes from changes (and the
// teams list until the day changes): every write must show in the next read.

interface Member {
  id: string;
  currentSalary?: number | null;
  bonusesLast12Months?: number;
  reviewStatus: string | null;
}
interface TeamRow {
  id: string;
  name: string;
  members: Member[];
}

describe('the teams list after writes', () => {
  const teams = async (token: string): Promise<TeamRow[]> =>
    (await callApi('get', '/api/teams', { token })).body.data;

  it('shows a new member, a renamed team and a member’s new salary in the next read', async () => {
    const token = await loginAs('admin');
    const before = await teams(token);
    const team = before.find((t) => !t.members.some((m) => m.id === DEMO_EMPLOYEE.employeeId))!;
    const riley = db.employees.find(DEMO_EMPLOYEE.employeeId)!;
    db.employees.update(riley.id, { teamIds: [...riley.teamIds, team.id] });
    const joined = (await teams(token)).find((t) => t.id === team.id)!;
    expect(joined.members.map((m) => m.id)).toContain(riley.id);

    db.teams.update(team.id, { name: 'Renamed team' });
    expect((await teams(token)).find((t) => t.id === team.id)!.name).toBe('Renamed team');

    for (const history of db.compensationHistories.lookup('employeeId', riley.id)) {
      for (const component of db.compensationComponents.lookup('historyId', history.id)) {
        if (/salary/i.test(db.compensationTypes.find(component.typeId)!.name))
          db.compensationComponents.update(component.id, { amount: 123_456 });
      }
    }
    const member = (await teams(token))
      .find((t) => t.id === team.id)!
      .members.find((m) => m.id === riley.id)!;
    expect(member.currentSalary).toBe(123_456);
  });

  it('shows a member’s new review status after their participation changes', async () => {
    const token = await loginAs('admin');
    const withStatus = (await teams(token))
      .flatMap((t) => t.members)
      .find((m) => m.reviewStatus === 'Pending' || m.reviewStatus === 'In Progress')!;
    const participant = db.participants
      .lookup('employeeId', withStatus.id)
      .find((p) => p.status === 'not_started' || p.status === 'in_progress')!;
    db.participants.update(participant.id, { status: 'completed' });
    const after = (await teams(token))
      .flatMap((t) => t.members)
      .find((m) => m.id === withStatus.id)!;
    expect(after.reviewStatus).toBe('Completed');
  });

  it('counts bonuses of the last 12 months from the current day', async () => {
    const token = await loginAs('admin');
    const total = (rows: TeamRow[]) =>
      rows.flatMap((t) => t.members).reduce((sum, m) => sum + (m.bonusesLast12Months ?? 0), 0);
    expect(total(await teams(token))).toBeGreaterThan(0);
    setMockClock(new Date(TEST_NOW.getTime() + 3 * 365 * 24 * 3600 * 1000));
    const later = await loginAs('admin');
    expect(total(await teams(later))).toBe(0);
  });
});

describe('the users list after writes', () => {
  it('shows a renamed user in their new place and a new manager in the next read', async () => {
    const token = await loginAs('admin');
    const list = async () =>
      (await callApi('get', '/api/users', { token })).body as {
        id: string;
        lastName: string;
        primaryManagerId: string | null;
      }[];
    const before = await list();
    db.users.update(DEMO_EMPLOYEE.userId, { lastName: 'Aaaardvark' });
    const renamed = await list();
    expect(renamed[0]).toMatchObject({ id: DEMO_EMPLOYEE.userId, lastName: 'Aaaardvark' });
    expect(renamed).toHaveLength(before.length);

    const assignment = db.managerAssignments.lookup('employeeId', DEMO_EMPLOYEE.employeeId)[0]!;
    const other = db.employees.first(
      (e) => e.organizationId === 'org_acme' && e.isManager && e.id !== DEMO_MANAGER.employeeId,
    )!;
    db.managerAssignments.update(assignment.id, { primaryManagerId: other.id });
    const moved = (await list()).find((u) => u.id === DEMO_EMPLOYEE.userId)!;
    expect(moved.primaryManagerId).toBe(other.id);
  });
});
