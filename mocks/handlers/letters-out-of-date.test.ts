// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { setMockClock } from '@mocks/http/clock';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

/** The demo's 2025 Annual Review: completed, every recommendation approved. */
const LAST_ANNUAL = 'cycle_0003';
/** A participant of it with an account and no letter yet. */
const PARTICIPANT = 'part_0012';
const OUT_OF_DATE =
  'This letter no longer matches its approved recommendation; regenerate it before releasing';

const letters = `/api/review-cycles/${LAST_ANNUAL}/letters`;
const recommendation = () =>
  db.recommendations.lookup('participantId', PARTICIPANT).find((r) => r.status !== 'draft')!;
const recPath = () =>
  `/api/review-cycles/${LAST_ANNUAL}/participants/${PARTICIPANT}/recommendations/${recommendation().id}`;
const employeeToken = () =>
  loginAs(db.users.lookup('employeeId', db.participants.find(PARTICIPANT)!.employeeId)[0]!.email);

async function draftLetter(admin: string): Promise<string> {
  const { body } = await callApi('post', letters, {
    token: admin,
    body: { effectiveDate: '2027-01-01', participantIds: [PARTICIPANT] },
  });
  return body.data.results[0].letterId;
}

const release = (admin: string, letterId: string, releaseAt: string | null = null) =>
  callApi('post', `${letters}/release`, {
    token: admin,
    body: { letterIds: [letterId], releaseAt },
  });

const undoApproval = (admin: string) =>
  callApi('patch', `${recPath()}/undo`, { token: admin, body: { comments: 'Not yet' } });

/** Each step decided by its own approver, in order (nobody decides two steps of a chain). */
async function approveAll() {
  for (let i = 0; i < 6 && recommendation().status !== 'approved'; i += 1) {
    const step = db.approvalSteps
      .lookup('recommendationId', recommendation().id)
      .sort((a, b) => a.order - b.order)
      .find((s) => s.decision == null)!;
    const approver = db.users.lookup('employeeId', step.approverEmployeeId)[0]!;
    const token = await loginAs(approver.email);
    const { status } = await callApi('patch', `${recPath()}/approve`, { token, body: {} });
    expect(status).toBe(200);
  }
  expect(recommendation().status).toBe('approved');
}

async function adminLetter(admin: string, letterId: string) {
  return (await callApi('get', `/api/letters/${letterId}`, { token: admin })).body.data;
}

describe('a letter that no longer matches its approved recommendation', () => {
  it('is not released once the approval is undone, and reads out of date', async () => {
    const admin = await loginAs('admin');
    const letterId = await draftLetter(admin);
    expect(await adminLetter(admin, letterId)).toMatchObject({ outOfDate: false });
    expect((await undoApproval(admin)).status).toBe(200);

    const { status, body } = await release(admin, letterId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ releasedCount: 0, scheduledCount: 0, skippedCount: 1 });
    expect(body.data.results[0]).toMatchObject({ letterId, status: 'draft', error: OUT_OF_DATE });
    expect(await adminLetter(admin, letterId)).toMatchObject({
      status: 'draft',
      releaseAt: null,
      outOfDate: true,
    });
    const listed = await callApi('get', letters, { token: admin });
    expect(listed.body.data.find((l: { id: string }) => l.id === letterId).outOfDate).toBe(true);
    expect(
      (await callApi('get', `/api/letters/${letterId}`, { token: await employeeToken() })).status,
    ).toBe(404);
  });

  it('is not released after its amount was cut and approved again, until regenerated', async () => {
    const admin = await loginAs('admin');
    const letterId = await draftLetter(admin);
    const before = recommendation();
    const cut = before.proposedIncrease - 2000;
    const edit = await callApi('patch', recPath(), {
      token: admin,
      body: {
        proposedIncrease: cut,
        proposedSalary: before.currentSalary + cut,
        notes: 'Cut to fit the team pool',
      },
    });
    expect(edit.status).toBe(200);
    await approveAll();

    expect(await adminLetter(admin, letterId)).toMatchObject({
      newSalary: before.proposedSalary,
      outOfDate: true,
    });
    expect((await release(admin, letterId)).body.data.results[0].error).toBe(OUT_OF_DATE);

    await draftLetter(admin);
    expect(await adminLetter(admin, letterId)).toMatchObject({
      newSalary: before.currentSalary + cut,
      outOfDate: false,
    });
    const released = await release(admin, letterId);
    expect(released.body.data).toMatchObject({ releasedCount: 1, skippedCount: 0 });
  });

  it('once released, reads out of date to the admin while its employee keeps what was released', async () => {
    const admin = await loginAs('admin');
    const letterId = await draftLetter(admin);
    await release(admin, letterId);
    const employee = await employeeToken();
    const read = (await callApi('get', `/api/letters/${letterId}`, { token: employee })).body.data;
    expect(await undoApproval(admin)).toMatchObject({ status: 200 });

    expect(await adminLetter(admin, letterId)).toMatchObject({
      status: 'released',
      outOfDate: true,
    });
    const after = await callApi('get', `/api/letters/${letterId}`, { token: employee });
    expect(after.status).toBe(200);
    expect(after.body.data.body).toBe(read.body);
    expect(after.body.data).not.toHaveProperty('outOfDate');
    const mine = await callApi('get', '/api/me/letters', { token: employee });
    expect(mine.body.data.find((l: { id: string }) => l.id === letterId)).not.toHaveProperty(
      'outOfDate',
    );
  });

  it('scheduled, goes back to draft at its time instead of reaching its employee', async () => {
    const admin = await loginAs('admin');
    const letterId = await draftLetter(admin);
    const releaseAt = '2026-11-20T09:00:00.000Z';
    expect((await release(admin, letterId, releaseAt)).body.data.scheduledCount).toBe(1);
    await undoApproval(admin);

    setMockClock(new Date('2026-11-21T08:00:00Z'));
    const employee = await employeeToken();
    expect((await callApi('get', `/api/letters/${letterId}`, { token: employee })).status).toBe(
      404,
    );
    expect(await adminLetter(await loginAs('admin'), letterId)).toMatchObject({
      status: 'draft',
      releaseAt: null,
      outOfDate: true,
    });
    const notices = db.outboxMessages.where(
      (m) =>
        m.recipientEmployeeId === db.participants.find(PARTICIPANT)!.employeeId &&
        m.kind === 'letter',
    );
    expect(notices).toEqual([]);
  });
});
