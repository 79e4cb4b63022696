import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ACME_ORG_ID, GLOBEX_ADMIN, GLOBEX_ORG_ID } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { COMPENSATION_ERRORS } from './compensation';

let admin: string;

beforeEach(async () => {
  admin = await loginAs('admin');
});

const category = (name: string, org = ACME_ORG_ID) =>
  db.compensationCategories.first((c) => c.organizationId === org && c.name === name)!;
const type = (name: string, org = ACME_ORG_ID) =>
  db.compensationTypes.first((t) => t.organizationId === org && t.name === name)!;
const createCategory = (body: unknown, token = admin) =>
  callApi('post', '/api/compensation/categories', { token, body });
const createType = (categoryId: string, body: unknown, token = admin) =>
  callApi('post', `/api/compensation/categories/${categoryId}/types`, { token, body });

describe('GET /api/compensation/categories and /types', () => {
  it('lists categories by order, with their types by order when includeTypes=true', async () => {
    const res = await callApi('get', '/api/compensation/categories?includeTypes=true', {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Base Pay',
      'Variable Pay',
      'Equity',
    ]);
    expect(res.body.data[1].types.map((t: { name: string }) => t.name)).toEqual([
      'Annual Bonus',
      'Commission',
      'Spot Bonus',
    ]);
    expect(
      res.body.data.every((c: { organizationId: string }) => c.organizationId === ACME_ORG_ID),
    ).toBe(true);
  });

  it('leaves types out without includeTypes', async () => {
    const res = await callApi('get', '/api/compensation/categories', { token: admin });
    expect(res.body.data[0]).not.toHaveProperty('types');
  });

  it('lists every type by category order then type order', async () => {
    const res = await callApi('get', '/api/compensation/types', { token: admin });
    expect(res.body.data.map((t: { name: string }) => t.name)).toEqual([
      'Base Salary',
      'Annual Bonus',
      'Commission',
      'Spot Bonus',
      'Stock Options',
    ]);
  });

  it.each([
    ['admin', 200],
    ['manager', 200],
    ['employee', 403],
  ])('%s → %i', async (role, status) => {
    const token = await loginAs(role);
    expect((await callApi('get', '/api/compensation/types', { token })).status).toBe(status);
    expect((await callApi('get', '/api/compensation/categories', { token })).status).toBe(status);
  });

  it('no token → 401', async () => {
    expect((await callApi('get', '/api/compensation/types')).status).toBe(401);
  });
});

