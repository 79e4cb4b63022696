import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { ORGANIZATION_TYPE_MESSAGES } from './organization-types';

const unusedType = () =>
  db.organizationTypes.first((t) => !db.organizations.first((o) => o.typeId === t.id))!;
const usedType = () => db.organizationTypes.find(db.organizations.find('org_acme')!.typeId!)!;

describe('organization types', () => {
  it.each(['admin', 'manager', 'employee'] as const)('%s lists them', async (role) => {
    const res = await callApi('get', '/api/organization-types', { token: await loginAs(role) });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(db.organizationTypes.count());
  });

  it('no token: 401 on every call', async () => {
    const id = unusedType().id;
    expect((await callApi('get', '/api/organization-types')).status).toBe(401);
    expect((await callApi('post', '/api/organization-types', { body: { name: 'X' } })).status).toBe(
      401,
    );
    expect(
      (await callApi('put', `/api/organization-types/${id}`, { body: { name: 'X' } })).status,
    ).toBe(401);
    expect((await callApi('delete', `/api/organization-types/${id}`)).status).toBe(401);
  });

  it('writes are admin only', async () => {
    const id = unusedType().id;
    for (const role of ['manager', 'employee'] as const) {
      const token = await loginAs(role);
      expect(
        (await callApi('post', '/api/organization-types', { token, body: { name: 'X' } })).status,
      ).toBe(403);
      expect(
        (await callApi('put', `/api/organization-types/${id}`, { token, body: { name: 'X' } }))
          .status,
      ).toBe(403);
      expect((await callApi('delete', `/api/organization-types/${id}`, { token })).status).toBe(
        403,
      );
    }
  });

  it('creates, renames and deletes; the registration list follows', async () => {
    const token = await loginAs('admin');
    const created = await callApi('post', '/api/organization-types', {
      token,
      body: { name: ' Education ', description: 'Schools' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Education', description: 'Schools' });
    const id = created.body.data.id;
    const renamed = await callApi('put', `/api/organization-types/${id}`, {
      token,
      body: { name: 'Higher Education' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Higher Education', description: 'Schools' });
    const publicList = await callApi('get', '/api/organization/types');
    expect(publicList.body.data.map((t: { name: string }) => t.name)).toContain('Higher Education');
    expect((await callApi('delete', `/api/organization-types/${id}`, { token })).status).toBe(204);
    expect(db.organizationTypes.find(id)).toBeUndefined();
  });

  it('name required and unique', async () => {
    const token = await loginAs('admin');
    const blank = await callApi('post', '/api/organization-types', { token, body: { name: '  ' } });
    expect([blank.status, blank.body.error]).toEqual([
      400,
      ORGANIZATION_TYPE_MESSAGES.nameRequired,
    ]);
    const missing = await callApi('post', '/api/organization-types', { token, body: {} });
    expect([missing.status, missing.body.error]).toEqual([
      400,
      'Organization type name is required',
    ]);
    const taken = await callApi('post', '/api/organization-types', {
      token,
      body: { name: usedType().name.toLowerCase() },
    });
    expect([taken.status, taken.body.error]).toEqual([
      409,
      'An organization type with this name already exists',
    ]);
    const renameTaken = await callApi('put', `/api/organization-types/${unusedType().id}`, {
      token,
      body: { name: usedType().name },
    });
    expect(renameTaken.status).toBe(409);
  });

  it('409 when an organization uses the type; 404 for an unknown one', async () => {
    const token = await loginAs('admin');
    const used = await callApi('delete', `/api/organization-types/${usedType().id}`, { token });
    expect([used.status, used.body.error]).toEqual([409, 'Organization type is in use']);
    expect(
      (await callApi('delete', '/api/organization-types/otype_missing', { token })).status,
    ).toBe(404);
    expect(
      (
        await callApi('put', '/api/organization-types/otype_missing', {
          token,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
  });
});
