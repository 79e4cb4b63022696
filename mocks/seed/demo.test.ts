import { describe, expect, it } from 'vitest';
import { db, resetDb } from '@mocks/db';
import type { DbTables, Participant } from '@mocks/db/records';
import { verifyPassword } from '@mocks/auth/password';
import { currentSalary } from '@/lib/compensation';
import { nineBoxPlacement } from '@/lib/calibration';
import {
  ACME_ORG_ID,
  ACCOUNTS_BY_SCENARIO,
  DEMO_EMPLOYEE,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  GLOBEX_ORG_ID,
} from './accounts';
import { RULE_PEOPLE } from './acme-rules';
import { seed } from './index';
import { findBrokenReferences } from './integrity';

const NOW = new Date('2026-03-15T10:00:00Z');
const TODAY = '2026-03-15';
const tables = seed('demo', NOW);

const acme = <T extends { organizationId: string }>(rows: T[]) =>
  rows.filter((r) => r.organizationId === ACME_ORG_ID);
const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const cycleNamed = (name: string) => tables.reviewCycles.find((c) => c.name === name)!;
const statusName = (statusId: string) => tables.reviewStatuses.find((s) => s.id === statusId)?.name;
/** Hired this year to show the rules (acme-rules.ts): no long history, some without an account. */
const ruleNames = new Set(
  [
    RULE_PEOPLE.prorated,
    RULE_PEOPLE.under,
    RULE_PEOPLE.over,
    RULE_PEOPLE.archived,
    ...RULE_PEOPLE.noAccount,
  ].map((n) => `${n.firstName} ${n.lastName}`),
);
const isRulePerson = (e: { firstName: string; lastName: string }) =>
  ruleNames.has(`${e.firstName} ${e.lastName}`);
const longServing = <T extends { firstName: string; lastName: string }>(rows: T[]) =>
  rows.filter((e) => !isRulePerson(e));

/** The history of one employee in the shape src/lib/compensation reads. */
function historyOf(t: DbTables, employeeId: string) {
  const types = byId(t.compensationTypes);
  return t.compensationHistories
    .filter((h) => h.employeeId === employeeId)
    .map((h) => ({
      effectiveDate: h.effectiveDate,
      changeType: h.changeType,
      components: t.compensationComponents
        .filter((c) => c.historyId === h.id)
        .map((c) => ({ type: types.get(c.typeId)!.name, amount: c.amount, currency: c.currency })),
    }));
}

/** Where a participant stands, read back from the rows the seed wrote. */
function stateOf(participant: Participant): string {
  const stage = (type: string) => {
    const stageId = tables.reviewStages.find(
      (s) => s.organizationId === participant.organizationId && s.type === type,
    )!.id;
    return tables.stageInstances.find(
      (s) => s.participantId === participant.id && s.stageId === stageId,
    )?.status;
  };
  const recommendation = tables.recommendations.find((r) => r.participantId === participant.id);
  if (recommendation) return recommendation.status;
  if (stage('manager_review') === 'draft') return 'manager_draft';
  if (stage('self_review') === 'completed') return 'self_submitted';
  if (stage('self_review') === 'draft') return 'self_draft';
  return participant.status;
}

