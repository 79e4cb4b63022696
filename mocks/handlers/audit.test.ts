import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import type { Recommendation } from '@mocks/db/records';
import { DEMO_ADMIN, DEMO_EMPLOYEE, GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { ON_BEHALF } from '@mocks/test/on-behalf';

function pendingRec(): Recommendation {
  const rec = db.recommendations.first((r) => {
    const cycle = db.reviewCycles.find(r.cycleId);
    return (
      r.status === 'pending_approval' &&
      db.reviewStatuses.find(cycle?.statusId ?? '')?.name === 'In Progress' &&
      // Two undecided steps: the admin's approval does not complete it.
      db.approvalSteps.lookup('recommendationId', r.id).filter((s) => s.decision === null).length >
        1
    );
  })!;
  return rec;
}

const recUrl = (rec: Recommendation, action: string) =>
  `/api/review-cycles/${rec.cycleId}/participants/${rec.participantId}/recommendations/${rec.id}${action}`;

describe('audit trail', () => {
  it('records approval decisions with the reason; lists newest first, filtered and paginated', async () => {
    const admin = await loginAs('admin');
    const rec = pendingRec();
    const employeeId = db.participants.find(rec.participantId)!.employeeId;
    // The seeded history has entries about this recommendation already (its submit).
    const earlier = db.auditEntries.count((e) => e.entityId === rec.id);
    const earlierOfEmployee = db.auditEntries.count((e) => e.employeeId === employeeId);
    expect(
      (await callApi('patch', recUrl(rec, '/approve'), { token: admin, body: ON_BEHALF })).status,
    ).toBe(200);
    expect(
      (
        await callApi('patch', recUrl(rec, '/undo'), {
          token: admin,
          body: { comments: 'Wrong one', ...ON_BEHALF },
        })
      ).status,
    ).toBe(200);
    const reject = await callApi('patch', recUrl(rec, '/reject'), {
      token: admin,
      body: { reason: 'budget', comments: 'Over the team budget', ...ON_BEHALF },
    });
    expect(reject.status).toBe(200);

    const { status, body } = await callApi(
      'get',
      `/api/audit?entityType=recommendation&entityId=${rec.id}`,
      { token: admin },
    );
    expect(status).toBe(200);
    expect(body.total).toBe(earlier + 3);
    expect(body.data.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      'reject',
      'undo',
      'approve',
    ]);
    const [rejected] = body.data;
    expect(rejected).toMatchObject({
      actor: { id: DEMO_ADMIN.userId },
      // The admin decides the first step, another approver's: the override is on record.
      reason: `budget: Over the team budget. Override: ${ON_BEHALF.onBehalfJustification}`,
      after: { status: 'rejected', 'Admin override': ON_BEHALF.onBehalfJustification },
    });
    expect(rejected.employee.id).toBe(employeeId);

    const page = await callApi('get', `/api/audit?employeeId=${employeeId}&limit=1&offset=1`, {
      token: admin,
    });
    expect(page.body.total).toBe(earlierOfEmployee + 3);
    expect(page.body.data.map((e: { action: string }) => e.action)).toEqual(['undo']);
    const byActor = await callApi('get', `/api/audit?actorId=usr_nobody&action=reject`, {
      token: admin,
    });
    expect(byActor.body).toEqual({ data: [], total: 0 });
  });

  it('records role and status changes of users, only what changed', async () => {
    const admin = await loginAs('admin');
    const target = db.users.find(DEMO_EMPLOYEE.userId)!;
    // The seeded history's entries about this user (their account created), oldest last.
    const seeded = db.auditEntries
      .where((e) => e.entityId === target.id)
      .reverse()
      .map((e) => [e.action, e.before, e.after]);
    await callApi('put', `/api/users/${target.id}/deactivate`, { token: admin });
    await callApi('put', `/api/users/${target.id}/reactivate`, { token: admin });
    const { body } = await callApi('get', `/api/audit?entityType=user&entityId=${target.id}`, {
      token: admin,
    });
    expect(
      body.data.map((e: { action: string; before: unknown; after: unknown }) => [
        e.action,
        e.before,
        e.after,
      ]),
    ).toEqual([
      ['reactivate', { isActive: false }, { isActive: true }],
      ['deactivate', { isActive: true }, { isActive: false }],
      ...seeded,
    ]);
  });

  it('date range filter, admin only, and no call edits or deletes an entry', async () => {
    const admin = await loginAs('admin');
    await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/deactivate`, { token: admin });
    const today = new Date(db.auditEntries.all()[0]!.at).toISOString().slice(0, 10);
    expect(
      (await callApi('get', `/api/audit?from=${today}&to=${today}`, { token: admin })).body.total,
    ).toBeGreaterThan(0);
    expect((await callApi('get', `/api/audit?to=2000-01-01`, { token: admin })).body.total).toBe(0);
    expect((await callApi('get', '/api/audit?from=yesterday', { token: admin })).status).toBe(400);
    expect((await callApi('get', '/api/audit', { token: await loginAs('manager') })).status).toBe(
      403,
    );
    expect((await callApi('get', '/api/audit')).status).toBe(401);
    const id = db.auditEntries.all()[0]!.id;
    for (const method of ['put', 'patch', 'delete']) {
      expect((await callApi(method, `/api/audit/${id}`, { token: admin, body: {} })).status).toBe(
        404,
      );
      // The list's path has no such method: 405 (info.description of the contract).
      expect((await callApi(method, '/api/audit', { token: admin, body: {} })).status).toBe(405);
    }
    expect(db.auditEntries.find(id)).toBeDefined();
  });

  it('another organization sees none of these entries', async () => {
    const admin = await loginAs('admin');
    await callApi('put', `/api/users/${DEMO_EMPLOYEE.userId}/deactivate`, { token: admin });
    const globex = await loginAs(GLOBEX_ADMIN.email);
    const { body } = await callApi('get', '/api/audit', { token: globex });
    expect(
      body.data.every((e: { actor: { id: string } }) => e.actor.id !== DEMO_ADMIN.userId),
    ).toBe(true);
  });
});
