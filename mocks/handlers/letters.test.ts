// @vitest-environment node
import { describe, expect, it } from 'vitest';
import contract from '@/api/openapi.gen.json';
import { DEFAULT_LETTER_TEMPLATE } from '@/lib/letters';
import { db } from '@mocks/db';
import { setMockClock } from '@mocks/http/clock';
import { DEMO_EMPLOYEE, DEMO_MANAGER, GLOBEX_ADMIN } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';

/** The demo's 2025 Annual Review: completed, every recommendation approved (openapi.yaml examples). */
const LAST_ANNUAL = 'cycle_0003';
/** This year's review, in progress: some approved, some not. */
const IN_PROGRESS = 'cycle_0004';
/** Riley Chen's participant of the 2025 review and the released letter seeded for it. */
const RILEY = 'part_0011';
const RILEY_LETTER = 'letter_0001';
/** Another direct report of Jordan Patel (the demo manager) in the 2025 review. */
const REPORT = 'part_0012';

const template = (cycleId: string) => `/api/review-cycles/${cycleId}/letter-template`;
const letters = (cycleId: string) => `/api/review-cycles/${cycleId}/letters`;

async function generate(token: string, cycleId: string, participantIds?: string[]) {
  return callApi('post', letters(cycleId), {
    token,
    body: { effectiveDate: '2027-01-01', ...(participantIds ? { participantIds } : {}) },
  });
}

/** A participant of the 2025 review whose manager is not the demo manager. */
function outsider() {
  return db.participants
    .lookup('cycleId', LAST_ANNUAL)
    .find((p) => p.managerId && p.managerId !== DEMO_MANAGER.employeeId)!;
}

