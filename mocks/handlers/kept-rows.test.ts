import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { updateMockSettings } from '@mocks/http/settings';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

// The HTTP server keeps built list rows until their data changes (`keepBuiltRows`); the page
// builds them on every call. Both must answer exactly alike, for every role and query.

const ROLES = ['admin', 'manager', 'employee'] as const;

function inProgressCycle(): string {
  return db.reviewCycles
    .lookup('organizationId', 'org_acme')
    .find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!.id;
}

async function answers(paths: string[]) {
  const out: Record<string, unknown> = {};
  for (const role of ROLES) {
    const token = await loginAs(role);
    for (const path of paths) {
      const { status, body } = await callApi('get', path, { token });
      out[`${role} ${path}`] = { status, body };
    }
  }
  return out;
}

describe('lists with and without kept rows', () => {
  it('answer the same bodies for every role, page, filter and search', async () => {
    const cycle = inProgressCycle();
    const team = db.teams.first((t) => t.organizationId === 'org_acme')!.id;
    const paths = [
      '/api/employees',
      '/api/employees?limit=3&offset=2',
      `/api/employees?teamId=${team}`,
      '/api/employees?search=an',
      '/api/teams',
      `/api/teams/${team}`,
      '/api/users',
      '/api/users?includeArchived=true',
      `/api/review-cycles/${cycle}/participants`,
      `/api/review-cycles/${cycle}/participants?limit=4&offset=1`,
      `/api/review-cycles/${cycle}/participants?status=in_progress`,
      `/api/review-cycles/${cycle}/participants?search=an`,
    ];
    const participant = db.participants.lookup('cycleId', cycle)[0]!;
    db.participants.update(participant.id, { status: 'completed' });
    db.employees.update(participant.employeeId, { lastName: 'Zzzz' });
    updateMockSettings({ keepBuiltRows: true });
    await answers(paths);
    const kept = await answers(paths); // from the rows kept by the first pass
    updateMockSettings({ keepBuiltRows: false });
    expect(kept).toEqual(await answers(paths));
  });

  it('show a participant’s new status and name in the next read', async () => {
    const cycle = inProgressCycle();
    const token = await loginAs('admin');
    const rows = async () =>
      (await callApi('get', `/api/review-cycles/${cycle}/participants`, { token })).body.data as {
        id: string;
        status: string;
        employeeName: string;
      }[];
    const [first] = await rows();
    db.participants.update(first!.id, { status: 'completed' });
    expect((await rows()).find((r) => r.id === first!.id)!.status).toBe('completed');
    const participant = db.participants.find(first!.id)!;
    db.employees.update(participant.employeeId, { firstName: 'Zzzz', lastName: 'Zzzz' });
    const after = await rows();
    expect(after.at(-1)).toMatchObject({ id: first!.id, employeeName: 'Zzzz Zzzz' });
  });
});
