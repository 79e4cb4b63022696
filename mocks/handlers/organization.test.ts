import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { ORGANIZATION_MESSAGES } from './organization';

const typeId = () => db.organizationTypes.first((t) => t.organizationId === 'org_acme')!.id;

describe('GET /api/organization', () => {
  it.each(['admin', 'manager', 'employee'] as const)(
    '%s reads their organization',
    async (role) => {
      const { status, body } = await callApi('get', '/api/organization', {
        token: await loginAs(role),
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: 'org_acme', name: 'Acme Robotics' });
    },
  );
  it('401 without a token', async () => {
    expect((await callApi('get', '/api/organization')).status).toBe(401);
  });
});

describe('PUT /api/organization', () => {
  it('updates name, type and domain (normalised)', async () => {
    const token = await loginAs('admin');
    const { status, body } = await callApi('put', '/api/organization', {
      token,
      body: { name: ' Acme Robotics Inc. ', typeId: typeId(), domain: 'HTTPS://Acme.Example/' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Acme Robotics Inc.',
      typeId: typeId(),
      domain: 'acme.example',
    });
    expect(db.organizations.find('org_acme')?.name).toBe('Acme Robotics Inc.');
  });

  it.each([
    [{ name: '  ', typeId: 'x' }, ORGANIZATION_MESSAGES.nameRequired],
    [{ typeId: 'x' }, ORGANIZATION_MESSAGES.nameRequired],
    [{ name: 'Acme' }, ORGANIZATION_MESSAGES.typeRequired],
    [{ name: 'Acme', typeId: 'otype_missing' }, ORGANIZATION_MESSAGES.typeRequired],
    [{ name: 'Acme', typeId: 'TYPE', domain: 'not a domain' }, ORGANIZATION_MESSAGES.invalidDomain],
  ])('400 for %j', async (body: Record<string, string>, message) => {
    const fixed = body.typeId === 'TYPE' ? { ...body, typeId: typeId() } : body;
    const res = await callApi('put', '/api/organization', {
      token: await loginAs('admin'),
      body: fixed,
    });
    expect([res.status, res.body.error]).toEqual([400, message]);
  });

  it('manager and employee 403; no token 401', async () => {
    const body = { name: 'X', typeId: typeId() };
    for (const role of ['manager', 'employee'] as const) {
      expect(
        (await callApi('put', '/api/organization', { token: await loginAs(role), body })).status,
      ).toBe(403);
    }
    expect((await callApi('put', '/api/organization', { body })).status).toBe(401);
  });
});

describe('PUT /api/organization/registration-settings', () => {
  it('saves both switches', async () => {
    const token = await loginAs('admin');
    const body = { allowUserRegistration: true, requireEmailVerification: false };
    const res = await callApi('put', '/api/organization/registration-settings', { token, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(body);
    expect(db.organizations.find('org_acme')).toMatchObject(body);
  });
  it('manager and employee 403; no token 401', async () => {
    const body = { allowUserRegistration: true, requireEmailVerification: false };
    for (const role of ['manager', 'employee'] as const) {
      const res = await callApi('put', '/api/organization/registration-settings', {
        token: await loginAs(role),
        body,
      });
      expect(res.status).toBe(403);
    }
    expect((await callApi('put', '/api/organization/registration-settings', { body })).status).toBe(
      401,
    );
  });
});

describe('GET /api/organization/types', () => {
  it('is public and sorted by name', async () => {
    const { status, body } = await callApi('get', '/api/organization/types');
    expect(status).toBe(200);
    const names = body.data.map((t: { name: string }) => t.name);
    // The defaults, not any organization's own list.
    expect(names).toHaveLength(db.organizationTypes.where((t) => t.organizationId === null).length);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });
});
