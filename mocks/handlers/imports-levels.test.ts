import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ACME_ORG_ID } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

/** POST /api/imports/levels: pay bands from a file, all rows or none. */

const acmeLevels = () => db.levels.lookup('organizationId', ACME_ORG_ID);
const rows = [
  { level: 'L3 Senior', zone: '', currency: 'USD', min: '88,000', mid: '105,000', max: '122,000' },
  { level: 'l3 senior', zone: 'London', currency: 'GBP', min: '70000', mid: '80000', max: '90000' },
  {
    level: 'L8 Fellow',
    order: '8',
    jobFamily: 'Engineering',
    min: '300000',
    mid: '360000',
    max: '420000',
  },
];

describe('POST /api/imports/levels', () => {
  it('dry run: counts the levels it would create and update, changes nothing', async () => {
    const token = await loginAs('admin');
    const audit = db.auditEntries.count();
    const { status, body } = await callApi('post', '/api/imports/levels', {
      token,
      body: { fileName: 'bands.csv', dryRun: true, rows },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      dryRun: true,
      rows: 3,
      created: 1,
      updated: 1,
      teamsCreated: 0,
      managerLinks: 0,
      compensationEntries: 0,
      auditEntryId: null,
    });
    expect(acmeLevels()).toHaveLength(7);
    expect(db.auditEntries.count()).toBe(audit);
  });

  it("replaces a level's bands with the file's, creates new levels, and audits each", async () => {
    const token = await loginAs('admin');
    const { body } = await callApi('post', '/api/imports/levels', {
      token,
      body: { fileName: 'bands.csv', rows },
    });
    expect(body.data).toMatchObject({ dryRun: false, created: 1, updated: 1 });
    const l3 = acmeLevels().find((l) => l.name === 'L3 Senior')!;
    expect(l3.bands).toEqual([
      { zone: null, currency: 'USD', min: 88000, mid: 105000, max: 122000 },
      { zone: 'London', currency: 'GBP', min: 70000, mid: 80000, max: 90000 },
    ]);
    expect(acmeLevels().find((l) => l.name === 'L8 Fellow')).toMatchObject({
      order: 8,
      jobFamily: 'Engineering',
    });
    const entry = db.auditEntries.first((e) => e.entityType === 'level' && e.entityId === l3.id)!;
    expect(entry).toMatchObject({
      action: 'import',
      summary: 'Level L3 Senior updated by the import of bands.csv',
      before: { 'Default band': '85,000 – 102,000 – 119,000 USD', 'London band': null },
      after: {
        'Default band': '88,000 – 105,000 – 122,000 USD',
        'London band': '70,000 – 80,000 – 90,000 GBP',
      },
    });
    expect(db.auditEntries.find(body.data.auditEntryId)).toMatchObject({
      entityType: 'import',
      summary: 'Imported levels and pay bands from bands.csv (3 rows: 1 created, 1 updated)',
    });
  });

  it('400 with every problem by row, and nothing imported', async () => {
    const token = await loginAs('admin');
    const before = JSON.stringify(acmeLevels());
    const { status, body } = await callApi('post', '/api/imports/levels', {
      token,
      body: {
        fileName: 'bands.csv',
        rows: [rows[0], { level: 'L4 Lead', min: '150000', mid: '132000', max: '160000' }],
      },
    });
    expect(status).toBe(400);
    expect(body.error).toBe('The file has errors in 1 row; nothing was imported');
    expect(body.details).toEqual([
      { field: 'rows[1].min', message: 'The minimum cannot exceed the midpoint.' },
    ]);
    expect(JSON.stringify(acmeLevels())).toBe(before);
  });

  it('manager and employee 403', async () => {
    for (const role of ['manager', 'employee'] as const) {
      const res = await callApi('post', '/api/imports/levels', {
        token: await loginAs(role),
        body: { fileName: 'bands.csv', rows },
      });
      expect(res.status).toBe(403);
    }
  });
});
