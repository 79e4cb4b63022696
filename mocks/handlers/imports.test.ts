import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { salaryOf } from '@mocks/views/participant';

const ada = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada.byron@import.example',
  position: 'Engineer',
  team: 'Imported Team',
  hireDate: '2/1/2024',
  managerEmail: DEMO_MANAGER.email,
  salary: '$95,000',
};
const bo = {
  ...ada,
  firstName: 'Bo',
  email: 'bo@import.example',
  managerEmail: 'Ada Byron',
  salary: '',
};

const counts = () => ({
  employees: db.employees.count(),
  teams: db.teams.count(),
  histories: db.compensationHistories.count(),
  assignments: db.managerAssignments.count(),
  audit: db.auditEntries.count(),
});

describe('POST /api/imports/employees', () => {
  it('one bad row: 400 with the row and field, and nothing changes', async () => {
    const admin = await loginAs('admin');
    const before = counts();
    const { status, body } = await callApi('post', '/api/imports/employees', {
      token: admin,
      body: { fileName: 'hr.csv', rows: [ada, { ...bo, email: 'bo-at-import' }] },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'The file has errors in 1 row; nothing was imported',
      details: [{ field: 'rows[1].email', message: 'Invalid email' }],
    });
    expect(counts()).toEqual(before);
  });

  it('all rows: employees, the new team, manager links, salary history and one audit entry', async () => {
    const admin = await loginAs('admin');
    const before = counts();
    const dry = await callApi('post', '/api/imports/employees', {
      token: admin,
      body: { fileName: 'hr.csv', dryRun: true, rows: [ada, bo] },
    });
    expect(dry.body.data).toMatchObject({
      dryRun: true,
      created: 2,
      teamsCreated: 1,
      managerLinks: 2,
    });
    expect(counts()).toEqual(before);

    const { status, body } = await callApi('post', '/api/imports/employees', {
      token: admin,
      body: { fileName: 'hr.csv', rows: [ada, bo] },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      rows: 2,
      created: 2,
      updated: 0,
      teamsCreated: 1,
      managerLinks: 2,
      compensationEntries: 1,
    });
    const created = db.employees.first((e) => e.workEmail === ada.email)!;
    const second = db.employees.first((e) => e.workEmail === bo.email)!;
    expect(created).toMatchObject({ hireDate: '2024-02-01', isManager: true });
    expect(db.teams.find(created.teamIds[0]!)?.name).toBe('Imported Team');
    expect(db.managerAssignments.lookup('employeeId', second.id)[0]?.primaryManagerId).toBe(
      created.id,
    );
    expect(db.managerAssignments.lookup('employeeId', created.id)[0]?.primaryManagerId).toBe(
      DEMO_MANAGER.employeeId,
    );
    expect(salaryOf(created.id).amount).toBe(95000);
    const entry = db.auditEntries.find(body.data.auditEntryId)!;
    expect(entry).toMatchObject({
      action: 'import',
      entityType: 'import',
      after: { fileName: 'hr.csv', created: 2 },
    });

    const again = await callApi('post', '/api/imports/employees', {
      token: admin,
      body: { fileName: 'hr.csv', rows: [{ ...ada, position: 'Staff Engineer' }] },
    });
    expect(again.body.data).toMatchObject({ created: 0, updated: 1, compensationEntries: 0 });
    expect(db.employees.find(created.id)?.position).toBe('Staff Engineer');
  });

  it('files the Work Email as the work email and the Personal Email apart; Give Account signs in with the work one', async () => {
    const admin = await loginAs('admin');
    const personal = 'ada@home.example';
    await callApi('post', '/api/imports/employees', {
      token: admin,
      body: { fileName: 'hr.csv', rows: [{ ...ada, personalEmail: personal }] },
    });
    const id = db.employees.first((e) => e.workEmail === ada.email)!.id;
    const read = await callApi('get', `/api/employees/${id}`, { token: admin });
    expect(read.body.data).toMatchObject({
      workEmail: ada.email,
      personalEmail: personal,
      user: null,
    });

    const home = 'ada.byron@home.example';
    await callApi('post', '/api/imports/employees', {
      token: admin,
      body: { fileName: 'fix.csv', rows: [{ ...ada, personalEmail: home }] },
    });
    expect(db.employees.find(id)).toMatchObject({ workEmail: ada.email, personalEmail: home });

    const account = {
      firstName: 'Ada',
      lastName: 'Byron',
      role: 'employee',
      password: 'Meritly!2026',
    };
    const withPersonal = await callApi('post', '/api/users', {
      token: admin,
      body: { ...account, email: home, employeeId: id },
    });
    expect(withPersonal.status).toBe(400);
    const withWork = await callApi('post', '/api/users', {
      token: admin,
      body: { ...account, email: ada.email, employeeId: id },
    });
    expect(withWork.status).toBe(201);
  });

  it('refuses a Personal Email that is not an email, on its row and column', async () => {
    const admin = await loginAs('admin');
    const { status, body } = await callApi('post', '/api/imports/employees', {
      token: admin,
      body: { fileName: 'hr.csv', rows: [{ ...ada, personalEmail: 'ada-at-home' }] },
    });
    expect(status).toBe(400);
    expect(body.details).toEqual([{ field: 'rows[0].personalEmail', message: 'Invalid email' }]);
  });

  it('records an audit entry per employee created or changed, with the values, and the summary', async () => {
    const admin = await loginAs('admin');
    const before = db.auditEntries.count();
    const { body } = await callApi('post', '/api/imports/employees', {
      token: admin,
      body: { fileName: 'hr.csv', rows: [ada, bo] },
    });
    // Two employees, the new team, and the import's summary.
    expect(db.auditEntries.count()).toBe(before + 4);
    const created = db.employees.first((e) => e.workEmail === ada.email)!;
    expect(
      db.auditEntries.first((e) => e.entityType === 'team' && e.entityId === created.teamIds[0]),
    ).toMatchObject({
      action: 'import',
      summary: 'Team Imported Team created by the import of hr.csv',
      after: { name: 'Imported Team' },
    });
    const manager = db.employees.find(DEMO_MANAGER.employeeId)!;
    const own = await callApi('get', `/api/audit?employeeId=${created.id}`, { token: admin });
    expect(own.body.data).toEqual([
      expect.objectContaining({
        action: 'import',
        entityType: 'employee',
        entityId: created.id,
        summary: 'Ada Byron created by the import of hr.csv',
        before: null,
        after: {
          firstName: 'Ada',
          lastName: 'Byron',
          email: ada.email,
          personalEmail: '',
          position: 'Engineer',
          department: '',
          team: 'Imported Team',
          hireDate: '2024-02-01',
          manager: `${manager.firstName} ${manager.lastName}`,
          salary: 95000,
          currency: 'USD',
          // The import sets no level: the bands import and the edit form do.
          level: null,
          zone: null,
        },
        reason: 'Imported from hr.csv',
      }),
    ]);
    // Newest first: the import's summary entry lists above its employees' entries.
    const all = await callApi('get', '/api/audit?action=import', { token: admin });
    expect(all.body.data[0].id).toBe(body.data.auditEntryId);

    // A second import: only what changed, before and after; an unchanged row records nothing.
    await callApi('post', '/api/imports/employees', {
      token: admin,
      body: { fileName: 'fix.csv', rows: [{ ...ada, position: 'Staff Engineer' }, bo] },
    });
    expect(db.auditEntries.count()).toBe(before + 6);
    const latest = (await callApi('get', `/api/audit?employeeId=${created.id}`, { token: admin }))
      .body.data[0];
    expect(latest).toMatchObject({
      summary: 'Ada Byron updated by the import of fix.csv (position)',
      before: { position: 'Engineer' },
      after: { position: 'Staff Engineer' },
    });
  });

  it('admin only', async () => {
    const body = { fileName: 'x.csv', rows: [ada] };
    expect(
      (await callApi('post', '/api/imports/employees', { token: await loginAs('manager'), body }))
        .status,
    ).toBe(403);
    expect((await callApi('post', '/api/imports/employees', { body })).status).toBe(401);
  });
});

