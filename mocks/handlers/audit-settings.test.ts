import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

interface Entry {
  action: string;
  entityType: string;
  entityId: string;
  actor: { id: string | null; name: string };
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  employee: { id: string } | null;
}

/** The admin's audit trail about one record, oldest first. */
async function trailOf(entityType: string, entityId: string): Promise<Entry[]> {
  const token = await loginAs('admin');
  const { body } = await callApi<{ data: Entry[] }>(
    'get',
    `/api/audit?entityType=${entityType}&entityId=${entityId}`,
    { token },
  );
  return [...body.data].reverse();
}

const acmeTypeId = () => db.organizationTypes.first((t) => t.organizationId === 'org_acme')!.id;

describe('audit trail of teams', () => {
  it('records a team created, renamed and edited, and deleted, by the admin', async () => {
    const token = await loginAs('admin');
    const created = await callApi('post', '/api/teams', {
      token,
      body: { name: 'Data Platform', description: 'Pipelines' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const path = `/api/teams/${id}`;
    const body = { name: 'Data Infrastructure', description: 'Pipelines and storage' };
    expect((await callApi('put', path, { token, body })).status).toBe(200);
    expect((await callApi('put', path, { token, body })).status).toBe(200);
    expect((await callApi('delete', path, { token })).status).toBe(204);

    const trail = await trailOf('team', id);
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    const [create, update, remove] = trail;
    expect(create).toMatchObject({
      actor: { id: DEMO_ADMIN.userId },
      summary: 'Team Data Platform created',
      before: null,
      after: { name: 'Data Platform', description: 'Pipelines', active: true, members: 0 },
    });
    expect(update).toMatchObject({
      summary: 'Team Data Platform renamed to Data Infrastructure (description)',
      before: { name: 'Data Platform', description: 'Pipelines' },
      after: { name: 'Data Infrastructure', description: 'Pipelines and storage' },
    });
    expect(Object.keys(update!.after!)).toEqual(['name', 'description']);
    expect(remove).toMatchObject({
      summary: 'Team Data Infrastructure deleted',
      before: { name: 'Data Infrastructure' },
      after: null,
    });
  });

  it('records a change of members as their count, old and new', async () => {
    const token = await loginAs('admin');
    const created = await callApi('post', '/api/teams', { token, body: { name: 'Guild' } });
    const id = created.body.data.id as string;
    await callApi('put', `/api/teams/${id}`, {
      token,
      body: { name: 'Guild', memberIds: [DEMO_EMPLOYEE.employeeId] },
    });
    const [, update] = await trailOf('team', id);
    expect(update).toMatchObject({
      summary: 'Team Guild edited (members)',
      before: { members: 0 },
      after: { members: 1 },
    });
  });
});

describe('audit trail of the organization', () => {
  it('records a rename, old and new, and nothing for a save that changes nothing', async () => {
    const token = await loginAs('admin');
    const body = { name: 'Acme Robotics Inc.', typeId: acmeTypeId() };
    expect((await callApi('put', '/api/organization', { token, body })).status).toBe(200);
    expect((await callApi('put', '/api/organization', { token, body })).status).toBe(200);
    const trail = await trailOf('organization', 'org_acme');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'update',
      summary: 'Organization Acme Robotics renamed to Acme Robotics Inc.',
      before: { name: 'Acme Robotics' },
      after: { name: 'Acme Robotics Inc.' },
    });
  });

  it('records a change of the registration settings, old and new', async () => {
    const token = await loginAs('admin');
    const org = db.organizations.find('org_acme')!;
    const { status } = await callApi('put', '/api/organization/registration-settings', {
      token,
      body: {
        allowUserRegistration: !org.allowUserRegistration,
        requireEmailVerification: org.requireEmailVerification,
      },
    });
    expect(status).toBe(200);
    const trail = await trailOf('organization', 'org_acme');
    expect(trail.at(-1)).toMatchObject({
      action: 'update',
      summary: 'Registration settings changed (allowUserRegistration)',
      before: { allowUserRegistration: org.allowUserRegistration },
      after: { allowUserRegistration: !org.allowUserRegistration },
    });
  });
});

describe('audit trail of performance metrics', () => {
  const metric = { name: 'Ownership', order: 7, scaleType: 'numeric', minValue: 1, maxValue: 5 };

  it('records a create, an edit, a move in the order (reorder) and a delete', async () => {
    const token = await loginAs('admin');
    const created = await callApi('post', '/api/performance-metrics', { token, body: metric });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const path = `/api/performance-metrics/${id}`;
    await callApi('put', path, { token, body: { ...metric, maxValue: 10 } });
    await callApi('put', path, { token, body: { ...metric, maxValue: 10, order: 2 } });
    expect((await callApi('delete', path, { token })).status).toBe(204);

    const trail = await trailOf('metric', id);
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'reorder', 'delete']);
    expect(trail[0]).toMatchObject({
      summary: 'Metric Ownership created',
      after: { name: 'Ownership', order: 7, minValue: 1, maxValue: 5 },
    });
    expect(trail[1]).toMatchObject({
      summary: 'Metric Ownership edited (maxValue, validationRules)',
      before: { maxValue: 5 },
      after: { maxValue: 10 },
    });
    expect(trail[2]).toMatchObject({
      summary: 'Order of metric Ownership changed from 7 to 2',
      before: { order: 7 },
      after: { order: 2 },
    });
    expect(trail[3]).toMatchObject({ summary: 'Metric Ownership deleted', after: null });
  });
});

