import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { setMockClock } from '@mocks/http/clock';
import { DEMO_ADMIN, GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';

const KEY = '3f0c2a9e-8d41-4f6b-9a57-1c2d3e4f5a6b';

function newCycle(name = 'Platform Q1 Review') {
  const orgId = db.users.find(DEMO_ADMIN.userId)!.organizationId;
  return {
    name,
    type: db.reviewTypes.lookup('organizationId', orgId)[0]!.id,
    startDate: '2026-12-01',
    endDate: '2027-01-31',
    scope: 'company',
    teamIds: [],
    employeeIds: [],
    adminOverride: false,
  };
}

const cyclesNamed = (name: string) => db.reviewCycles.where((c) => c.name === name).length;

async function createCycle(token: string, body: unknown, key: string | null = KEY) {
  return callApi('post', '/api/review-cycles', {
    token,
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
}

describe('POST /api/review-cycles with an Idempotency-Key', () => {
  it('creates one cycle for two requests with one key and answers both alike', async () => {
    const token = await loginAs('admin');
    const first = await createCycle(token, newCycle());
    const again = await createCycle(token, newCycle());
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(cyclesNamed('Platform Q1 Review')).toBe(1);
  });

  it('creates one cycle when the repeat arrives while the first is being answered', async () => {
    const token = await loginAs('admin');
    const [a, b] = await Promise.all([
      createCycle(token, newCycle()),
      createCycle(token, newCycle()),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(cyclesNamed('Platform Q1 Review')).toBe(1);
  });

  it('treats the same fields in another order as the same request', async () => {
    const token = await loginAs('admin');
    const body = newCycle();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    await createCycle(token, body);
    const again = await createCycle(token, reordered);
    expect(again.status).toBe(201);
    expect(cyclesNamed('Platform Q1 Review')).toBe(1);
  });

  it('answers 422 and creates nothing for the same key with another body', async () => {
    const token = await loginAs('admin');
    await createCycle(token, newCycle());
    const other = await createCycle(token, newCycle('Sales Q1 Review'));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      error: 'This Idempotency-Key was used for another request',
      message: 'Send a new key with a new request.',
    });
    expect(cyclesNamed('Sales Q1 Review')).toBe(0);
  });

  it('creates a cycle per request without a key, and per key', async () => {
    const token = await loginAs('admin');
    await createCycle(token, newCycle(), null);
    await createCycle(token, newCycle(), null);
    await createCycle(token, newCycle(), 'key-a');
    await createCycle(token, newCycle(), 'key-b');
    expect(cyclesNamed('Platform Q1 Review')).toBe(4);
  });

  it('keeps no refusal: the corrected request with the same key is created', async () => {
    const token = await loginAs('admin');
    const refused = await createCycle(token, { ...newCycle(), endDate: '2026-11-01' });
    expect(refused.status).toBe(400);
    const corrected = await createCycle(token, newCycle());
    expect(corrected.status).toBe(201);
    expect(cyclesNamed('Platform Q1 Review')).toBe(1);
  });

  it('keeps a key for 24 hours, then a repeat runs again', async () => {
    const token = await loginAs('admin');
    await createCycle(token, newCycle());
    setMockClock(new Date(TEST_NOW.getTime() + 23 * 60 * 60 * 1000));
    await createCycle(token, newCycle());
    expect(cyclesNamed('Platform Q1 Review')).toBe(1);
    setMockClock(new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000 + 1000));
    const later = await createCycle(await loginAs('admin'), newCycle());
    expect(later.status).toBe(201);
    expect(cyclesNamed('Platform Q1 Review')).toBe(2);
  });

  it("never answers with another user's request", async () => {
    const demo = await loginAs('admin');
    const globex = await loginAs(GLOBEX_ADMIN.email);
    const headers = { 'Idempotency-Key': KEY };
    const ours = await callApi('post', '/api/teams', {
      token: demo,
      body: { name: 'Atlas' },
      headers,
    });
    const theirs = await callApi('post', '/api/teams', {
      token: globex,
      body: { name: 'Atlas' },
      headers,
    });
    expect([ours.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.data.id).not.toBe(ours.body.data.id);
  });

  it('refuses a key that is not 1 to 255 printable characters', async () => {
    const token = await loginAs('admin');
    const response = await createCycle(token, newCycle(), 'k'.repeat(256));
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      {
        field: 'Idempotency-Key',
        message: 'Idempotency-Key must be 1 to 255 printable characters',
      },
    ]);
    expect(cyclesNamed('Platform Q1 Review')).toBe(0);
  });
});
