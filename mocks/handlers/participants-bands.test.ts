import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { currentAcmeCycle, pinBand, TEST_BAND } from '@mocks/test/band-fixture';
import { loginAs } from '@mocks/test/login';

/**
 * Levels and bands in the participants table: each row's level and where the salary sits in the band
 * before and after the recommendation (compa-ratio = salary ÷ mid, penetration = share of the
 * range below the salary). Expected figures are worked by hand from TEST_BAND (80k / 100k / 120k).
 */

async function rowOf(employeeId = DEMO_EMPLOYEE.employeeId) {
  const { status, body } = await callApi(
    'get',
    `/api/review-cycles/${currentAcmeCycle().id}/participants`,
    { token: await loginAs('admin') },
  );
  expect(status).toBe(200);
  return body.data.find((r: { employeeId: string }) => r.employeeId === employeeId);
}

describe('participants table: level and band positions', () => {
  it('before the salary, after salary + the proposed increase, on the employee’s level', async () => {
    const { levelId } = pinBand('pending_approval', { increase: 15_000 });
    const row = await rowOf();
    expect(row.level).toEqual({ id: levelId, name: `T1 Test Level ${DEMO_EMPLOYEE.employeeId}` });
    expect(row.bandBefore).toEqual({
      levelId,
      levelName: `T1 Test Level ${DEMO_EMPLOYEE.employeeId}`,
      ...TEST_BAND,
      salary: 90_000,
      compaRatio: 0.9,
      rangePenetration: 0.25,
      status: 'in_range',
    });
    expect(row.bandAfter).toMatchObject({
      salary: 105_000,
      compaRatio: 1.05,
      rangePenetration: 0.625,
      status: 'in_range',
    });
  });

  it('flags a raise that passes the maximum, and a salary under the minimum', async () => {
    pinBand('draft', { increase: 35_000 });
    expect((await rowOf()).bandAfter).toMatchObject({
      salary: 125_000,
      compaRatio: 1.25,
      rangePenetration: 1.125,
      status: 'above_max',
    });
    const participant = db.participants.first(
      (p) => p.cycleId === currentAcmeCycle().id && p.employeeId === DEMO_EMPLOYEE.employeeId,
    )!;
    const rec = db.recommendations.lookup('participantId', participant.id)[0]!;
    db.recommendations.update(rec.id, { currentSalary: 72_000, proposedIncrease: 4_000 });
    const row = await rowOf();
    expect(row.bandBefore).toMatchObject({ compaRatio: 0.72, rangePenetration: -0.2 });
    expect(row.bandBefore.status).toBe('below_min');
    expect(row.bandAfter).toMatchObject({ salary: 76_000, status: 'below_min' });
  });

  it('no recommendation: a position before, none after', async () => {
    pinBand(null);
    const row = await rowOf();
    expect(row.recommendation).toBeNull();
    expect(row.bandBefore.mid).toBe(100_000);
    expect(row.bandBefore.salary).toBe(row.currentSalary);
    expect(row.bandAfter).toBeNull();
  });

  it('no level: level, bandBefore and bandAfter are null (not left out)', async () => {
    pinBand('pending_approval');
    db.employees.update(DEMO_EMPLOYEE.employeeId, { levelId: null });
    const row = await rowOf();
    expect(row.level).toBeNull();
    expect(row).toHaveProperty('bandBefore', null);
    expect(row).toHaveProperty('bandAfter', null);
  });

  it('a salary in a currency the level has no band in has no position', async () => {
    const { participant } = pinBand('pending_approval');
    const rec = db.recommendations.lookup('participantId', participant.id)[0]!;
    db.recommendations.update(rec.id, { currency: 'EUR' });
    const row = await rowOf();
    expect(row.level).not.toBeNull();
    expect(row.bandBefore).toBeNull();
    expect(row.bandAfter).toBeNull();
  });
});