describe('the letter template', () => {
  it('is the default until an admin saves one, then theirs with a new version', async () => {
    const admin = await loginAs('admin');
    const first = await callApi('get', template(LAST_ANNUAL), { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      ...DEFAULT_LETTER_TEMPLATE,
      isDefault: true,
      updatedAt: null,
    });
    expect(first.headers.get('etag')).toBe(`"${first.body.data.version}"`);
    const saved = await callApi('put', template(LAST_ANNUAL), {
      token: admin,
      headers: { 'If-Match': `"${first.body.data.version}"` },
      body: { subject: 'Hello {{firstName}}', body: '<script>alert(1)</script> {{newSalary}}' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      subject: 'Hello {{firstName}}',
      body: '<script>alert(1)</script> {{newSalary}}',
      isDefault: false,
      updatedAt: TEST_NOW.toISOString(),
    });
    expect(saved.body.data.version).not.toBe(first.body.data.version);

    const stale = await callApi('put', template(LAST_ANNUAL), {
      token: admin,
      headers: { 'If-Match': `"${first.body.data.version}"` },
      body: { subject: 'Stale', body: 'Stale' },
    });
    expect(stale.status).toBe(412);
    const after = await callApi('get', template(LAST_ANNUAL), { token: admin });
    expect(after.body.data.subject).toBe('Hello {{firstName}}');
  });

  it('refuses an unknown placeholder, naming it on its field', async () => {
    const { status, body } = await callApi('put', template(LAST_ANNUAL), {
      token: await loginAs('admin'),
      body: { subject: 'Hi', body: 'Your {{salary}}' },
    });
    expect(status).toBe(400);
    expect(body.error).toBe('Unknown placeholder {{salary}}');
    expect(body.details).toEqual([{ field: 'body', message: 'Unknown placeholder {{salary}}' }]);
  });

  it('is for admins: 403 to managers and employees, 404 to another organization', async () => {
    const path = template(LAST_ANNUAL);
    expect((await callApi('get', path, { token: await loginAs('manager') })).status).toBe(403);
    expect((await callApi('get', path, { token: await loginAs('employee') })).status).toBe(403);
    expect((await callApi('get', path, { token: await loginAs(GLOBEX_ADMIN.email) })).status).toBe(
      404,
    );
  });
});

describe('the preview', () => {
  it('renders the unsaved template for Riley Chen as in the contract', async () => {
    const { status, body } = await callApi('post', `${letters(LAST_ANNUAL)}/preview`, {
      token: await loginAs('admin'),
      body: {
        participantId: RILEY,
        subject: 'Your compensation update, effective {{effectiveDate}}',
        body: 'Dear {{firstName}},\n\nYour base salary changes from {{previousSalary}} to {{newSalary}} ({{increasePercent}}), effective {{effectiveDate}}.\nBonus: {{bonus}}',
        effectiveDate: '2026-01-01',
      },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      subject: 'Your compensation update, effective January 1, 2026',
      body: 'Dear Riley,\n\nYour base salary changes from $126,000.00 to $131,500.00 (4.4%), effective January 1, 2026.\nBonus: $3,000.00',
      recommendationStatus: 'approved',
    });
  });

  it('answers 404 for a participant of another cycle and 400 for an unknown placeholder', async () => {
    const admin = await loginAs('admin');
    const other = await callApi('post', `${letters(IN_PROGRESS)}/preview`, {
      token: admin,
      body: { participantId: RILEY, subject: 's', body: 'b' },
    });
    expect(other.status).toBe(404);
    const unknown = await callApi('post', `${letters(LAST_ANNUAL)}/preview`, {
      token: admin,
      body: { participantId: RILEY, subject: '{{ nope }}', body: 'b' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown placeholder {{ nope }}');
  });
});

describe('generating letters', () => {
  it('generates one per approved participant and skips the released one with its reason', async () => {
    const admin = await loginAs('admin');
    const { status, body } = await generate(admin, LAST_ANNUAL);
    expect(status).toBe(200);
    const approved = db.recommendations
      .lookup('cycleId', LAST_ANNUAL)
      .filter((r) => r.status === 'approved').length;
    expect(body.data.results).toHaveLength(approved);
    expect(body.data.skippedCount).toBe(1);
    expect(body.data.generatedCount).toBe(approved - 1);
    expect(
      body.data.results.find((r: { participantId: string }) => r.participantId === RILEY),
    ).toEqual({
      participantId: RILEY,
      letterId: RILEY_LETTER,
      generated: false,
      error: 'Released letters cannot be changed',
    });
    const audit = db.auditEntries.all().filter((e) => e.entityType === 'letter');
    expect(audit).toHaveLength(approved - 1);
    expect(audit[0]).toMatchObject({ action: 'generate', actorName: 'Morgan Lee' });
  });

  it('skips a participant without an approved recommendation and an unknown one', async () => {
    const admin = await loginAs('admin');
    const pending = db.recommendations
      .lookup('cycleId', IN_PROGRESS)
      .find((r) => r.status === 'pending_approval')!;
    const { body } = await generate(admin, IN_PROGRESS, [pending.participantId, RILEY]);
    expect(body.data.results).toEqual([
      {
        participantId: pending.participantId,
        letterId: null,
        generated: false,
        error: 'No approved recommendation',
      },
      { participantId: RILEY, letterId: null, generated: false, error: 'Participant not found' },
    ]);
  });

  it('replaces a letter not yet released in place: same id, note kept, schedule cleared', async () => {
    const admin = await loginAs('admin');
    const first = (await generate(admin, LAST_ANNUAL, [REPORT])).body.data.results[0].letterId;
    const letter = db.letters.find(first)!;
    db.letters.update(first, { managerNote: 'Great year.', releaseAt: '2027-01-01T09:00:00.000Z' });
    const again = await generate(admin, LAST_ANNUAL, [REPORT]);
    expect(again.body.data.results[0]).toMatchObject({ letterId: first, generated: true });
    const replaced = db.letters.find(first)!;
    expect(replaced.managerNote).toBe('Great year.');
    expect(replaced.releaseAt).toBeNull();
    expect(replaced.body).toContain('Great year.');
    expect(replaced.createdAt).toBe(letter.createdAt);
  });
});

describe('reading letters', () => {
  it('lists every letter to the admin and only their reports’ letters to the manager', async () => {
    const admin = await loginAs('admin');
    await generate(admin, LAST_ANNUAL);
    const all = await callApi('get', letters(LAST_ANNUAL), { token: admin });
    expect(all.body.data.length).toBe(db.letters.lookup('cycleId', LAST_ANNUAL).length);
    const theirs = await callApi('get', letters(LAST_ANNUAL), { token: await loginAs('manager') });
    expect(theirs.status).toBe(200);
    const reports = db.participants
      .lookup('cycleId', LAST_ANNUAL)
      .filter((p) => p.managerId === DEMO_MANAGER.employeeId);
    expect(theirs.body.data.map((l: { participantId: string }) => l.participantId).sort()).toEqual(
      reports.map((p) => p.id).sort(),
    );
    const employee = await callApi('get', letters(LAST_ANNUAL), {
      token: await loginAs('employee'),
    });
    expect(employee.status).toBe(403);
  });

  it('shows the employee their released letter and nobody else’s', async () => {
    const employee = await loginAs('employee');
    const mine = await callApi('get', '/api/me/letters', { token: employee });
    expect(mine.body.data.map((l: { id: string }) => l.id)).toEqual([RILEY_LETTER]);
    const one = await callApi('get', `/api/letters/${RILEY_LETTER}`, { token: employee });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      employee: { id: DEMO_EMPLOYEE.employeeId, firstName: 'Riley', lastName: 'Chen' },
      status: 'released',
      previousSalary: 126_000,
      newSalary: 131_500,
      bonus: 3_000,
      increasePercent: 4.37,
    });
    // openapi.yaml's example of getLetter is this letter, word for word.
    const example = (
      contract.paths['/api/letters/{letterId}'].get.responses['200'].content['application/json']
        .example as { data: Record<string, unknown> }
    ).data;
    expect(one.body.data).toMatchObject({
      subject: example.subject,
      body: example.body,
      effectiveDate: example.effectiveDate,
      releaseAt: example.releaseAt,
      generatedAt: example.generatedAt,
    });

    const admin = await loginAs('admin');
    const other = (await generate(admin, LAST_ANNUAL, [REPORT])).body.data.results[0].letterId;
    await callApi('post', `${letters(LAST_ANNUAL)}/release`, {
      token: admin,
      body: { letterIds: [other], releaseAt: null },
    });
    expect((await callApi('get', `/api/letters/${other}`, { token: employee })).status).toBe(404);
    expect(
      (await callApi('get', `/api/letters/${other}`, { token: await loginAs('manager') })).status,
    ).toBe(200);
  });
});

describe('releasing letters', () => {
  it('keeps a scheduled letter from its employee until its time, then shows it', async () => {
    const admin = await loginAs('admin');
    const employee = await loginAs('employee');
    const approved = db.recommendations
      .lookup('cycleId', IN_PROGRESS)
      .find((r) => r.status === 'approved')!;
    // Riley's own letter of this year's review: approve theirs in the store for the test.
    const own = db.participants
      .lookup('cycleId', IN_PROGRESS)
      .find((p) => p.employeeId === DEMO_EMPLOYEE.employeeId)!;
    db.recommendations.insert({
      ...approved,
      id: 'rec_riley_test',
      participantId: own.id,
      status: 'approved',
    });
    const letterId = (await generate(admin, IN_PROGRESS, [own.id])).body.data.results[0].letterId;
    const releaseAt = '2026-12-01T09:00:00.000Z';
    const scheduled = await callApi('post', `${letters(IN_PROGRESS)}/release`, {
      token: admin,
      body: { letterIds: [letterId, 'letter_missing'], releaseAt },
    });
    expect(scheduled.body.data).toEqual({
      releasedCount: 0,
      scheduledCount: 1,
      skippedCount: 1,
      results: [
        { letterId, status: 'scheduled', releaseAt, error: null },
        { letterId: 'letter_missing', status: null, releaseAt: null, error: 'Letter not found' },
      ],
    });
    expect((await callApi('get', `/api/letters/${letterId}`, { token: employee })).status).toBe(
      404,
    );
    const before = await callApi('get', '/api/me/letters', { token: employee });
    expect(before.body.data.map((l: { id: string }) => l.id)).toEqual([RILEY_LETTER]);

    setMockClock(new Date(releaseAt));
    // Two weeks on, the earlier session has expired.
    const later = await loginAs('employee');
    const after = await callApi('get', '/api/me/letters', { token: later });
    expect(after.body.data.map((l: { id: string }) => l.id)).toEqual([letterId, RILEY_LETTER]);
    expect((await callApi('get', `/api/letters/${letterId}`, { token: later })).status).toBe(200);
    const audit = db.auditEntries.all().filter((e) => e.entityId === letterId);
    expect(audit.map((e) => e.action)).toEqual(['generate', 'schedule']);
  });

  it('never changes a released letter: release, note and regeneration are refused', async () => {
    const admin = await loginAs('admin');
    const release = await callApi('post', `${letters(LAST_ANNUAL)}/release`, {
      token: admin,
      body: { letterIds: [RILEY_LETTER], releaseAt: '2027-01-01T00:00:00.000Z' },
    });
    expect(release.body.data.results[0].error).toBe('Released letters cannot be changed');
    const note = await callApi('put', `${letters(LAST_ANNUAL)}/${RILEY_LETTER}`, {
      token: admin,
      body: { managerNote: 'Changed' },
    });
    expect(note.status).toBe(409);
    expect(note.body.error).toBe('Released letters cannot be changed');
    expect(db.letters.find(RILEY_LETTER)!.managerNote).not.toBe('Changed');
  });
});

describe("the manager's note", () => {
  it('is written by the participant’s manager and rendered into the letter', async () => {
    const admin = await loginAs('admin');
    const manager = await loginAs('manager');
    const results = (await generate(admin, LAST_ANNUAL, [REPORT, outsider().id])).body.data.results;
    const [mine, theirs] = results.map((r: { letterId: string }) => r.letterId);
    const read = await callApi('get', `/api/letters/${mine}`, { token: manager });
    const written = await callApi('put', `${letters(LAST_ANNUAL)}/${mine}`, {
      token: manager,
      headers: { 'If-Match': `"${read.body.data.version}"` },
      body: { managerNote: 'Thank you for mentoring the new engineers.' },
    });
    expect(written.status).toBe(200);
    expect(written.body.data.body).toContain('\n\nThank you for mentoring the new engineers.\n\n');
    const noted = db.auditEntries.where(
      (e) => e.entityType === 'letter' && e.entityId === mine && e.action === 'update',
    );
    expect(noted).toHaveLength(1);
    expect(noted[0]).toMatchObject({
      before: { managerNote: null },
      after: { managerNote: 'Thank you for mentoring the new engineers.' },
    });
    expect(noted[0]!.summary).toMatch(/^Manager's note changed on the letter to /);
    const stale = await callApi('put', `${letters(LAST_ANNUAL)}/${mine}`, {
      token: manager,
      headers: { 'If-Match': `"${read.body.data.version}"` },
      body: { managerNote: 'Stale' },
    });
    expect(stale.status).toBe(412);
    const other = await callApi('put', `${letters(LAST_ANNUAL)}/${theirs}`, {
      token: manager,
      body: { managerNote: 'Not mine' },
    });
    expect(other.status).toBe(404);
  });
});

describe('deleting the cycle', () => {
  it('removes its letters and template', async () => {
    const admin = await loginAs('admin');
    await generate(admin, LAST_ANNUAL, [REPORT]);
    expect(
      (await callApi('delete', `/api/review-cycles/${LAST_ANNUAL}`, { token: admin })).status,
    ).toBe(204);
    expect(db.letters.lookup('cycleId', LAST_ANNUAL)).toEqual([]);
    const mine = await callApi('get', '/api/me/letters', { token: await loginAs('employee') });
    expect(mine.body.data).toEqual([]);
  });
});
