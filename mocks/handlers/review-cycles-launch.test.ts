// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_MANAGER, GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

const orgId = () => db.users.find(DEMO_MANAGER.userId)!.organizationId;
const statusNamed = (name: string) =>
  db.reviewStatuses.lookup('organizationId', orgId()).find((s) => s.name === name)!;
/** The demo's Draft promotion review: five participants, both workflows, a matrix, a budget. */
const draftCycle = () =>
  db.reviewCycles
    .lookup('organizationId', orgId())
    .find((c) => c.statusId === statusNamed('Draft').id)!;
const launch = (token: string, cycleId: string) =>
  callApi('post', `/api/review-cycles/${cycleId}/launch`, { token });

/** A Draft cycle with nothing a launch needs: no participants, no review workflow, ended in January. */
async function unreadyCycle(token: string) {
  const type = db.reviewTypes.lookup('organizationId', orgId())[0]!;
  const someone = db.employees.first((e) => e.organizationId === orgId() && e.isActive)!;
  const { body } = await callApi('post', '/api/review-cycles', {
    token,
    body: {
      name: 'Unready review',
      type: type.id,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      scope: 'individuals',
      teamIds: [],
      employeeIds: [someone.id],
      adminOverride: false,
      reviewWorkflowTemplateId: null,
      approvalWorkflowTemplateId: null,
    },
  });
  db.participants.removeWhere((p) => p.cycleId === body.data.id);
  return body.data.id as string;
}

describe('GET /api/review-cycles/{cycleId}/launch-readiness', () => {
  it('lists the checklist of a ready Draft cycle: launchable, nothing required missing', async () => {
    const { status, body } = await callApi(
      'get',
      `/api/review-cycles/${draftCycle().id}/launch-readiness`,
      { token: await loginAs('admin') },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'Draft', isDraft: true, launchable: true });
    expect(body.data.checks.map((c: { key: string }) => c.key)).toEqual([
      'participants',
      'reviewStages',
      'endDate',
      'managers',
      'approvalWorkflow',
      'guideline',
      'budget',
    ]);
    expect(body.data.checks[0]).toMatchObject({ ready: true, message: '5 participants' });
  });

  it('is for admins of the organization only', async () => {
    const path = `/api/review-cycles/${draftCycle().id}/launch-readiness`;
    expect((await callApi('get', path, { token: await loginAs('manager') })).status).toBe(403);
    expect((await callApi('get', path, { token: await loginAs('employee') })).status).toBe(403);
    expect((await callApi('get', path, { token: await loginAs(GLOBEX_ADMIN.email) })).status).toBe(
      404,
    );
  });
});

