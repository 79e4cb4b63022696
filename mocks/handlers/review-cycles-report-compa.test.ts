import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { currentAcmeCycle, pinBand } from '@mocks/test/band-fixture';
import { loginAs } from '@mocks/test/login';

/** The cycle report's compa-ratio distribution by team and by rating. */

async function report() {
  const { status, body } = await callApi(
    'get',
    `/api/review-cycles/${currentAcmeCycle().id}/report`,
    { token: await loginAs('admin') },
  );
  expect(status).toBe(200);
  return body.data;
}

type Group = { label: string; count: number; positionedBefore: number; [k: string]: unknown };
const total = (groups: Group[], key: 'count' | 'positionedBefore') =>
  groups.reduce((a, g) => a + (g[key] as number), 0);

describe('GET /api/review-cycles/{cycleId}/report: compa-ratio distribution', () => {
  it('counts every participant once by team and once by rating, most with a band position', async () => {
    const data = await report();
    const participants = db.participants.lookup('cycleId', currentAcmeCycle().id).length;
    expect(total(data.compaByTeam, 'count')).toBe(participants);
    expect(total(data.compaByRating, 'count')).toBe(participants);
    expect(total(data.compaByTeam, 'positionedBefore')).toBe(
      total(data.compaByRating, 'positionedBefore'),
    );
    // The demo seeds a level for everyone with a salary: a spread below and above the band.
    expect(total(data.compaByTeam, 'positionedBefore')).toBeGreaterThan(participants / 2);
    const below = data.compaByTeam.reduce(
      (a: number, g: Group) => a + (g.belowMinBefore as number),
      0,
    );
    const above = data.compaByTeam.reduce(
      (a: number, g: Group) => a + (g.aboveMaxBefore as number),
      0,
    );
    expect(below).toBeGreaterThan(0);
    expect(above).toBeGreaterThan(0);
    expect(data.compaByRating.at(-1).label).toBe('No Rating');
  });

  it('after = salary + the proposed increase; a rejected one changes nothing', async () => {
    const riley = db.employees.find(DEMO_EMPLOYEE.employeeId)!;
    const teamName = db.teams.find(riley.teamIds[0]!)!.name;
    const groupOf = async () =>
      (await report()).compaByTeam.find((g: Group) => g.label === teamName) as Group;
    // Alone on the test level, Riley's figures move the team's counts by exactly one.
    pinBand('pending_approval', { increase: 35_000 });
    const pending = await groupOf();
    pinBand('rejected', { increase: 35_000 });
    const rejected = await groupOf();
    expect(pending.aboveMaxAfter).toBe((rejected.aboveMaxAfter as number) + 1);
    expect(pending.belowMinBefore).toBe(rejected.belowMinBefore);
  });
});
