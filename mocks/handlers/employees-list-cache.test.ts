import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_ADMIN, DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

// The list keeps its name order, search texts and rows until the data they come from changes:
// every write a screen makes must show in the next read, and a sign-in must not change a page.

const ids = (body: { data: { id: string }[] }) => body.data.map((e) => e.id);

describe('the employees list after writes', () => {
  it('shows a renamed employee at their new place in the order and with the new name', async () => {
    const token = await loginAs('admin');
    const before = await callApi('get', '/api/employees', { token });
    const riley = before.body.data.find((e: { id: string }) => e.id === DEMO_EMPLOYEE.employeeId);
    const put = await callApi('put', `/api/employees/${DEMO_EMPLOYEE.employeeId}`, {
      token,
      body: { firstName: riley.firstName, lastName: 'Aaaardvark' },
    });
    expect(put.status).toBe(200);
    const after = await callApi('get', '/api/employees', { token });
    expect(after.body.data[0]).toMatchObject({
      id: DEMO_EMPLOYEE.employeeId,
      lastName: 'Aaaardvark',
    });
    expect(after.body.total).toBe(before.body.total);
  });

  it('finds an employee by their user’s new email and no longer by the old one', async () => {
    const token = await loginAs('admin');
    const before = await callApi('get', `/api/employees?search=${DEMO_EMPLOYEE.email}`, { token });
    expect(ids(before.body)).toEqual([DEMO_EMPLOYEE.employeeId]);
    db.users.update(DEMO_EMPLOYEE.userId, { email: 'renamed.person@meritly.demo' });
    const found = await callApi('get', '/api/employees?search=renamed.person', { token });
    expect(ids(found.body)).toEqual([DEMO_EMPLOYEE.employeeId]);
    const old = await callApi('get', `/api/employees?search=${DEMO_EMPLOYEE.email}`, { token });
    expect(old.body.total).toBe(0);
  });

  it('shows a new team, a new salary component and a new manager in the next read', async () => {
    const token = await loginAs('admin');
    const rileyRow = async () =>
      (await callApi('get', '/api/employees', { token })).body.data.find(
        (e: { id: string }) => e.id === DEMO_EMPLOYEE.employeeId,
      );
    const riley = db.employees.find(DEMO_EMPLOYEE.employeeId)!;
    await rileyRow();

    const team = db.teams.first(
      (t) => t.organizationId === 'org_acme' && !riley.teamIds.includes(t.id),
    )!;
    db.employees.update(riley.id, { teamIds: [team.id] });
    expect((await rileyRow()).teams).toEqual([{ id: team.id, name: team.name }]);

    db.teams.update(team.id, { name: 'Renamed team' });
    expect((await rileyRow()).teams).toEqual([{ id: team.id, name: 'Renamed team' }]);

    // Every salary component of the history: the newest one is the current salary.
    for (const history of db.compensationHistories.lookup('employeeId', riley.id)) {
      for (const component of db.compensationComponents.lookup('historyId', history.id)) {
        if (/salary/i.test(db.compensationTypes.find(component.typeId)!.name))
          db.compensationComponents.update(component.id, { amount: 123_456 });
      }
    }
    expect((await rileyRow()).currentSalary).toBe(123_456);

    const assignment = db.managerAssignments.lookup('employeeId', riley.id)[0]!;
    db.managerAssignments.update(assignment.id, { secondaryManagerId: null });
    expect((await rileyRow()).secondaryManagerId).toBeNull();
    db.managerAssignments.update(assignment.id, { secondaryManagerId: DEMO_ADMIN.employeeId });
    expect((await rileyRow()).secondaryManagerId).toBe(DEMO_ADMIN.employeeId);
  });

  it('answers the same page before and after someone signs in', async () => {
    const token = await loginAs('admin');
    const before = await callApi('get', '/api/employees?limit=20&offset=3', { token });
    await loginAs('manager');
    const after = await callApi('get', '/api/employees?limit=20&offset=3', { token });
    expect(after.body).toEqual(before.body);
  });
});
