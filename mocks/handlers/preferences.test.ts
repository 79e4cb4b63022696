import { describe, expect, it } from 'vitest';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { DEFAULT_PARTICIPANT_COLUMNS } from '@/lib/participant-columns';

const PATH = '/api/user/preferences/table-columns/participants';

describe('column preferences', () => {
  it('every role reads the default columns; no token 401; an unknown table 404', async () => {
    for (const role of ['admin', 'manager', 'employee'] as const) {
      const { status, body } = await callApi('get', PATH, { token: await loginAs(role) });
      expect(status).toBe(200);
      // Spec 02's nine in their order, the band columns beside the figures they explain.
      expect(body.columns.map((c: { key: string }) => c.key)).toEqual([
        'employee',
        'team',
        'manager',
        'level',
        'status',
        'currentStage',
        'currentSalary',
        'compaRatio',
        'rangePenetration',
        'recommendedRaise',
        'raisePercentage',
        'compaRatioAfter',
        'rangePenetrationAfter',
        'actions',
      ]);
      // The range penetrations are hidden until the user shows them.
      const hidden = body.columns.filter((c: { visible: boolean }) => !c.visible);
      expect(hidden.map((c: { key: string }) => c.key)).toEqual([
        'rangePenetration',
        'rangePenetrationAfter',
      ]);
    }
    expect((await callApi('get', PATH)).status).toBe(401);
    expect(
      (
        await callApi('get', '/api/user/preferences/table-columns/other', {
          token: await loginAs('admin'),
        })
      ).status,
    ).toBe(404);
  });

  it('saves per user: the admin’s order and hidden columns do not change the manager’s', async () => {
    const admin = await loginAs('admin');
    const columns = DEFAULT_PARTICIPANT_COLUMNS.map((c) => ({ ...c, visible: c.key !== 'team' }))
      .reverse()
      .map((c, order) => ({ ...c, order }));
    const saved = await callApi('patch', PATH, { token: admin, body: { columns } });
    expect(saved.status).toBe(200);
    expect(saved.body.columns).toEqual(columns);
    expect((await callApi('get', PATH, { token: admin })).body.columns).toEqual(columns);
    const manager = await callApi('get', PATH, { token: await loginAs('manager') });
    expect(manager.body.columns).toEqual(DEFAULT_PARTICIPANT_COLUMNS);
    expect((await callApi('patch', PATH, { body: { columns } })).status).toBe(401);
  });

  it('400 for duplicate keys or an unknown key', async () => {
    const token = await loginAs('employee');
    const twice = [DEFAULT_PARTICIPANT_COLUMNS[0], { ...DEFAULT_PARTICIPANT_COLUMNS[0], order: 1 }];
    const duplicate = await callApi('patch', PATH, { token, body: { columns: twice } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error).toBe('Column keys must be unique');
    const unknown = await callApi('patch', PATH, {
      token,
      body: { columns: [{ key: 'salary', label: 'x', visible: true, order: 0 }] },
    });
    expect(unknown.status).toBe(400);
  });
});
