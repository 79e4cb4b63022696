import { describe, expect, it } from 'vitest';
import { db, resetDb } from '@mocks/db';
import { DEMO_ACCOUNTS } from './accounts';
import { seed } from './index';
import { findBrokenReferences } from './integrity';
import { LARGE_EMPLOYEE_COUNT } from './large';

const NOW = new Date('2026-03-15T10:00:00Z');

/** What a participants-list handler does: filter one cycle, join employee, manager, teams, stage, recommendation, approvals. */
function assembleParticipantRows(cycleId: string) {
  return db.participants
    .where((p) => p.cycleId === cycleId)
    .map((p) => {
      const employee = db.employees.find(p.employeeId)!;
      const manager = p.managerId ? db.employees.find(p.managerId) : undefined;
      const recommendation = db.recommendations.lookup('participantId', p.id)[0];
      const approvals = recommendation
        ? db.approvalSteps.lookup('recommendationId', recommendation.id)
        : [];
      return {
        id: p.id,
        employee: { id: employee.id, firstName: employee.firstName, lastName: employee.lastName },
        teams: employee.teamIds.map((id) => db.teams.find(id)?.name),
        manager: manager ? `${manager.firstName} ${manager.lastName}` : null,
        status: p.status,
        currentStage: p.currentStageId ? db.reviewStages.find(p.currentStageId)?.name : null,
        currentSalary: recommendation?.currentSalary ?? null,
        recommendedRaise: recommendation?.proposedIncrease ?? null,
        approvals: approvals.map((s) => s.decision),
      };
    });
}

describe('large seed', () => {
  it(
    'has 10,000 employees in ~40 teams and one cycle of 10,000 participants, each with one recommendation',
    { timeout: 120_000 },
    () => {
      let started = performance.now();
      const tables = seed('large', NOW);
      const seedMs = performance.now() - started;
      started = performance.now();
      resetDb('large', NOW);
      const totalMs = performance.now() - started;
      const rows = Object.values(tables).reduce((n, t) => n + t.length, 0);
      console.info(
        `[seed] large: ${rows} rows; seed ${seedMs.toFixed(0)} ms; seed + load into the store ${totalMs.toFixed(0)} ms`,
      );

      expect(db.employees.count()).toBe(LARGE_EMPLOYEE_COUNT);
      expect(db.teams.count()).toBe(40);
      expect(db.reviewCycles.count()).toBe(1);
      const cycle = db.reviewCycles.all()[0];
      expect(db.participants.count((p) => p.cycleId === cycle.id)).toBe(LARGE_EMPLOYEE_COUNT);
      const perParticipant = new Map<string, number>();
      for (const r of db.recommendations.all())
        perParticipant.set(r.participantId, (perParticipant.get(r.participantId) ?? 0) + 1);
      expect(perParticipant.size).toBe(LARGE_EMPLOYEE_COUNT);
      expect([...perParticipant.values()].every((n) => n === 1)).toBe(true);
      expect(db.compensationHistories.count()).toBe(LARGE_EMPLOYEE_COUNT);
      const names = db.employees.all().map((e) => `${e.firstName} ${e.lastName}`);
      expect(new Set(names).size).toBe(LARGE_EMPLOYEE_COUNT);
      expect(names.some((n) => /\d/.test(n))).toBe(false);
      for (const account of DEMO_ACCOUNTS) {
        expect(db.users.first((u) => u.email === account.email)).toMatchObject({
          id: account.userId,
          role: account.role,
        });
      }
      expect(findBrokenReferences(tables)).toEqual([]);
    },
  );

  it(
    'serves a 10,000-row participants list quickly (timings printed, not asserted)',
    { timeout: 120_000 },
    () => {
      resetDb('large', NOW);
      const cycle = db.reviewCycles.all()[0];
      let started = performance.now();
      const cold = assembleParticipantRows(cycle.id);
      const coldMs = performance.now() - started;
      started = performance.now();
      const warm = assembleParticipantRows(cycle.id);
      const warmMs = performance.now() - started;
      started = performance.now();
      const filtered = db.participants.where((p) => p.cycleId === cycle.id);
      const whereMs = performance.now() - started;
      started = performance.now();
      db.participants.all();
      const allMs = performance.now() - started;
      console.info(
        `[db] large: where ${whereMs.toFixed(1)} ms, all ${allMs.toFixed(1)} ms; 10,000-row list with joins: ` +
          `first ${coldMs.toFixed(0)} ms (builds caches), then ${warmMs.toFixed(0)} ms`,
      );
      expect(filtered).toHaveLength(LARGE_EMPLOYEE_COUNT);
      expect(warm).toHaveLength(LARGE_EMPLOYEE_COUNT);
      expect(warm).toEqual(cold);
      expect(warm.every((r) => r.recommendedRaise !== null && r.approvals.length > 0)).toBe(true);
    },
  );
});
