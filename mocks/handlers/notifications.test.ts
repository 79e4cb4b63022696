// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { setMockClock } from '@mocks/http/clock';
import { GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

const cycleNamed = (name: string) =>
  db.reviewCycles.all().find((c) => c.name === name && c.organizationId === 'org_acme')!;
/** Ended on 2026-11-10, five days before the test clock: past due. */
const lateCycle = () => cycleNamed('Mid-Year Check-in');
/** Ends on 2026-12-05; automatic reminders on 12-02 and 12-04. */
const annualCycle = () => cycleNamed('2026 Annual Review');
/** A manager behind in the late cycle (Hannah Schmidt in the demo data): their employee id and email. */
function lateManager() {
  const user = db.users.first((u) => u.email === 'hannah.schmidt@acme-robotics.com')!;
  return { employeeId: user.employeeId!, email: user.email, firstName: user.firstName };
}
const managerEmployeeId = () => lateManager().employeeId;
const loginLateManager = () => loginAs(lateManager().email);

async function remind(
  token: string,
  cycleId: string,
  employeeIds: string[],
  message = 'Hi {firstName}, please finish.',
) {
  return callApi('post', `/api/review-cycles/${cycleId}/reminders`, {
    token,
    body: { employeeIds, subject: 'Reminder: reviews', message },
  });
}

describe('who is behind', () => {
  it('lists the people with open stages or approvals, past due after the end date', async () => {
    const admin = await loginAs('admin');
    const { status, body } = await callApi('get', `/api/review-cycles/${lateCycle().id}/behind`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.data.pastDue).toBe(true);
    const manager = body.data.people.find(
      (p: { employeeId: string }) => p.employeeId === managerEmployeeId(),
    );
    expect(manager).toBeDefined();
    expect(manager.managerReviews + manager.approvals + manager.selfReviews).toBe(
      manager.tasks.length,
    );
    const counts = body.data.people.map((p: { tasks: unknown[] }) => p.tasks.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('is for admins only; another organization gets 404', async () => {
    const path = `/api/review-cycles/${lateCycle().id}/behind`;
    expect((await callApi('get', path, { token: await loginAs('manager') })).status).toBe(403);
    expect((await callApi('get', path, { token: await loginAs('employee') })).status).toBe(403);
    expect((await callApi('get', path, { token: await loginAs(GLOBEX_ADMIN.email) })).status).toBe(
      404,
    );
  });
});

describe('sending reminders', () => {
  it('puts the reminder in the recipient’s notifications and the outbox', async () => {
    const admin = await loginAs('admin');
    const sent = await remind(admin, lateCycle().id, [managerEmployeeId()]);
    expect(sent.status).toBe(201);
    expect(sent.body.data.sent).toBe(1);
    expect(sent.body.data.messages[0]).toMatchObject({
      to: lateManager().email,
      body: `Hi ${lateManager().firstName}, please finish.`,
      kind: 'manual',
      cycleName: 'Mid-Year Check-in',
    });

    const manager = await loginLateManager();
    const list = await callApi('get', '/api/me/notifications', { token: manager });
    expect(list.body.unreadCount).toBe(1);
    expect(list.body.data[0]).toMatchObject({ title: 'Reminder: reviews', readAt: null });
    const employee = await callApi('get', '/api/me/notifications', {
      token: await loginAs('employee'),
    });
    expect(employee.body.data).toEqual([]);

    const outbox = await callApi('get', '/api/admin/outbox', { token: admin });
    expect(outbox.body.data).toHaveLength(1);
    const behind = await callApi('get', `/api/review-cycles/${lateCycle().id}/behind`, {
      token: admin,
    });
    const person = behind.body.data.people.find(
      (p: { employeeId: string }) => p.employeeId === managerEmployeeId(),
    );
    expect(person.lastRemindedAt).toBe(outbox.body.data[0].sentAt);
    expect(db.auditEntries.where((e) => e.entityType === 'reminder')).toHaveLength(1);
  });

  it('lets only admins send and read the outbox', async () => {
    for (const role of ['manager', 'employee'] as const) {
      const token = await loginAs(role);
      expect((await remind(token, lateCycle().id, [managerEmployeeId()])).status).toBe(403);
      expect((await callApi('get', '/api/admin/outbox', { token })).status).toBe(403);
    }
  });

  it('refuses another organization’s cycle and employees, and empty texts', async () => {
    const globex = await loginAs(GLOBEX_ADMIN.email);
    expect((await remind(globex, lateCycle().id, [managerEmployeeId()])).status).toBe(404);
    const globexCycle = db.reviewCycles.first((c) => c.organizationId === 'org_globex')!;
    expect((await remind(globex, globexCycle.id, [managerEmployeeId()])).status).toBe(404);
    expect((await callApi('get', '/api/admin/outbox', { token: globex })).body.data).toEqual([]);
    const admin = await loginAs('admin');
    const blank = await remind(admin, lateCycle().id, [managerEmployeeId()], '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Message is required');
    const nobody = await remind(admin, lateCycle().id, []);
    expect(nobody.body.error).toBe('Select at least one person');
  });
});

describe('notifications', () => {
  it('marks one or all read, only the caller’s own', async () => {
    const admin = await loginAs('admin');
    await remind(admin, lateCycle().id, [managerEmployeeId()]);
    await remind(admin, lateCycle().id, [managerEmployeeId()]);
    const manager = await loginLateManager();
    const list = await callApi('get', '/api/me/notifications', { token: manager });
    const [first] = list.body.data as { id: string }[];
    const stranger = await callApi('post', '/api/me/notifications/read', {
      token: await loginAs('employee'),
      body: { ids: [first!.id] },
    });
    expect(stranger.status).toBe(404);
    const one = await callApi('post', '/api/me/notifications/read', {
      token: manager,
      body: { ids: [first!.id] },
    });
    expect(one.body.unreadCount).toBe(1);
    expect(one.body.data[0].readAt).not.toBeNull();
    const all = await callApi('post', '/api/me/notifications/read-all', { token: manager });
    expect(all.body.unreadCount).toBe(0);
  });
});

describe('automatic reminders', () => {
  it('go out once on their day to everyone behind, then the next one on its day', async () => {
    const cycle = annualCycle();
    setMockClock(new Date('2026-12-02T09:00:00Z'));
    const admin = await loginAs('admin');
    const manager = await loginAs('manager');
    const first = await callApi('get', '/api/me/notifications', { token: manager });
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0].title).toBe('Reminder: 2026 Annual Review');
    const outbox = (await callApi('get', '/api/admin/outbox', { token: admin })).body.data;
    const behind = (await callApi('get', `/api/review-cycles/${cycle.id}/behind`, { token: admin }))
      .body.data;
    expect(outbox).toHaveLength(behind.people.length);
    expect(outbox.every((m: { kind: string }) => m.kind === 'automatic')).toBe(true);

    await callApi('get', '/api/me/notifications', { token: manager });
    expect((await callApi('get', '/api/admin/outbox', { token: admin })).body.data).toHaveLength(
      outbox.length,
    );
    const schedule = (
      await callApi('get', `/api/review-cycles/${cycle.id}/reminder-schedule`, { token: admin })
    ).body.data;
    expect(schedule.entries.map((e: { status: string }) => e.status)).toEqual(['sent', 'upcoming']);
    expect(schedule.entries[0].recipientCount).toBe(outbox.length);

    setMockClock(new Date('2026-12-04T09:00:00Z'));
    const again = await loginAs('manager');
    await callApi('get', '/api/me/notifications', { token: again });
    await callApi('get', '/api/me/notifications', { token: again });
    expect(
      (await callApi('get', '/api/me/notifications', { token: again })).body.data,
    ).toHaveLength(2);
  });

  it('follow the cycle’s offsets and stay off when disabled', async () => {
    const cycle = annualCycle();
    const admin = await loginAs('admin');
    const path = `/api/review-cycles/${cycle.id}/reminder-schedule`;
    const repeated = await callApi('put', path, {
      token: admin,
      body: { enabled: true, offsets: [2, 2] },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error).toBe('Each day may be listed once');
    expect(
      (await callApi('put', path, { token: admin, body: { enabled: true, offsets: [61] } })).status,
    ).toBe(400);
    expect(
      (
        await callApi('put', path, {
          token: await loginAs('manager'),
          body: { enabled: true, offsets: [7] },
        })
      ).status,
    ).toBe(403);
    const saved = await callApi('put', path, {
      token: admin,
      body: { enabled: true, offsets: [7, 3, 1] },
    });
    expect(saved.body.data.entries.map((e: { date: string }) => e.date)).toEqual([
      '2026-11-28',
      '2026-12-02',
      '2026-12-04',
    ]);
    await callApi('put', path, { token: admin, body: { enabled: false, offsets: [7, 3, 1] } });
    setMockClock(new Date('2026-11-28T09:00:00Z'));
    const later = await loginAs('admin');
    expect((await callApi('get', '/api/admin/outbox', { token: later })).body.data).toEqual([]);
    const off = (await callApi('get', path, { token: later })).body.data;
    expect(off.entries.map((e: { status: string }) => e.status)).toEqual(['skipped', 'off', 'off']);
  });
});