describe('categories: create, update', () => {
  it('creates a category with order 0 by default in the caller organization', async () => {
    const res = await createCategory({ name: 'Benefits', description: 'Perks' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Benefits',
      description: 'Perks',
      order: 0,
      organizationId: ACME_ORG_ID,
      types: [],
    });
  });

  it.each([
    [{ name: '' }, 400, COMPENSATION_ERRORS.nameRequired],
    [{ name: '   ' }, 400, COMPENSATION_ERRORS.nameRequired],
    [{ name: 'Benefits', order: 1.5 }, 400, undefined],
    [{ name: 'Benefits', order: -1 }, 400, undefined],
    [{ name: 'variable pay' }, 409, COMPENSATION_ERRORS.categoryNameTaken],
  ])('refuses %j with %i', async (body, status, message) => {
    const res = await createCategory(body);
    expect(res.status).toBe(status);
    if (message) expect(res.body.error).toBe(message);
  });

  it('allows a name another organization uses', async () => {
    expect(category('Base Pay', GLOBEX_ORG_ID)).toBeDefined();
    const globex = await loginAs(GLOBEX_ADMIN.email);
    db.compensationCategories.update(category('Base Pay', GLOBEX_ORG_ID).id, { name: 'Fixed Pay' });
    expect((await createCategory({ name: 'Base Pay' }, globex)).status).toBe(201);
  });

  it('updates name, description and order; renaming to a taken name is 409', async () => {
    const equity = category('Equity');
    const ok = await callApi('put', `/api/compensation/categories/${equity.id}`, {
      token: admin,
      body: { name: 'Equity', description: 'Shares', order: 9 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ description: 'Shares', order: 9 });
    const taken = await callApi('put', `/api/compensation/categories/${equity.id}`, {
      token: admin,
      body: { name: 'Base pay' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(COMPENSATION_ERRORS.categoryNameTaken);
  });

  it.each([
    ['manager', 403],
    ['employee', 403],
    ['none', 401],
  ])('%s → %i on create, update and delete', async (role, status) => {
    const token = role === 'none' ? '' : await loginAs(role);
    const id = category('Equity').id;
    expect((await createCategory({ name: 'X' }, token)).status).toBe(status);
    expect(
      (await callApi('put', `/api/compensation/categories/${id}`, { token, body: { name: 'X' } }))
        .status,
    ).toBe(status);
    expect((await callApi('delete', `/api/compensation/categories/${id}`, { token })).status).toBe(
      status,
    );
  });

  it("answers 404 for another organization's category", async () => {
    const globex = await loginAs(GLOBEX_ADMIN.email);
    const id = category('Equity').id;
    expect(
      (
        await callApi('put', `/api/compensation/categories/${id}`, {
          token: globex,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await callApi('delete', `/api/compensation/categories/${id}`, { token: globex })).status,
    ).toBe(404);
    expect((await createType(id, { name: 'Y' }, globex)).status).toBe(404);
  });
});

describe('types: create, update, delete', () => {
  it('adds two types to a new category, each order 0 by default unless given', async () => {
    const created = await createCategory({ name: 'Benefits' });
    const id = created.body.data.id;
    const first = await createType(id, { name: 'Health Insurance' });
    const second = await createType(id, {
      name: 'Gym',
      description: 'Monthly membership',
      order: 2,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      categoryId: id,
      name: 'Health Insurance',
      order: 0,
      description: null,
    });
    expect(second.body.data).toMatchObject({
      name: 'Gym',
      order: 2,
      description: 'Monthly membership',
    });
    const list = await callApi('get', '/api/compensation/categories?includeTypes=true', {
      token: admin,
    });
    const benefits = list.body.data.find((c: { id: string }) => c.id === id);
    expect(benefits.types.map((t: { name: string }) => t.name)).toEqual([
      'Health Insurance',
      'Gym',
    ]);
  });

  it('refuses a type name already used in the organization (any category)', async () => {
    const res = await createType(category('Equity').id, { name: 'base salary' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(COMPENSATION_ERRORS.typeNameTaken);
  });

  it('updates a type; 409 on a taken name', async () => {
    const spot = type('Spot Bonus');
    const ok = await callApi('put', `/api/compensation/types/${spot.id}`, {
      token: admin,
      body: { name: 'Spot Award', description: 'Recognition', order: 5 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: 'Spot Award', order: 5 });
    const taken = await callApi('put', `/api/compensation/types/${spot.id}`, {
      token: admin,
      body: { name: 'Commission' },
    });
    expect(taken.status).toBe(409);
  });

  it('deletes an unused type', async () => {
    const created = await createCategory({ name: 'Benefits' });
    const t = await createType(created.body.data.id, { name: 'Gym' });
    const res = await callApi('delete', `/api/compensation/types/${t.body.data.id}`, {
      token: admin,
    });
    expect(res.status).toBe(204);
    expect(db.compensationTypes.find(t.body.data.id)).toBeUndefined();
  });

  it('refuses to delete a type that compensation records use, and keeps it', async () => {
    const salary = type('Base Salary');
    expect(db.compensationComponents.lookup('typeId', salary.id).length).toBeGreaterThan(0);
    const res = await callApi('delete', `/api/compensation/types/${salary.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(COMPENSATION_ERRORS.typeInUse);
    expect(db.compensationTypes.find(salary.id)).toBeDefined();
  });

  it('refuses to delete a type that only recommendation data uses', async () => {
    const created = await createCategory({ name: 'Benefits' });
    const t = await createType(created.body.data.id, { name: 'Gym' });
    const data = db.compensationData.all()[0];
    expect(data).toBeDefined();
    db.compensationData.update(data.id, {
      changes: [
        ...data.changes,
        {
          type: t.body.data.id,
          typeName: 'Gym',
          currentValue: null,
          proposedValue: 100,
          percentChange: null,
          override: false,
        },
      ],
    });
    const res = await callApi('delete', `/api/compensation/types/${t.body.data.id}`, {
      token: admin,
    });
    expect(res.status).toBe(409);
  });

  it('deletes a category with its unused types', async () => {
    const created = await createCategory({ name: 'Benefits' });
    const id = created.body.data.id;
    await createType(id, { name: 'Gym' });
    await createType(id, { name: 'Lunch' });
    const res = await callApi('delete', `/api/compensation/categories/${id}`, { token: admin });
    expect(res.status).toBe(204);
    expect(db.compensationCategories.find(id)).toBeUndefined();
    expect(db.compensationTypes.lookup('categoryId', id)).toEqual([]);
  });

  it('refuses to delete a category whose types compensation records use; nothing is lost', async () => {
    const base = category('Base Pay');
    const typesBefore = db.compensationTypes.lookup('categoryId', base.id).length;
    const res = await callApi('delete', `/api/compensation/categories/${base.id}`, {
      token: admin,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(COMPENSATION_ERRORS.categoryInUse);
    expect(db.compensationCategories.find(base.id)).toBeDefined();
    expect(db.compensationTypes.lookup('categoryId', base.id)).toHaveLength(typesBefore);
  });

  it.each([
    ['manager', 403],
    ['employee', 403],
    ['none', 401],
  ])('%s → %i on type create, update and delete', async (role, status) => {
    const token = role === 'none' ? '' : await loginAs(role);
    const spot = type('Spot Bonus');
    expect((await createType(category('Equity').id, { name: 'X' }, token)).status).toBe(status);
    expect(
      (await callApi('put', `/api/compensation/types/${spot.id}`, { token, body: { name: 'X' } }))
        .status,
    ).toBe(status);
    expect((await callApi('delete', `/api/compensation/types/${spot.id}`, { token })).status).toBe(
      status,
    );
  });

  it("answers 404 for another organization's type", async () => {
    const globex = await loginAs(GLOBEX_ADMIN.email);
    const spot = type('Spot Bonus');
    expect(
      (
        await callApi('put', `/api/compensation/types/${spot.id}`, {
          token: globex,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await callApi('delete', `/api/compensation/types/${spot.id}`, { token: globex })).status,
    ).toBe(404);
  });
});
