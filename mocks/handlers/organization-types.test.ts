import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ACME_ORG_ID, GLOBEX_ADMIN, GLOBEX_ORG_ID } from '@mocks/seed/accounts';
import { ORGANIZATION_TYPES } from '@mocks/seed/catalog';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { ORGANIZATION_TYPE_MESSAGES } from './organization-types';

const acmeTypes = () => db.organizationTypes.where((t) => t.organizationId === ACME_ORG_ID);
const unusedType = () =>
  acmeTypes().find((t) => db.organizations.find(ACME_ORG_ID)!.typeId !== t.id)!;
const usedType = () => db.organizationTypes.find(db.organizations.find(ACME_ORG_ID)!.typeId!)!;
const DEFAULT_NAMES = ORGANIZATION_TYPES.map(([name]) => name).sort();
const namesOf = (body: { data: { name: string }[] }) => body.data.map((t) => t.name).sort();

describe('organization types', () => {
  it.each(['admin', 'manager', 'employee'] as const)(
    "%s lists the organization's own types, seeded with the defaults",
    async (role) => {
      const res = await callApi('get', '/api/organization-types', { token: await loginAs(role) });
      expect(res.status).toBe(200);
      expect(namesOf(res.body)).toEqual(DEFAULT_NAMES);
      const ids = res.body.data.map((t: { id: string }) => t.id);
      expect(ids).toEqual(expect.arrayContaining(acmeTypes().map((t) => t.id)));
      expect(ids).toHaveLength(acmeTypes().length);
    },
  );

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

  it('creates, renames and deletes in the own list only: other organizations and registration see none of it', async () => {
    const token = await loginAs('admin');
    const globex = await loginAs(GLOBEX_ADMIN.email);
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
    const own = await callApi('get', '/api/organization-types', { token });
    expect(namesOf(own.body)).toContain('Higher Education');
    const theirs = await callApi('get', '/api/organization-types', { token: globex });
    expect(namesOf(theirs.body)).toEqual(DEFAULT_NAMES);
    const publicList = await callApi('get', '/api/organization/types');
    expect(namesOf(publicList.body)).toEqual(DEFAULT_NAMES);
    expect((await callApi('delete', `/api/organization-types/${id}`, { token })).status).toBe(204);
    expect(db.organizationTypes.find(id)).toBeUndefined();
  });

  it("another organization's admin can neither rename nor delete a type: 404, unchanged", async () => {
    const globex = await loginAs(GLOBEX_ADMIN.email);
    const type = unusedType();
    const renamed = await callApi('put', `/api/organization-types/${type.id}`, {
      token: globex,
      body: { name: 'Renamed by Globex' },
    });
    expect(renamed.status).toBe(404);
    const deleted = await callApi('delete', `/api/organization-types/${type.id}`, {
      token: globex,
    });
    expect(deleted.status).toBe(404);
    expect(db.organizationTypes.find(type.id)).toEqual(type);
    const registration = db.organizationTypes.first((t) => t.organizationId === null)!;
    const onDefault = await callApi('put', `/api/organization-types/${registration.id}`, {
      token: globex,
      body: { name: 'Renamed default' },
    });
    expect(onDefault.status).toBe(404);
  });

  it('a name is unique within the organization, not across organizations', async () => {
    const token = await loginAs('admin');
    const globex = await loginAs(GLOBEX_ADMIN.email);
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
    const mine = await callApi('post', '/api/organization-types', {
      token,
      body: { name: 'Aerospace' },
    });
    const theirs = await callApi('post', '/api/organization-types', {
      token: globex,
      body: { name: 'Aerospace' },
    });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
  });

  it('409 when the organization uses the type; 404 for an unknown one', async () => {
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

  it("every organization's type is one of its own types", () => {
    for (const org of db.organizations.all()) {
      expect(db.organizationTypes.find(org.typeId!)?.organizationId).toBe(org.id);
    }
    expect(GLOBEX_ORG_ID).not.toBe(ACME_ORG_ID);
  });
});