describe('audit trail of organization types', () => {
  it('records a type created, renamed and deleted', async () => {
    const token = await loginAs('admin');
    const created = await callApi('post', '/api/organization-types', {
      token,
      body: { name: 'Cooperative' },
    });
    const id = created.body.data.id as string;
    await callApi('put', `/api/organization-types/${id}`, {
      token,
      body: { name: 'Worker cooperative' },
    });
    await callApi('delete', `/api/organization-types/${id}`, { token });
    const trail = await trailOf('organization_type', id);
    expect(trail.map((e) => e.summary)).toEqual([
      'Organization type Cooperative created',
      'Organization type Cooperative renamed to Worker cooperative',
      'Organization type Worker cooperative deleted',
    ]);
    expect(trail[1]).toMatchObject({
      before: { name: 'Cooperative' },
      after: { name: 'Worker cooperative' },
    });
  });
});

describe('audit trail of one’s own profile', () => {
  it('records the changed name and email, old and new, by the person themselves', async () => {
    const token = await loginAs('employee');
    const { status } = await callApi('put', '/api/users/profile', {
      token,
      body: { firstName: 'Rilee', email: 'rilee@acme.example' },
    });
    expect(status).toBe(200);
    const before = db.users.find(DEMO_EMPLOYEE.userId)!;
    const [entry] = (await trailOf('user', DEMO_EMPLOYEE.userId)).filter(
      (e) => e.action === 'update',
    );
    expect(entry).toMatchObject({
      actor: { id: DEMO_EMPLOYEE.userId },
      employee: { id: DEMO_EMPLOYEE.employeeId },
      summary: `Rilee ${before.lastName} edited their profile (firstName, email)`,
      before: { email: DEMO_EMPLOYEE.email },
      after: { firstName: 'Rilee', email: 'rilee@acme.example' },
    });
  });

  it('records a new password without its value', async () => {
    const token = await loginAs('employee');
    const { status } = await callApi('put', '/api/users/profile', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'An0ther!Passw0rd' },
    });
    expect(status).toBe(200);
    const trail = await trailOf('user', DEMO_EMPLOYEE.userId);
    const changes = trail.filter((e) => e.action === 'password_change');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      actor: { id: DEMO_EMPLOYEE.userId },
      before: null,
      after: null,
    });
    expect(JSON.stringify(trail)).not.toContain('An0ther');
  });

  it('records an admin setting a temporary password, without its value', async () => {
    const token = await loginAs('admin');
    const { status } = await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/reset-password`, {
      token,
      body: { temporaryPassword: 'Temp!Passw0rd1' },
    });
    expect(status).toBe(200);
    const trail = await trailOf('user', DEMO_EMPLOYEE.userId);
    expect(trail.at(-1)).toMatchObject({
      action: 'password_reset',
      actor: { id: DEMO_ADMIN.userId },
      before: null,
      after: null,
    });
    expect(JSON.stringify(trail)).not.toContain('Temp!');
  });
});