describe('demo seed', () => {
  it('is deterministic for a given now and moves with now', () => {
    expect(seed('demo', new Date(NOW))).toEqual(tables);
    const nextDay = seed('demo', new Date(NOW.getTime() + 86_400_000));
    expect(nextDay.employees.map((e) => e.id)).toEqual(tables.employees.map((e) => e.id));
    expect(cycleNamed('2026 Annual Review').startDate).toBe('2026-02-13');
    expect(nextDay.reviewCycles.find((c) => c.name === '2026 Annual Review')!.startDate).toBe(
      '2026-02-14',
    );
  });

  it('has no dangling references, contract-shaped ids and no timestamps in the future', () => {
    expect(findBrokenReferences(tables)).toEqual([]);
    const stampFields = ['createdAt', 'updatedAt', 'submittedAt', 'decidedAt', 'at', 'lastLoginAt'];
    for (const [table, rows] of Object.entries(tables)) {
      for (const row of rows as unknown as Record<string, unknown>[]) {
        expect(row.id, table).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        for (const field of stampFields) {
          const value = row[field];
          if (typeof value === 'string')
            expect(value <= NOW.toISOString(), `${table}.${field} ${value}`).toBe(true);
        }
      }
    }
  });

  it('gives Acme Robotics 60+ employees with unique names and emails in 6+ teams, two admins, one team without a manager', () => {
    const employees = acme(tables.employees).filter((e) => e.isActive);
    expect(employees.length).toBeGreaterThanOrEqual(60);
    const names = acme(tables.employees).map((e) => `${e.firstName} ${e.lastName}`);
    expect(new Set(names).size).toBe(names.length);
    const emails = tables.users.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.every((e) => e === e.toLowerCase())).toBe(true);

    const teams = acme(tables.teams);
    expect(teams.length).toBeGreaterThanOrEqual(6);
    expect(teams.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'Platform Engineering',
        'Product',
        'Design',
        'Sales',
        'Customer Success',
        'Operations',
      ]),
    );
    const unmanaged = teams.filter((t) => t.managerEmployeeIds.length === 0);
    expect(unmanaged.map((t) => t.name)).toEqual(['Quality Assurance']);
    const employeesById = byId(tables.employees);
    const usersById = byId(tables.users);
    for (const t of teams.filter((t) => t.managerEmployeeIds.length > 0)) {
      const manager = employeesById.get(t.managerEmployeeIds[0])!;
      expect(manager.isManager, t.name).toBe(true);
      expect(['manager', 'admin']).toContain(usersById.get(manager.userId!)!.role);
      expect(
        acme(tables.employees).filter((e) => e.teamIds.includes(t.id)).length,
        t.name,
      ).toBeGreaterThan(1);
    }
    expect(acme(tables.users).filter((u) => u.role === 'admin')).toHaveLength(2);
  });

  it('links every employee but the two imported last week to a user and, but for the CEO, to exactly one manager assignment', () => {
    const assignments = acme(tables.managerAssignments);
    const users = byId(tables.users);
    const withoutManager = acme(tables.employees).filter(
      (e) => !assignments.some((a) => a.employeeId === e.id),
    );
    expect(withoutManager.map((e) => e.position)).toEqual(['Chief Executive Officer']);
    const withoutUser = acme(tables.employees).filter((e) => e.userId === null);
    expect(withoutUser.map((e) => `${e.firstName} ${e.lastName}`).sort()).toEqual(
      RULE_PEOPLE.noAccount.map((n) => `${n.firstName} ${n.lastName}`).sort(),
    );
    for (const employee of acme(tables.employees)) {
      expect(assignments.filter((a) => a.employeeId === employee.id).length).toBeLessThanOrEqual(1);
      if (employee.userId === null) continue;
      const user = users.get(employee.userId)!;
      expect(user.employeeId).toBe(employee.id);
      expect(user.role === 'employee').toBe(!employee.isManager);
    }
  });

  it('has a Head of Engineering above two team managers, and the demo manager with six direct reports', () => {
    const head = tables.employees.find((e) => e.position === 'Head of Engineering')!;
    const reportsOf = (id: string) =>
      tables.managerAssignments.filter((a) => a.primaryManagerId === id).map((a) => a.employeeId);
    const headReports = reportsOf(head.id).map((id) => tables.employees.find((e) => e.id === id)!);
    expect(headReports.filter((e) => e.isManager).length).toBeGreaterThanOrEqual(2);
    const managerReports = reportsOf(DEMO_MANAGER.employeeId);
    expect(managerReports).toHaveLength(6);
    expect(managerReports).toContain(DEMO_EMPLOYEE.employeeId);
  });

  it('derives a current salary for every employee, from 3+ years of history for all but this year’s hires, with the spec type names', () => {
    const threeYearsAgo = '2023-03-15';
    for (const employee of tables.employees.filter(isRulePerson)) {
      expect(currentSalary(historyOf(tables, employee.id)), employee.id).toBeGreaterThan(30000);
    }
    for (const employee of longServing(tables.employees)) {
      const history = historyOf(tables, employee.id);
      expect(currentSalary(history), employee.id).toBeGreaterThan(30000);
      expect(
        history.some((h) => h.effectiveDate <= threeYearsAgo),
        employee.id,
      ).toBe(true);
      expect(
        history.filter((h) => h.changeType === 'annual' || h.changeType === 'promotion').length,
      ).toBeGreaterThanOrEqual(3);
    }
    const typeNames = acme(tables.compensationTypes).map((t) => t.name);
    expect(typeNames).toEqual([
      'Base Salary',
      'Annual Bonus',
      'Commission',
      'Spot Bonus',
      'Stock Options',
    ]);
    const salesTeam = tables.teams.find((t) => t.name === 'Sales')!;
    const seller = tables.employees.find((e) => e.teamIds.includes(salesTeam.id) && !e.isManager)!;
    expect(
      historyOf(tables, seller.id)
        .flatMap((h) => h.components)
        .some((c) => c.type === 'Commission'),
    ).toBe(true);
    expect(acme(tables.compensationCategories).map((c) => c.name)).toEqual([
      'Base Pay',
      'Variable Pay',
      'Equity',
    ]);
  });

  it('writes performance history for every past annual cycle, with the rating names (none for this year’s hires)', () => {
    const past = acme(tables.reviewCycles).filter((c) => statusName(c.statusId) === 'Completed');
    expect(past.map((c) => c.name)).toEqual([
      '2023 Annual Review',
      '2024 Annual Review',
      '2025 Annual Review',
    ]);
    for (const employee of acme(tables.employees).filter(isRulePerson)) {
      expect(tables.performanceHistories.filter((p) => p.employeeId === employee.id)).toEqual([]);
    }
    for (const employee of longServing(acme(tables.employees))) {
      const entries = tables.performanceHistories.filter((p) => p.employeeId === employee.id);
      expect(entries.map((e) => e.cycleId).sort()).toEqual(past.map((c) => c.id).sort());
      for (const entry of entries) {
        expect(entry.rating).toBeGreaterThanOrEqual(1);
        expect(entry.rating).toBeLessThanOrEqual(5);
        expect(entry.ratingName).toBe(
          entry.rating >= 4 ? 'Exceeds' : entry.rating === 3 ? 'Meets' : 'Needs Improvement',
        );
      }
    }
  });

  it('configures nine active metrics, one per scale type plus the Potential of the 9-box, and the two review stages', () => {
    const metrics = acme(tables.performanceMetrics);
    expect(metrics.map((m) => m.scaleType).sort()).toEqual([
      'binary',
      'checkbox',
      'custom',
      'date',
      'numeric',
      'numeric',
      'radio',
      'text',
      'textarea',
    ]);
    expect(metrics.every((m) => m.isActive)).toBe(true);
    expect(metrics.find((m) => m.scaleType === 'numeric')).toMatchObject({
      name: 'Overall Rating',
      minValue: 1,
      maxValue: 5,
    });
    expect(metrics.at(-1)).toMatchObject({
      name: 'Potential',
      scaleType: 'numeric',
      minValue: 1,
      maxValue: 3,
      order: 9,
    });
    expect(metrics.find((m) => m.scaleType === 'checkbox')!.validationRules.maxSelections).toBe(3);
    const [self, manager] = acme(tables.reviewStages);
    expect(self).toMatchObject({ name: 'Self Review', type: 'self_review', order: 1 });
    expect(self.settings.selectedMetrics).toHaveLength(4);
    expect(manager).toMatchObject({
      name: 'Manager Review',
      type: 'manager_review',
      order: 2,
      requiresManagerApproval: true,
    });
    expect(manager.settings.enableCompensationRecommendations).toBe(true);
    expect(manager.settings.selectedMetrics.map((m) => m.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(manager.settings.selectedMetrics.at(-1)?.name).toBe('Potential');
  });

  it("answers Potential for the in-progress review's rated participants, filling every box of the 9-box", () => {
    const potential = acme(tables.performanceMetrics).find((m) => m.name === 'Potential')!;
    const answers = tables.metricResponses.filter((r) => r.metricId === potential.id);
    expect(answers.length).toBeGreaterThan(20);
    const boxes = new Set(
      answers.map((answer) => {
        const rating = tables.metricResponses.find(
          (r) =>
            r.participantId === answer.participantId &&
            r.stageId === answer.stageId &&
            r.metricId === acme(tables.reviewStages)[1].settings.selectedMetrics[0].id,
        )!;
        return nineBoxPlacement(
          Number(rating.value),
          Number(answer.value),
          { min: 1, max: 5 },
          { min: 1, max: 3 },
        )?.name;
      }),
    );
    expect(boxes.size).toBe(9);
  });

  it('has the Standard Review and Compensation Approval templates with stage and user assignees', () => {
    const templates = acme(tables.workflowTemplates);
    const steps = (name: string) => {
      const template = templates.find((t) => t.name === name)!;
      return tables.workflowStepTemplates.filter((s) => s.templateId === template.id);
    };
    expect(steps('Standard Review').map((s) => [s.name, s.assigneeType])).toEqual([
      ['Self Review', 'reviewStage'],
      ['Manager Review', 'reviewStage'],
    ]);
    const approvers = steps('Compensation Approval').map((s) =>
      tables.users.find((u) => u.id === s.assigneeId)!,
    );
    expect(approvers.map((u) => u.role)).toEqual(['manager', 'admin']);
  });

  it('has cycles in every state around today', () => {
    const current = cycleNamed('2026 Annual Review');
    expect(statusName(current.statusId)).toBe('In Progress');
    expect(current.startDate < TODAY && TODAY < current.endDate).toBe(true);
    expect(current).toMatchObject({
      totalBudget: 600000,
      increaseBudget: 450000,
      bonusBudget: 150000,
      scope: 'company',
    });
    expect(current.reviewWorkflowTemplateId && current.approvalWorkflowTemplateId).toBeTruthy();

    const states = new Set(
      tables.participants.filter((p) => p.cycleId === current.id).map(stateOf),
    );
    expect([...states].sort()).toEqual(
      [
        'approved',
        'manager_draft',
        'not_started',
        'pending_approval',
        'rejected',
        'self_draft',
        'self_submitted',
      ].sort(),
    );
    const recommendations = tables.recommendations.filter((r) => r.cycleId === current.id);
    expect(recommendations.reduce((sum, r) => sum + r.proposedIncrease, 0)).toBeLessThanOrEqual(
      450000,
    );
    expect(recommendations.reduce((sum, r) => sum + r.proposedBonus, 0)).toBeLessThanOrEqual(
      150000,
    );

    const last = cycleNamed('2025 Annual Review');
    const lastParticipants = tables.participants.filter((p) => p.cycleId === last.id);
    expect(lastParticipants.length).toBeGreaterThanOrEqual(60);
    expect(lastParticipants.every((p) => p.status === 'completed')).toBe(true);
    expect(
      tables.recommendations
        .filter((r) => r.cycleId === last.id)
        .every((r) => r.status === 'approved'),
    ).toBe(true);

    const promotion = tables.reviewCycles.find((c) => c.name.endsWith('Promotion Review'))!;
    expect(promotion.name).toBe('Q2 2026 Promotion Review');
    expect(statusName(promotion.statusId)).toBe('Draft');
    expect(promotion.startDate > TODAY).toBe(true);

    const midYear = cycleNamed('Mid-Year Check-in');
    expect(statusName(midYear.statusId)).toBe('Active');
    expect(midYear.endDate < TODAY).toBe(true);
    expect(
      tables.participants.some((p) => p.cycleId === midYear.id && p.status !== 'completed'),
    ).toBe(true);
  });

  it('keeps a recommendation consistent with its approval steps and with last year’s history', () => {
    for (const rec of tables.recommendations) {
      const steps = tables.approvalSteps.filter((s) => s.recommendationId === rec.id);
      expect(rec.proposedSalary).toBe(rec.currentSalary + rec.proposedIncrease);
      if (rec.status === 'approved') expect(steps.every((s) => s.decision === true)).toBe(true);
      if (rec.status === 'rejected')
        expect(steps.some((s) => s.decision === false && s.reason && s.comments)).toBe(true);
      if (rec.status === 'pending_approval')
        expect(steps.some((s) => s.decision === null)).toBe(true);
    }
    const last = cycleNamed('2025 Annual Review');
    const participant = tables.participants.find(
      (p) => p.cycleId === last.id && p.employeeId === DEMO_EMPLOYEE.employeeId,
    )!;
    const rec = tables.recommendations.find((r) => r.participantId === participant.id)!;
    const raise = tables.compensationHistories.find(
      (h) => h.employeeId === DEMO_EMPLOYEE.employeeId && h.cycleId === last.id,
    )!;
    const salary = tables.compensationComponents.find(
      (c) => c.historyId === raise.id && c.amount > 10000,
    )!;
    expect(salary.amount).toBe(rec.proposedSalary);
  });

  it('leaves approvals waiting for the demo manager and a self review to finish for the demo employee', () => {
    const current = cycleNamed('2026 Annual Review');
    const waiting = tables.approvalSteps.filter((s) => {
      const rec = tables.recommendations.find((r) => r.id === s.recommendationId)!;
      return (
        s.approverEmployeeId === DEMO_MANAGER.employeeId &&
        s.decision === null &&
        rec.cycleId === current.id &&
        rec.status === 'pending_approval'
      );
    });
    // The department head's submission is the manager's to approve; their own skips their step.
    expect(waiting.length).toBeGreaterThanOrEqual(1);

    const participant = tables.participants.find(
      (p) => p.cycleId === current.id && p.employeeId === DEMO_EMPLOYEE.employeeId,
    )!;
    expect(participant).toMatchObject({
      managerId: DEMO_MANAGER.employeeId,
      status: 'in_progress',
    });
    expect(stateOf(participant)).toBe('self_draft');
  });

  it('seeds Globex Health apart from Acme: 8 employees, 2 teams, one cycle, no cross-organization links', () => {
    const globex = <T extends { organizationId: string }>(rows: T[]) =>
      rows.filter((r) => r.organizationId === GLOBEX_ORG_ID);
    expect(tables.organizations.find((o) => o.id === GLOBEX_ORG_ID)?.name).toBe('Globex Health');
    expect(globex(tables.employees)).toHaveLength(8);
    expect(globex(tables.teams)).toHaveLength(2);
    expect(globex(tables.reviewCycles)).toHaveLength(1);
    const employees = byId(tables.employees);
    const cycles = byId(tables.reviewCycles);
    for (const p of tables.participants) {
      expect(employees.get(p.employeeId)!.organizationId).toBe(
        cycles.get(p.cycleId)!.organizationId,
      );
    }
    for (const a of tables.managerAssignments) {
      expect(employees.get(a.primaryManagerId)!.organizationId).toBe(a.organizationId);
    }
    for (const u of tables.users)
      expect(employees.get(u.employeeId!)!.organizationId).toBe(u.organizationId);
  });

  it('loads into the store with every demo account able to sign in with the documented password', () => {
    const started = performance.now();
    resetDb('demo', NOW);
    const elapsed = performance.now() - started;
    console.info(`[seed] demo: seed + load ${elapsed.toFixed(0)} ms`);
    for (const account of ACCOUNTS_BY_SCENARIO.demo) {
      const user = db.users.first((u) => u.email === account.email)!;
      expect(user).toMatchObject({
        id: account.userId,
        employeeId: account.employeeId,
        role: account.role,
        isActive: true,
      });
      expect(verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
      expect(verifyPassword('Meritly!2025', user.passwordHash)).toBe(false);
    }
  });
});
