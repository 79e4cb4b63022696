import { describe, expect, it } from 'vitest';
import { STALE_RECORD } from '@/lib/record-version';
import { db, restoreDb, snapshotDb } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { rowHash, versionOf } from './versions';

const rileyTeam = () => db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds[0]!;

async function readTeam(token: string, id = rileyTeam()) {
  return callApi('get', `/api/teams/${id}`, { token });
}

describe('record versions in the mock', () => {
  it('hash a stored row once and change with its content', () => {
    const team = db.teams.find(rileyTeam())!;
    expect(rowHash(team)).toBe(rowHash(team));
    const renamed = db.teams.update(team.id, { name: `${team.name} (renamed)` })!;
    expect(versionOf(renamed)).not.toBe(versionOf(team));
    expect(versionOf(renamed)).toMatch(/^[0-9a-z]{1,11}$/);
  });

  it('send the version as the ETag of a single record', async () => {
    const token = await loginAs('admin');
    const { status, body, headers } = await readTeam(token);
    expect(status).toBe(200);
    expect(headers.get('ETag')).toBe(`"${body.data.version}"`);
  });

  it('refuse a stale update with 412 and the shared texts, and write nothing', async () => {
    const token = await loginAs('admin');
    const { body: loaded } = await readTeam(token);
    const stale = `"${loaded.data.version}"`;
    const first = await callApi('put', `/api/teams/${loaded.data.id}`, {
      token,
      headers: { 'If-Match': stale },
      body: { name: loaded.data.name, description: 'First editor' },
    });
    expect(first.status).toBe(200);
    const second = await callApi('put', `/api/teams/${loaded.data.id}`, {
      token,
      headers: { 'If-Match': stale },
      body: { name: loaded.data.name, description: 'Second editor' },
    });
    expect([second.status, second.body]).toEqual([412, STALE_RECORD]);
    const { body: after } = await readTeam(token);
    expect(after.data.description).toBe('First editor');
    expect(after.data.version).toBe(first.body.data.version);
  });

  it('accept an update without If-Match (older clients)', async () => {
    const token = await loginAs('admin');
    const { body: loaded } = await readTeam(token);
    const { status } = await callApi('put', `/api/teams/${loaded.data.id}`, {
      token,
      body: { name: loaded.data.name, description: 'No If-Match' },
    });
    expect(status).toBe(200);
  });

  it("change a team's version when its members change (stored on the employees)", async () => {
    const token = await loginAs('admin');
    const id = rileyTeam();
    const { body: before } = await readTeam(token, id);
    const member = db.employees.find(DEMO_EMPLOYEE.employeeId)!;
    db.employees.update(member.id, { teamIds: member.teamIds.filter((t) => t !== id) });
    const { body: after } = await readTeam(token, id);
    expect(after.data.version).not.toBe(before.data.version);
  });

  it("keep a user's version when they only sign in", async () => {
    const admin = await loginAs('admin');
    const versionOfRiley = async () =>
      (await callApi('get', '/api/users', { token: admin })).body.find(
        (u: { email: string }) => u.email === DEMO_EMPLOYEE.email,
      ).version;
    const before = await versionOfRiley();
    await loginAs('employee');
    expect(await versionOfRiley()).toBe(before);
  });

  it('keep versions across a save and reload of the data (persistence)', async () => {
    const token = await loginAs('admin');
    const { body: before } = await readTeam(token);
    restoreDb(JSON.parse(JSON.stringify(snapshotDb())));
    const { body: after } = await readTeam(token);
    expect(after.data.version).toBe(before.data.version);
  });
});
