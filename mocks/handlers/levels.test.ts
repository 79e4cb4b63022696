import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ACME_ORG_ID, DEMO_EMPLOYEE, GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

/** Levels and pay bands: the rules of openapi.yaml's Levels tag against the demo. */

const band = (min: number, mid: number, max: number, zone: string | null = null) => ({
  zone,
  currency: 'USD',
  min,
  mid,
  max,
});
const fellow = {
  name: 'L8 Fellow',
  order: 8,
  jobFamily: 'Engineering',
  bands: [band(270000, 324000, 378000, 'Zone B'), band(300000, 360000, 420000)],
};
const acmeLevels = () => db.levels.lookup('organizationId', ACME_ORG_ID);
const levelNamed = (name: string) => acmeLevels().find((l) => l.name === name)!;
const levelAudit = () => db.auditEntries.where((e) => e.entityType === 'level');

describe('GET /api/levels', () => {
  it('admin: the seeded ladder by order, each with its active employees counted', async () => {
    const { status, body } = await callApi('get', '/api/levels', { token: await loginAs('admin') });
    expect(status).toBe(200);
    expect(body.data.map((l: { name: string }) => l.name)).toEqual([
      'L1 Associate',
      'L2 Professional',
      'L3 Senior',
      'L4 Lead',
      'L5 Principal',
      'L6 Director',
      'L7 Executive',
    ]);
    const l3 = levelNamed('L3 Senior');
    const active = db.employees.where((e) => e.levelId === l3.id && e.isActive).length;
    expect(active).toBeGreaterThan(0);
    expect(body.data[2]).toMatchObject({ id: l3.id, employeeCount: active });
    expect(body.data[2].bands.map((b: { zone: string | null }) => b.zone)).toEqual([
      null,
      'Zone B',
    ]);
  });

  it('manager reads the bands; employee gets 403; no token 401', async () => {
    const manager = await callApi('get', '/api/levels', { token: await loginAs('manager') });
    expect(manager.status).toBe(200);
    expect(manager.body.data).toHaveLength(7);
    const employee = await callApi('get', '/api/levels', { token: await loginAs('employee') });
    expect(employee.status).toBe(403);
    expect((await callApi('get', '/api/levels')).status).toBe(401);
  });

  it("another organization's admin sees only their own levels", async () => {
    const { body } = await callApi('get', '/api/levels', {
      token: await loginAs(GLOBEX_ADMIN.email),
    });
    const acmeIds = new Set(acmeLevels().map((l) => l.id));
    expect(body.data.length).toBe(7);
    expect(body.data.some((l: { id: string }) => acmeIds.has(l.id))).toBe(false);
  });
});