describe('POST /api/imports/compensation', () => {
  it('adds one history entry per row, or nothing when a row is wrong', async () => {
    const admin = await loginAs('admin');
    const type = db.compensationTypes.first(
      (t) => t.organizationId === 'org_acme' && /salary/i.test(t.name),
    )!;
    const good = {
      email: DEMO_EMPLOYEE.email,
      effectiveDate: '2026-12-01',
      type: type.name,
      amount: '123456',
    };
    const before = counts();
    const bad = await callApi('post', '/api/imports/compensation', {
      token: admin,
      body: { fileName: 'comp.csv', rows: [good, { ...good, type: 'Stock' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'rows[1].type', message: 'Unknown compensation type: Stock' },
    ]);
    expect(counts()).toEqual(before);
    const { body } = await callApi('post', '/api/imports/compensation', {
      token: admin,
      body: { fileName: 'comp.csv', rows: [good] },
    });
    expect(body.data.compensationEntries).toBe(1);
    expect(salaryOf(DEMO_EMPLOYEE.employeeId).amount).toBe(123456);
  });

  it('records one audit entry per employee with their imported rows, and the summary', async () => {
    const admin = await loginAs('admin');
    const type = db.compensationTypes.first(
      (t) => t.organizationId === 'org_acme' && /salary/i.test(t.name),
    )!;
    const row = (effectiveDate: string, amount: string, email = DEMO_EMPLOYEE.email) => ({
      email,
      effectiveDate,
      type: type.name,
      amount,
    });
    const before = db.auditEntries.count();
    await callApi('post', '/api/imports/compensation', {
      token: admin,
      body: {
        fileName: 'comp.csv',
        rows: [
          row('2025-01-01', '100000'),
          row('2026-01-01', '110000'),
          row('2026-01-01', '90000', DEMO_MANAGER.email),
        ],
      },
    });
    expect(db.auditEntries.count()).toBe(before + 3);
    const { body } = await callApi(
      'get',
      `/api/audit?employeeId=${DEMO_EMPLOYEE.employeeId}&entityType=compensation`,
      { token: admin },
    );
    expect(body.data[0]).toMatchObject({
      action: 'import',
      entityId: DEMO_EMPLOYEE.employeeId,
      summary: expect.stringMatching(
        /^Compensation history of .+ imported from comp\.csv \(2 entries\)$/,
      ),
      before: null,
      after: {
        [`${type.name} on 2025-01-01`]: '100,000 USD',
        [`${type.name} on 2026-01-01`]: '110,000 USD',
      },
      reason: 'Imported from comp.csv',
    });
  });
});
