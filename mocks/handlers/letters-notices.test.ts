// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { setMockClock } from '@mocks/http/clock';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';

/** The demo's 2025 Annual Review: completed, every recommendation approved. */
const LAST_ANNUAL = 'cycle_0003';
/** Two of its participants with an account, neither with a letter yet. */
const FIRST = 'part_0012';
const SECOND = 'part_0013';
const CYCLE_NAME = '2025 Annual Review';
const READY = `Your compensation letter for ${CYCLE_NAME} is ready`;

async function draftLetters(admin: string, participantIds: string[]): Promise<string[]> {
  const { body } = await callApi('post', `/api/review-cycles/${LAST_ANNUAL}/letters`, {
    token: admin,
    body: { effectiveDate: '2027-01-01', participantIds },
  });
  return body.data.results.map((r: { letterId: string }) => r.letterId);
}

const release = (admin: string, letterIds: string[], releaseAt: string | null) =>
  callApi('post', `/api/review-cycles/${LAST_ANNUAL}/letters/release`, {
    token: admin,
    body: { letterIds, releaseAt },
  });

const employeeOf = (participantId: string) => db.participants.find(participantId)!.employeeId;
const userOf = (participantId: string) =>
  db.users.lookup('employeeId', employeeOf(participantId))[0]!;
const noticesTo = (participantId: string) =>
  db.outboxMessages.where(
    (m) => m.recipientEmployeeId === employeeOf(participantId) && m.kind === 'letter',
  );

describe('a letter’s release tells its employee', () => {
  it('at once for a release now, in the outbox and the employee’s notifications', async () => {
    const admin = await loginAs('admin');
    const [letterId] = await draftLetters(admin, [FIRST]);
    expect(noticesTo(FIRST)).toEqual([]);
    expect((await release(admin, [letterId!], null)).status).toBe(200);

    const outbox = await callApi('get', '/api/admin/outbox', { token: admin });
    const sent = outbox.body.data.filter((m: { kind: string }) => m.kind === 'letter');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: userOf(FIRST).email,
      subject: READY,
      cycleId: LAST_ANNUAL,
      sentAt: TEST_NOW.toISOString(),
    });
    const bell = await callApi('get', '/api/me/notifications', {
      token: await loginAs(userOf(FIRST).email),
    });
    expect(bell.body.data[0]).toMatchObject({
      kind: 'letter_released',
      title: READY,
      body: `Hi ${userOf(FIRST).firstName},\n\nYour compensation letter for ${CYCLE_NAME} is ready. Read it in Meritly under Compensation.`,
      readAt: null,
    });
  });

  it('on its date for a scheduled release (bulk), once each', async () => {
    const admin = await loginAs('admin');
    const letterIds = await draftLetters(admin, [FIRST, SECOND]);
    const releaseAt = '2026-11-20T09:00:00.000Z';
    const scheduled = await release(admin, letterIds, releaseAt);
    expect(scheduled.body.data.scheduledCount).toBe(2);

    // Before the date nobody is told, whoever looks.
    await callApi('get', '/api/admin/outbox', { token: admin });
    expect(
      await callApi('get', '/api/me/notifications', { token: await loginAs(userOf(FIRST).email) }),
    ).toMatchObject({ body: { unreadCount: 0 } });
    expect([...noticesTo(FIRST), ...noticesTo(SECOND)]).toEqual([]);

    setMockClock(new Date('2026-11-21T08:00:00Z'));
    const bell = await callApi('get', '/api/me/notifications', {
      token: await loginAs(userOf(SECOND).email),
    });
    expect(bell.body.data[0]).toMatchObject({ kind: 'letter_released', title: READY });
    await callApi('get', '/api/admin/outbox', { token: admin });
    for (const participantId of [FIRST, SECOND]) {
      expect(noticesTo(participantId)).toHaveLength(1);
      // Sent as of the release date, by nobody in particular.
      expect(noticesTo(participantId)[0]).toMatchObject({ sentAt: releaseAt, sentByName: null });
    }
  });

  it('never for a draft letter, nor again for a letter already released', async () => {
    const admin = await loginAs('admin');
    const [letterId] = await draftLetters(admin, [FIRST]);
    await callApi('get', '/api/admin/outbox', { token: admin });
    expect(noticesTo(FIRST)).toEqual([]);
    await release(admin, [letterId!], null);
    const again = await release(admin, [letterId!], null);
    expect(again.body.data.skippedCount).toBe(1);
    expect(noticesTo(FIRST)).toHaveLength(1);
  });
});