describe('POST /api/review-cycles/{cycleId}/launch', () => {
  it('refuses with 409 naming each missing thing, and changes nothing', async () => {
    const admin = await loginAs('admin');
    const cycleId = await unreadyCycle(admin);
    const { status, body } = await launch(admin, cycleId);
    expect(status).toBe(409);
    expect(body).toEqual({
      error: 'This cycle is not ready to launch',
      code: 'cycle_not_ready',
      details: [
        {
          field: 'participants',
          message: 'The cycle has no participants: choose its teams or employees',
        },
        {
          field: 'reviewStages',
          message:
            'No review workflow: participants would have no stages to complete. Choose a Review Workflow Template on the cycle (Edit), or create one under Settings → Workflows',
        },
        {
          field: 'endDate',
          message: 'The end date (January 31, 2026) has passed: move it to a later day',
        },
      ],
    });
    expect(db.reviewCycles.find(cycleId)!.statusId).toBe(statusNamed('Draft').id);
    expect(db.outboxMessages.lookup('cycleId', cycleId)).toEqual([]);
  });

  it('moves the cycle to Active and tells every participant and manager what to do by when', async () => {
    const admin = await loginAs('admin');
    const cycle = draftCycle();
    const participants = db.participants.lookup('cycleId', cycle.id);
    const managers = new Set(participants.map((p) => p.managerId).filter((m) => m !== null));
    const { status, body } = await launch(admin, cycle.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'Active',
      participantsNotified: 5,
      managersNotified: managers.size,
      notifiedCount: 5 + managers.size,
      unreachable: [],
    });
    expect(db.reviewCycles.find(cycle.id)!.statusId).toBe(statusNamed('Active').id);

    const outbox = db.outboxMessages.lookup('cycleId', cycle.id);
    expect(outbox).toHaveLength(5 + managers.size);
    expect(
      outbox.every((m) => m.kind === 'launch' && m.subject === `${cycle.name} has started`),
    ).toBe(true);
    const byWho = (employeeId: string) => outbox.find((m) => m.recipientEmployeeId === employeeId)!;
    // The seeded promotion review ends 75 days after the test clock's 2026-11-15.
    const participant = byWho(participants[0]!.employeeId);
    expect(participant.body).toContain('Complete your self review by January 29, 2027.');
    // Jordan Patel (the demo manager) manages three of the five.
    expect(byWho(DEMO_MANAGER.employeeId).body).toBe(
      [
        'Hi Jordan,',
        `${cycle.name} has started and runs until January 29, 2027.`,
        '- Write the manager reviews of your 3 reports: Camila Kapoor, Peter Banerjee and Riley Chen, by January 29, 2027.',
        'Open Meritly to begin.',
      ].join('\n\n'),
    );
    const bell = await callApi('get', '/api/me/notifications', { token: await loginAs('manager') });
    expect(bell.body.data[0]).toMatchObject({
      kind: 'cycle_launched',
      title: `${cycle.name} has started`,
      cycleId: cycle.id,
      readAt: null,
    });

    const audit = db.auditEntries.where((e) => e.entityId === cycle.id && e.action === 'launch');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: 'cycle',
      before: { status: 'Draft' },
      after: { status: 'Active' },
    });
  });

  it('refuses a cycle that is not Draft (a second launch tells nobody twice)', async () => {
    const admin = await loginAs('admin');
    const cycle = draftCycle();
    expect((await launch(admin, cycle.id)).status).toBe(200);
    const sent = db.outboxMessages.lookup('cycleId', cycle.id).length;
    const again = await launch(admin, cycle.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'Only a Draft cycle can be launched',
      code: 'cycle_not_draft',
    });
    expect(db.outboxMessages.lookup('cycleId', cycle.id)).toHaveLength(sent);
  });

  it('is for admins of the organization only', async () => {
    const id = draftCycle().id;
    expect((await launch(await loginAs('manager'), id)).status).toBe(403);
    expect((await launch(await loginAs('employee'), id)).status).toBe(403);
    expect((await launch(await loginAs(GLOBEX_ADMIN.email), id)).status).toBe(404);
    expect(db.reviewCycles.find(id)!.statusId).toBe(statusNamed('Draft').id);
  });
});

describe('the status of a Draft cycle in PUT /api/review-cycles/{id}', () => {
  function bodyOf(cycleId: string, status: string) {
    const c = db.reviewCycles.find(cycleId)!;
    return {
      name: c.name,
      type: c.typeId,
      startDate: c.startDate,
      endDate: c.endDate,
      totalBudget: c.totalBudget,
      increaseBudget: c.increaseBudget,
      bonusBudget: c.bonusBudget,
      scope: c.scope,
      teamIds: c.teamIds,
      employeeIds: c.employeeIds,
      adminOverride: c.adminOverride,
      reviewWorkflowTemplateId: c.reviewWorkflowTemplateId,
      approvalWorkflowTemplateId: c.approvalWorkflowTemplateId,
      status,
    };
  }

  it('cannot go to Active through an edit: 409 pointing at Launch, nothing saved', async () => {
    const admin = await loginAs('admin');
    const cycle = draftCycle();
    const { status, body } = await callApi('put', `/api/review-cycles/${cycle.id}`, {
      token: admin,
      body: { ...bodyOf(cycle.id, statusNamed('Active').id), name: 'Renamed' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      error:
        'Launch the cycle to start it: Launch checks that it is ready and tells its participants and managers',
      code: 'launch_required',
    });
    expect(db.reviewCycles.find(cycle.id)).toMatchObject({
      name: cycle.name,
      statusId: statusNamed('Draft').id,
    });
  });

  it('stays editable as a Draft, and a launched cycle closes and reopens through an edit', async () => {
    const admin = await loginAs('admin');
    const cycle = draftCycle();
    const draft = await callApi('put', `/api/review-cycles/${cycle.id}`, {
      token: admin,
      body: bodyOf(cycle.id, statusNamed('Draft').id),
    });
    expect(draft.status).toBe(200);
    await launch(admin, cycle.id);
    for (const name of ['Closed', 'Active']) {
      const saved = await callApi('put', `/api/review-cycles/${cycle.id}`, {
        token: admin,
        body: bodyOf(cycle.id, statusNamed(name).id),
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.status.name).toBe(name);
    }
  });
});
