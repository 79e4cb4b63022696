import { describe, expect, it } from 'vitest';
import { METRIC_FORM_MESSAGES } from '@/lib/metric-form';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

const acmeMetrics = () => db.performanceMetrics.where((m) => m.organizationId === 'org_acme');
const globexMetric = () => db.performanceMetrics.first((m) => m.organizationId === 'org_globex');

describe('GET /api/performance-metrics', () => {
  it.each(['admin', 'manager', 'employee'] as const)(
    '%s: a bare array of the organization, by order',
    async (role) => {
      const { status, body } = await callApi('get', '/api/performance-metrics', {
        token: await loginAs(role),
      });
      expect(status).toBe(200);
      expect(body).toHaveLength(acmeMetrics().length);
      const orders = body.map((m: { order: number }) => m.order);
      expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    },
  );

  it('ids: only those, in that order, unknown skipped', async () => {
    const [a, b] = acmeMetrics();
    const res = await callApi(
      'get',
      `/api/performance-metrics?ids=${b!.id},metric_missing,${a!.id}`,
      { token: await loginAs('admin') },
    );
    expect(res.body.map((m: { id: string }) => m.id)).toEqual([b!.id, a!.id]);
  });

  it('401 without a token', async () => {
    expect((await callApi('get', '/api/performance-metrics')).status).toBe(401);
  });
});

