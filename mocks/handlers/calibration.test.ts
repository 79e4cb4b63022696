import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

type Calibration = components['schemas']['Calibration'];

function currentCycle() {
  return db.reviewCycles
    .all()
    .find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;
}

const path = (cycleId: string, tail = '') => `/api/review-cycles/${cycleId}/calibration${tail}`;

async function calibration(token: string, cycleId = currentCycle().id) {
  const { status, body } = await callApi('get', path(cycleId), { token });
  return { status, data: body?.data as Calibration, body };
}

async function move(token: string, body: Record<string, unknown>, cycleId = currentCycle().id) {
  const response = await callApi('post', path(cycleId, '/moves'), { token, body });
  return { status: response.status, body: response.body, data: response.body?.data as Calibration };
}

const managerEmployeeId = () => db.users.first((u) => u.email === DEMO_MANAGER.email)!.employeeId;

describe('calibration', () => {
  it('places every participant by rating, with proposed amounts per rating', async () => {
    const { status, data } = await calibration(await loginAs('admin'));
    expect(status).toBe(200);
    expect(data.ratingMetric).toMatchObject({ name: 'Overall Rating', minValue: 1, maxValue: 5 });
    expect(data.participants).toHaveLength(
      db.participants.lookup('cycleId', currentCycle().id).length,
    );
    expect(data.distribution.slice(0, 5).map((r) => r.label)).toEqual(['5', '4', '3', '2', '1']);
    const counted = data.distribution.reduce((sum, r) => sum + r.count, 0);
    expect(counted).toBe(data.participants.length);
    const increases = data.distribution.reduce((sum, r) => sum + r.proposedIncrease, 0);
    expect(increases).toBeCloseTo(data.totals.proposedIncrease, 2);
    expect(data.totals.increaseBudget).toBe(currentCycle().increaseBudget);
  });

  it('a move changes the rating, the distribution and the amounts per rating, and is recorded', async () => {
    const token = await loginAs('admin');
    const before = (await calibration(token)).data;
    const person = before.participants.find((p) => p.rating === 3 && p.proposedIncrease)!;
    const { status, data } = await move(token, {
      participantId: person.participantId,
      rating: 4,
      reason: 'Carried the migration',
    });
    expect(status).toBe(200);
    const after = data.participants.find((p) => p.participantId === person.participantId)!;
    expect(after).toMatchObject({ rating: 4, originalRating: 3 });
    const row = (d: Calibration, rating: number) =>
      d.distribution.find((r) => r.rating === rating)!;
    expect(row(data, 4).count).toBe(row(before, 4).count + 1);
    expect(row(data, 3).count).toBe(row(before, 3).count - 1);
    expect(row(data, 4).proposedIncrease).toBeCloseTo(
      row(before, 4).proposedIncrease + after.proposedIncrease!,
      2,
    );
    expect(row(data, 3).proposedIncrease).toBeCloseTo(
      row(before, 3).proposedIncrease - person.proposedIncrease!,
      2,
    );
    expect(data.history[0]).toMatchObject({
      kind: 'move',
      participantId: person.participantId,
      fromRating: 3,
      toRating: 4,
      reason: 'Carried the migration',
      actorName: expect.any(String),
    });
    expect(db.auditEntries.all().at(-1)).toMatchObject({
      entityType: 'calibration',
      entityId: person.participantId,
      before: { rating: 3 },
      after: { rating: 4 },
      reason: 'Carried the migration',
    });
    // The cycle report reads the calibrated rating too.
    const report = await callApi('get', `/api/review-cycles/${currentCycle().id}/report`, {
      token,
    });
    const result = report.body.data.results.find(
      (r: { participantId: string }) => r.participantId === person.participantId,
    );
    expect(result.rating).toBe(4);
  });

  it('a move recalculates a pending recommendation at the guideline midpoint of the new rating, recorded before and after', async () => {
    const token = await loginAs('admin');
    const cycle = currentCycle();
    const ranges = cycle.guideline!.ranges;
    const before = (await calibration(token)).data;
    const person = before.participants.find(
      (p) =>
        p.rating === 3 &&
        p.recommendationStatus === 'pending_approval' &&
        db.employees.find(p.employeeId)!.hireDate < cycle.guideline!.reviewPeriodStart,
    )!;
    const range = ranges.find((r) => r.rating === 4)!;
    const percent = Math.round(((range.minPercent + range.maxPercent) / 2) * 100) / 100;
    const expected = Math.round(person.currentSalary! * percent) / 100;
    expect(expected).not.toBe(person.proposedIncrease);

    const response = await move(token, {
      participantId: person.participantId,
      rating: 4,
      reason: 'Carried the migration',
    });
    expect(response.status).toBe(200);
    const rec = db.recommendations.first((r) => r.participantId === person.participantId)!;
    expect(response.body.recommendationChange).toEqual({
      recommendationId: rec.id,
      outcome: 'recalculated',
      status: 'pending_approval',
      fromIncrease: person.proposedIncrease,
      toIncrease: expected,
      fromSalary: person.currentSalary! + person.proposedIncrease!,
      toSalary: Math.round((person.currentSalary! + expected) * 100) / 100,
      percent,
      prorated: false,
    });
    expect(rec).toMatchObject({ proposedIncrease: expected, status: 'pending_approval' });
    const after = response.data.participants.find((p) => p.participantId === person.participantId)!;
    expect(after.proposedIncrease).toBe(expected);
    expect(response.data.totals.proposedIncrease).toBeCloseTo(
      before.totals.proposedIncrease - person.proposedIncrease! + expected,
      2,
    );
    expect(response.data.history[0].recommendationChange).toMatchObject({
      outcome: 'recalculated',
      toIncrease: expected,
    });
    // The recommendation's own history and the audit trail hold the amounts before and after.
    expect(db.recommendationEvents.lookup('recommendationId', rec.id).at(-1)).toMatchObject({
      action: 'edit',
      before: { proposedIncrease: person.proposedIncrease },
      after: { proposedIncrease: expected },
    });
    const entries = db.auditEntries.all();
    expect(
      entries.findLast((e) => e.entityType === 'recommendation' && e.entityId === rec.id),
    ).toMatchObject({ action: 'edit', after: { proposedIncrease: expected } });
    expect(entries.at(-1)).toMatchObject({
      entityType: 'calibration',
      before: { rating: 3, proposedIncrease: person.proposedIncrease },
      after: { rating: 4, proposedIncrease: expected },
      reason: 'Carried the migration',
    });
    // The saved compensation the manager's form shows follows.
    const saved = db.compensationData.first((c) => c.participantId === person.participantId)!;
    const salaryRow = saved.changes.find((c) => c.typeName === 'Base Salary')!;
    expect(salaryRow.proposedValue - salaryRow.currentValue!).toBeCloseTo(expected, 2);
  });

  it('an approved recommendation is not changed by a move', async () => {
    const token = await loginAs('admin');
    const person = (await calibration(token)).data.participants.find(
      (p) => p.recommendationStatus === 'approved' && p.rating !== null && p.rating < 5,
    )!;
    const rec = db.recommendations.first((r) => r.participantId === person.participantId)!;
    const events = db.recommendationEvents.lookup('recommendationId', rec.id).length;
    const response = await move(token, {
      participantId: person.participantId,
      rating: person.rating! + 1,
      reason: 'Calibrated with peers',
    });
    expect(response.status).toBe(200);
    expect(response.body.recommendationChange).toMatchObject({
      outcome: 'decided',
      status: 'approved',
      fromIncrease: rec.proposedIncrease,
      toIncrease: rec.proposedIncrease,
      percent: null,
    });
    expect(db.recommendations.find(rec.id)).toEqual(rec);
    expect(db.recommendationEvents.lookup('recommendationId', rec.id)).toHaveLength(events);
    const after = response.data.participants.find((p) => p.participantId === person.participantId)!;
    expect(after).toMatchObject({
      rating: person.rating! + 1,
      proposedIncrease: person.proposedIncrease,
    });
  });

  it('refuses a rating off the scale, the same rating and an empty reason (400)', async () => {
    const token = await loginAs('admin');
    const person = (await calibration(token)).data.participants.find((p) => p.rating === 3)!;
    const participantId = person.participantId;
    const offScale = await move(token, { participantId, rating: 7, reason: 'x' });
    expect(offScale.status).toBe(400);
    expect(offScale.body.error).toBe('Rating must be a whole number from 1 to 5');
    expect((await move(token, { participantId, rating: 2.5, reason: 'x' })).status).toBe(400);
    const same = await move(token, { participantId, rating: 3, reason: 'x' });
    expect(same.body.error).toBe('The participant already has this rating');
    const noReason = await move(token, { participantId, rating: 4, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('A reason is required');
    expect(db.calibrationEvents.all()).toHaveLength(0);
  });

  it('a manager sees and moves their direct reports only; an employee gets 403', async () => {
    const token = await loginAs('manager');
    const { status, data } = await calibration(token);
    expect(status).toBe(200);
    const mine = managerEmployeeId();
    expect(data.participants.length).toBeGreaterThan(0);
    expect(data.participants.every((p) => p.managerId === mine)).toBe(true);
    expect(data.totals.increaseBudget).toBeNull();

    const outsider = db.participants
      .lookup('cycleId', currentCycle().id)
      .find((p) => p.managerId !== mine)!;
    expect((await move(token, { participantId: outsider.id, rating: 2, reason: 'x' })).status).toBe(
      404,
    );
    const report = data.participants.find((p) => p.rating !== null && p.rating < 5)!;
    const moved = await move(token, {
      participantId: report.participantId,
      rating: report.rating! + 1,
      reason: 'Calibrated with peers',
    });
    expect(moved.status).toBe(200);

    const employee = await loginAs('employee');
    expect((await calibration(employee)).status).toBe(403);
    expect(
      (await move(employee, { participantId: report.participantId, rating: 1, reason: 'x' }))
        .status,
    ).toBe(403);
    const targets = await callApi('put', path(currentCycle().id, '/targets'), {
      token,
      body: { targets: [] },
    });
    expect(targets.status).toBe(403);
    const lock = await callApi('put', path(currentCycle().id, '/lock'), {
      token,
      body: { locked: true },
    });
    expect(lock.status).toBe(403);
  });

  it('locked calibration refuses moves with 409 until an admin unlocks it', async () => {
    const token = await loginAs('admin');
    const cycleId = currentCycle().id;
    const lock = await callApi('put', path(cycleId, '/lock'), { token, body: { locked: true } });
    expect(lock.status).toBe(200);
    expect(lock.body.data).toMatchObject({ locked: true, lockedByName: expect.any(String) });
    const person = (lock.body.data as Calibration).participants.find((p) => p.rating === 3)!;
    const body = { participantId: person.participantId, rating: 4, reason: 'After the session' };
    const refused = await move(token, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'Calibration is locked. An admin must unlock it before ratings can change.',
    );
    const manager = await move(await loginAs('manager'), body);
    expect([404, 409]).toContain(manager.status);

    const unlock = await callApi('put', path(cycleId, '/lock'), { token, body: { locked: false } });
    expect(unlock.body.data.locked).toBe(false);
    expect((await move(token, body)).status).toBe(200);
    const kinds = (await calibration(token)).data.history.map((h) => h.kind);
    expect(kinds).toEqual(['move', 'unlock', 'lock']);
  });

  it('targets: admin sets shares adding up to 100, shown against the actual shares', async () => {
    const token = await loginAs('admin');
    const cycleId = currentCycle().id;
    const bad = await callApi('put', path(cycleId, '/targets'), {
      token,
      body: { targets: [{ rating: 5, share: 90 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Target shares must add up to 100% (now 90%)');
    const targets = [
      { rating: 3, share: 50 },
      { rating: 5, share: 10 },
      { rating: 4, share: 25 },
      { rating: 2, share: 10 },
      { rating: 1, share: 5 },
    ];
    const saved = await callApi('put', path(cycleId, '/targets'), { token, body: { targets } });
    expect(saved.status).toBe(200);
    const data = saved.body.data as Calibration;
    expect(data.targets.map((t) => t.rating)).toEqual([5, 4, 3, 2, 1]);
    const row = data.distribution.find((r) => r.rating === 3)!;
    expect(row.targetShare).toBe(50);
    expect(row.difference).toBeCloseTo(row.share! - 50, 1);
  });

  it("places participants in the 9-box by the manager review's Potential metric (seeded in the demo)", async () => {
    const { data } = await calibration(await loginAs('admin'));
    expect(data.potentialMetric).toMatchObject({ name: 'Potential', minValue: 1, maxValue: 3 });
    expect(data.ratingMetric?.name).toBe('Overall Rating');
    const placed = data.participants.filter((p) => p.nineBox);
    expect(placed.length).toBeGreaterThan(20);
    expect(new Set(placed.map((p) => p.nineBox!.name)).size).toBe(9);
    const star = placed.find((p) => p.rating! >= 4 && p.potential === 3)!;
    expect(star.nineBox).toEqual({ performance: 'high', potential: 'high', name: 'Star' });
    expect(data.participants.filter((p) => p.rating === null).every((p) => !p.nineBox)).toBe(true);
  });
});