describe('POST /api/levels', () => {
  it('creates the level with its bands default first, and records it in the audit trail', async () => {
    const token = await loginAs('admin');
    const { status, body, headers } = await callApi('post', '/api/levels', { token, body: fellow });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'L8 Fellow',
      order: 8,
      jobFamily: 'Engineering',
      employeeCount: 0,
      bands: [band(300000, 360000, 420000), band(270000, 324000, 378000, 'Zone B')],
    });
    expect(headers.get('etag')).toBe(`"${body.data.version}"`);
    const [entry] = levelAudit();
    expect(entry).toMatchObject({
      action: 'create',
      entityId: body.data.id,
      before: null,
      after: {
        name: 'L8 Fellow',
        'Default band': '300,000 – 360,000 – 420,000 USD',
        'Zone B band': '270,000 – 324,000 – 378,000 USD',
      },
    });
  });

  it.each([
    [
      'min above mid',
      [band(70000, 60000, 80000)],
      'bands[0].min',
      'The minimum cannot exceed the midpoint.',
    ],
    [
      'mid above max',
      [band(50000, 90000, 80000)],
      'bands[0].mid',
      'The midpoint cannot exceed the maximum.',
    ],
    ['a zero amount', [band(0, 60000, 70000)], 'bands[0].min', 'Amounts must be positive.'],
    [
      'a zone twice',
      [band(50000, 60000, 70000, 'Zone C'), band(45000, 54000, 63000, ' zone c ')],
      'bands[1].zone',
      'Each zone appears once.',
    ],
  ])('400 for %s, on its field, creating nothing', async (_label, bands, field, message) => {
    const token = await loginAs('admin');
    const before = acmeLevels().length;
    const { status, body } = await callApi('post', '/api/levels', {
      token,
      body: { ...fellow, bands },
    });
    expect(status).toBe(400);
    expect(body.details).toContainEqual({ field, message });
    expect(acmeLevels()).toHaveLength(before);
  });

  it('409 for a taken name in another case; manager and employee 403', async () => {
    const token = await loginAs('admin');
    const taken = await callApi('post', '/api/levels', {
      token,
      body: { ...fellow, name: '  l3 senior ' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('A level with this name already exists');
    for (const role of ['manager', 'employee'] as const) {
      const res = await callApi('post', '/api/levels', {
        token: await loginAs(role),
        body: fellow,
      });
      expect(res.status).toBe(403);
    }
  });
});

describe('PUT /api/levels/{id}', () => {
  it('replaces the bands with If-Match, a new version, the change audited; a stale version 412', async () => {
    const token = await loginAs('admin');
    const l3 = levelNamed('L3 Senior');
    const list = await callApi('get', '/api/levels', { token });
    const read = list.body.data.find((l: { id: string }) => l.id === l3.id);
    const body = {
      name: 'L3 Senior',
      order: 3,
      jobFamily: null,
      bands: [band(88000, 105000, 122000)],
    };
    const saved = await callApi('put', `/api/levels/${l3.id}`, {
      token,
      body,
      headers: { 'If-Match': `"${read.version}"` },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).not.toBe(read.version);
    expect(saved.body.data.bands).toEqual([band(88000, 105000, 122000)]);
    expect(levelAudit()[0]).toMatchObject({
      action: 'update',
      before: {
        'Default band': '85,000 – 102,000 – 119,000 USD',
        'Zone B band': '76,500 – 92,000 – 107,000 USD',
      },
      after: { 'Default band': '88,000 – 105,000 – 122,000 USD', 'Zone B band': null },
    });
    const stale = await callApi('put', `/api/levels/${l3.id}`, {
      token,
      body: { ...body, order: 4 },
      headers: { 'If-Match': `"${read.version}"` },
    });
    expect(stale.status).toBe(412);
    expect(db.levels.find(l3.id)!.order).toBe(3);
  });

  it("moves every band position of the level's employees at the next read", async () => {
    const token = await loginAs('admin');
    const employee = db.employees.first((e) => e.levelId !== null && e.zone === null)!;
    const level = db.levels.find(employee.levelId!)!;
    const before = (await callApi('get', `/api/employees/${employee.id}`, { token })).body.data;
    expect(before.bandPosition.mid).toBe(level.bands[0]!.mid);
    await callApi('put', `/api/levels/${level.id}`, {
      token,
      body: { name: level.name, order: level.order, bands: [band(1000, 2000, 3000)] },
    });
    const after = (await callApi('get', `/api/employees/${employee.id}`, { token })).body.data;
    expect(after.bandPosition).toMatchObject({
      min: 1000,
      mid: 2000,
      max: 3000,
      status: 'above_max',
    });
    const listed = await callApi('get', `/api/employees?levelId=${level.id}&limit=1000`, { token });
    const row = listed.body.data.find((e: { id: string }) => e.id === employee.id);
    expect(row.bandPosition.mid).toBe(2000);
  });

  it('409 renaming onto another level; 404 for another organization’s level', async () => {
    const token = await loginAs('admin');
    const l3 = levelNamed('L3 Senior');
    const clash = await callApi('put', `/api/levels/${l3.id}`, {
      token,
      body: { name: 'L4 LEAD', order: 3, bands: [] },
    });
    expect(clash.status).toBe(409);
    const globex = await callApi('put', `/api/levels/${l3.id}`, {
      token: await loginAs(GLOBEX_ADMIN.email),
      body: { name: 'Taken over', order: 3, bands: [] },
    });
    expect(globex.status).toBe(404);
    expect(globex.body.error).toBe('Level not found');
    expect(db.levels.find(l3.id)!.name).toBe('L3 Senior');
  });
});

describe('DELETE /api/levels/{id}', () => {
  it('leaves its employees without a level, naming them in the audit trail', async () => {
    const token = await loginAs('admin');
    const l1 = levelNamed('L1 Associate');
    const onIt = db.employees.where((e) => e.levelId === l1.id);
    expect(onIt.length).toBeGreaterThan(0);
    const listed = await callApi('get', `/api/employees?levelId=${l1.id}&limit=1000`, { token });
    expect(listed.body.data.map((e: { id: string }) => e.id).sort()).toEqual(
      onIt.map((e) => e.id).sort(),
    );
    expect((await callApi('delete', `/api/levels/${l1.id}`, { token })).status).toBe(204);
    for (const e of onIt) expect(db.employees.find(e.id)!.levelId).toBeNull();
    const read = await callApi('get', `/api/employees/${onIt[0]!.id}`, { token });
    expect(read.body.data).toMatchObject({ levelId: null, level: null });
    expect(read.body.data.bandPosition ?? null).toBeNull();
    const entry = levelAudit()[0]!;
    expect(entry).toMatchObject({ action: 'delete', entityId: l1.id, after: null });
    expect(entry.before!.employees).toContain(`${onIt[0]!.firstName} ${onIt[0]!.lastName}`);
    expect((await callApi('delete', `/api/levels/${l1.id}`, { token })).status).toBe(404);
  });

  it('409 while a promotion of an open cycle moves someone to the level; then deletes', async () => {
    const token = await loginAs('admin');
    const l5 = levelNamed('L5 Principal');
    const pending = db.recommendations.where(
      (r) => r.organizationId === ACME_ORG_ID && r.status === 'pending_approval',
    )[0]!;
    const employee = db.employees.find(db.participants.find(pending.participantId)!.employeeId)!;
    db.recommendations.update(pending.id, { newLevelId: l5.id });
    const refused = await callApi('delete', `/api/levels/${l5.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Level L5 Principal is in 1 promotion of an open cycle (${employee.firstName} ${employee.lastName}). Reject or change it first.`,
    );
    expect(db.levels.find(l5.id)).toBeDefined();
    expect(levelAudit()).toHaveLength(0);
    db.recommendations.update(pending.id, { status: 'rejected' });
    expect((await callApi('delete', `/api/levels/${l5.id}`, { token })).status).toBe(204);
  });

  it('403 for a manager; 404 for another organization', async () => {
    const l1 = levelNamed('L1 Associate');
    const manager = await callApi('delete', `/api/levels/${l1.id}`, {
      token: await loginAs('manager'),
    });
    expect(manager.status).toBe(403);
    const globex = await callApi('delete', `/api/levels/${l1.id}`, {
      token: await loginAs(GLOBEX_ADMIN.email),
    });
    expect(globex.status).toBe(404);
    expect(db.levels.find(l1.id)).toBeDefined();
  });
});

describe("an employee's level and zone", () => {
  it('PUT /api/employees/{id} sets them, audited; another organization’s level is 400', async () => {
    const token = await loginAs('admin');
    const id = DEMO_EMPLOYEE.employeeId;
    const l5 = levelNamed('L5 Principal');
    const current = (await callApi('get', `/api/employees/${id}`, { token })).body.data;
    const saved = await callApi('put', `/api/employees/${id}`, {
      token,
      body: {
        firstName: current.firstName,
        lastName: current.lastName,
        levelId: l5.id,
        zone: ' London ',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      levelId: l5.id,
      level: { id: l5.id, name: 'L5 Principal' },
      zone: 'London',
    });
    // A zone without a band of its own is priced on the default band.
    expect(saved.body.data.bandPosition).toMatchObject({ levelId: l5.id, zone: null });
    const entry = db.auditEntries.first(
      (e) => e.entityType === 'employee' && e.action === 'update',
    )!;
    expect(entry.after).toMatchObject({ level: 'L5 Principal', zone: 'London' });

    const globexLevel = db.levels.first((l) => l.organizationId !== ACME_ORG_ID)!;
    const foreign = await callApi('put', `/api/employees/${id}`, {
      token,
      body: { firstName: current.firstName, lastName: current.lastName, levelId: globexLevel.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toContainEqual({ field: 'levelId', message: 'Level not found' });
    expect(db.employees.find(id)!.levelId).toBe(l5.id);
  });

  it('POST /api/employees takes a level and zone', async () => {
    const token = await loginAs('admin');
    const l2 = levelNamed('L2 Professional');
    const { status, body } = await callApi('post', '/api/employees', {
      token,
      body: {
        firstName: 'Ada',
        lastName: 'Byron',
        position: 'Engineer',
        hireDate: '2026-02-01',
        salary: 70000,
        levelId: l2.id,
        zone: null,
      },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ levelId: l2.id, zone: null });
    expect(body.data.bandPosition).toMatchObject({ salary: 70000, status: 'in_range' });
  });
});