describe('metric writes', () => {
  it('role cells', async () => {
    const id = acmeMetrics()[0]!.id;
    const body = { name: 'X', order: 1, scaleType: 'text' };
    for (const role of ['manager', 'employee'] as const) {
      const token = await loginAs(role);
      expect((await callApi('post', '/api/performance-metrics', { token, body })).status).toBe(403);
      expect((await callApi('put', `/api/performance-metrics/${id}`, { token, body })).status).toBe(
        403,
      );
      expect((await callApi('delete', `/api/performance-metrics/${id}`, { token })).status).toBe(
        403,
      );
    }
    expect((await callApi('post', '/api/performance-metrics', { body })).status).toBe(401);
  });

  it('numeric defaults to 0-5; dropdown keeps trimmed options', async () => {
    const token = await loginAs('admin');
    const numeric = await callApi('post', '/api/performance-metrics', {
      token,
      body: { name: 'Impact', order: 9, scaleType: 'numeric' },
    });
    expect(numeric.status).toBe(201);
    expect(numeric.body.data).toMatchObject({
      minValue: 0,
      maxValue: 5,
      options: [],
      isActive: true,
    });
    const dropdown = await callApi('post', '/api/performance-metrics', {
      token,
      body: {
        name: 'Level',
        order: 10,
        scaleType: 'custom',
        options: [' Junior ', 'Senior'],
        minValue: 1,
        maxValue: 3,
      },
    });
    expect(dropdown.body.data).toMatchObject({
      scaleType: 'custom',
      options: ['Junior', 'Senior'],
      minValue: null,
      maxValue: null,
    });
  });

  it.each([
    [{ name: ' ', order: 0, scaleType: 'text' }, METRIC_FORM_MESSAGES.nameRequired],
    [{ order: 0, scaleType: 'text' }, 'Name is required'],
    [
      { name: 'X', order: 0, scaleType: 'numeric', minValue: null },
      METRIC_FORM_MESSAGES.minValueRequired,
    ],
    [
      { name: 'X', order: 0, scaleType: 'numeric', minValue: 5, maxValue: 1 },
      METRIC_FORM_MESSAGES.maxBelowMin,
    ],
    [
      { name: 'X', order: 0, scaleType: 'radio', options: [] },
      METRIC_FORM_MESSAGES.optionsRequired,
    ],
    [{ name: 'X', order: 0, scaleType: 'checkbox' }, METRIC_FORM_MESSAGES.optionsRequired],
    [
      { name: 'X', order: 0, scaleType: 'text', validationRules: { minLength: 5, maxLength: 2 } },
      METRIC_FORM_MESSAGES.maxLengthBelowMin,
    ],
    [
      {
        name: 'X',
        order: 0,
        scaleType: 'checkbox',
        options: ['a'],
        validationRules: { minSelections: 3, maxSelections: 2 },
      },
      METRIC_FORM_MESSAGES.maxSelectionsBelowMin,
    ],
  ])('400 for %j', async (body, message) => {
    const res = await callApi('post', '/api/performance-metrics', {
      token: await loginAs('admin'),
      body,
    });
    expect([res.status, res.body.error]).toEqual([400, message]);
  });

  it('an omitted order puts a new metric after the others and keeps an edited one; an unknown field type is refused', async () => {
    const token = await loginAs('admin');
    const highest = Math.max(...acmeMetrics().map((m) => m.order));
    const created = await callApi('post', '/api/performance-metrics', {
      token,
      body: { name: 'Notes', scaleType: 'text' },
    });
    expect(created.body.data.order).toBe(highest + 1);
    const list = await callApi('get', '/api/performance-metrics', { token });
    expect(list.body.at(-1).id).toBe(created.body.data.id);
    const edited = await callApi('put', `/api/performance-metrics/${created.body.data.id}`, {
      token,
      headers: { 'If-Match': created.headers.get('etag')! },
      body: { name: 'Notes again', scaleType: 'text' },
    });
    expect(edited.body.data.order).toBe(highest + 1);
    const slider = await callApi('post', '/api/performance-metrics', {
      token,
      body: { name: 'X', order: 0, scaleType: 'slider' },
    });
    expect(slider.status).toBe(400);
    expect(slider.body.details.map((d: { field: string }) => d.field)).toContain('scaleType');
  });

  it('a rating scale lies within 0 to 100: 0 to 1,000,000,000,000 and -1 to 5 are refused on their field', async () => {
    const token = await loginAs('admin');
    const huge = await callApi('post', '/api/performance-metrics', {
      token,
      body: { name: 'Reach', order: 1, scaleType: 'numeric', minValue: 0, maxValue: 1e12 },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.details).toContainEqual({
      field: 'maxValue',
      message: 'Maximum value must be at most 100',
    });
    const negative = await callApi('post', '/api/performance-metrics', {
      token,
      body: { name: 'Reach', order: 1, scaleType: 'numeric', minValue: -1, maxValue: 5 },
    });
    expect(negative.body.details).toContainEqual({
      field: 'minValue',
      message: 'Minimum value cannot be negative',
    });
    const widest = await callApi('post', '/api/performance-metrics', {
      token,
      body: { name: 'Reach', order: 1, scaleType: 'numeric', minValue: 0, maxValue: 100 },
    });
    expect(widest.status).toBe(201);
  });

  it('PUT applies the same rules; 404 for another organization', async () => {
    const token = await loginAs('admin');
    const id = acmeMetrics()[0]!.id;
    const ok = await callApi('put', `/api/performance-metrics/${id}`, {
      token,
      body: { name: 'Renamed', order: 3, scaleType: 'textarea', isActive: false },
    });
    expect(ok.body.data).toMatchObject({
      name: 'Renamed',
      scaleType: 'textarea',
      isActive: false,
      minValue: null,
    });
    const bad = await callApi('put', `/api/performance-metrics/${id}`, {
      token,
      body: { name: 'X', order: 0, scaleType: 'custom' },
    });
    expect(bad.status).toBe(400);
    const other = globexMetric();
    if (other) {
      expect(
        (
          await callApi('put', `/api/performance-metrics/${other.id}`, {
            token,
            body: { name: 'X', order: 0, scaleType: 'text' },
          })
        ).status,
      ).toBe(404);
    }
  });

  it('DELETE removes it from stage selections; 409 once responses exist', async () => {
    const token = await loginAs('admin');
    const used = acmeMetrics().find((m) => db.metricResponses.lookup('metricId', m.id).length > 0);
    if (used) {
      const res = await callApi('delete', `/api/performance-metrics/${used.id}`, { token });
      expect([res.status, res.body.error]).toEqual([
        409,
        'Metric has recorded responses; deactivate it instead',
      ]);
    }
    const created = await callApi('post', '/api/performance-metrics', {
      token,
      body: { name: 'Temp', order: 20, scaleType: 'text' },
    });
    const id = created.body.data.id;
    const stage = db.reviewStages.first((s) => s.organizationId === 'org_acme')!;
    const selected = [...stage.settings.selectedMetrics, { id, name: 'Temp', order: 99 }];
    db.reviewStages.update(stage.id, {
      settings: { ...stage.settings, selectedMetrics: selected },
    });
    expect((await callApi('delete', `/api/performance-metrics/${id}`, { token })).status).toBe(204);
    const after = db.reviewStages.find(stage.id)!.settings.selectedMetrics;
    expect(after.some((s) => s.id === id)).toBe(false);
    expect(after.map((s) => s.order)).toEqual(after.map((_, i) => i + 1));
  });
});

// Two metrics may not share a name, as two teams, users or organization types may not.
describe('metric names are unique within an organization', () => {
  const body = (name: string) => ({
    name,
    order: 9,
    scaleType: 'numeric',
    minValue: 1,
    maxValue: 3,
  });

  it('refuses a new metric named like another (trimmed, any case) with 409', async () => {
    const token = await loginAs('admin');
    const taken = db.performanceMetrics.first((m) => m.organizationId === 'org_acme')!.name;
    const res = await callApi('post', '/api/performance-metrics', {
      token,
      body: body(`  ${taken.toUpperCase()} `),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'A metric with this name already exists',
      details: [{ field: 'name', message: 'A metric with this name already exists' }],
    });
    expect(acmeMetrics().filter((m) => m.name.toLowerCase() === taken.toLowerCase())).toHaveLength(
      1,
    );
  });

  it("refuses renaming to another metric's name, keeps a metric's own name, ignores other organizations", async () => {
    const token = await loginAs('admin');
    const [a, b] = acmeMetrics();
    const renamed = await callApi('put', `/api/performance-metrics/${a!.id}`, {
      token,
      body: body(b!.name),
    });
    expect(renamed.status).toBe(409);
    const kept = await callApi('put', `/api/performance-metrics/${a!.id}`, {
      token,
      body: body(a!.name),
    });
    expect(kept.status).toBe(200);
    // Another organization's names are not this one's.
    db.performanceMetrics.update(globexMetric()!.id, { name: 'Customer Empathy' });
    const sameAsGlobex = await callApi('post', '/api/performance-metrics', {
      token,
      body: body('Customer Empathy'),
    });
    expect(sameAsGlobex.status).toBe(201);
  });
});
