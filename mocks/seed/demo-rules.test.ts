import { beforeAll, describe, expect, it } from 'vitest';
import {
  appliedRange,
  describeRange,
  increasePercentOf,
  type ParticipantFlag,
} from '@/lib/guidelines';
import { db, resetDb } from '@mocks/db';
import type { Participant } from '@mocks/db/records';
import { participantRating } from '@mocks/views/cycle-results';
import { cycleFlags, guidelineOf } from '@mocks/views/guideline';
import { ACME_ORG_ID, DEMO_MANAGER } from './accounts';
import { RULE_PEOPLE } from './acme-rules';

/**
 * The demo must show every rule a screen applies, so that someone trying the app sees
 * each of them without editing data. Each line below is a rule the demo must exercise; a change
 * of the seed that stops showing one fails here, with the rule's name. The rules are read back
 * through the mock's own rules (guideline ranges, proration, guardrail flags), as the screens
 * show them, on a few dates across the year (the seed moves with today).
 */

const DATES = ['2026-03-15T10:00:00Z', '2026-07-01T10:00:00Z', '2026-12-20T10:00:00Z'];

const nameOf = (employeeId: string) => {
  const e = db.employees.find(employeeId)!;
  return `${e.firstName} ${e.lastName}`;
};
const named = (n: { firstName: string; lastName: string }) => `${n.firstName} ${n.lastName}`;

function inProgressCycle() {
  const status = db.reviewStatuses.first(
    (s) => s.organizationId === ACME_ORG_ID && s.name === 'In Progress',
  )!;
  return db.reviewCycles.first(
    (c) => c.organizationId === ACME_ORG_ID && c.statusId === status.id,
  )!;
}

/** Where a participant stands, as the participants table shows it. */
function stateOf(participant: Participant): string {
  const recommendation = db.recommendations.lookup('participantId', participant.id)[0];
  if (recommendation) return recommendation.status;
  const stages = db.stageInstances.lookup('participantId', participant.id);
  const typeOf = (stageId: string) => db.reviewStages.find(stageId)?.type;
  const status = (type: string) => stages.find((s) => typeOf(s.stageId) === type)?.status;
  if (status('manager_review') === 'draft') return 'manager_draft';
  if (status('self_review') === 'completed') return 'self_submitted';
  if (status('self_review') === 'draft') return 'self_draft';
  return participant.status;
}

/** What the demo shows, gathered once per date. */
function survey() {
  const cycle = inProgressCycle();
  const guideline = guidelineOf(cycle);
  const participants = db.participants.lookup('cycleId', cycle.id);
  const flags = cycleFlags(cycle);
  const flagged = (flag: ParticipantFlag) =>
    participants.filter((p) => flags.of(p.id).includes(flag)).map((p) => nameOf(p.employeeId));
  const rows = participants.map((p) => {
    const employee = db.employees.find(p.employeeId)!;
    // The in-progress review's guideline is one column: no compa-ratio changes its cell.
    const range = appliedRange(guideline, participantRating(p), null, employee.hireDate);
    const rec = db.recommendations.lookup('participantId', p.id)[0];
    const percent = rec ? increasePercentOf(rec.proposedIncrease, rec.currentSalary) : null;
    return { p, employee, range, rec, percent, state: stateOf(p), name: nameOf(p.employeeId) };
  });
  return { cycle, guideline, participants, flagged, rows };
}

type Survey = ReturnType<typeof survey>;

/** The rules the demo must exercise: each returns the people (or things) that show it. */
const RULES: [string, (s: Survey) => string[]][] = [
  [
    'a participant hired during the review period, the range prorated ("Prorated N/12 months: x%–y%")',
    (s) =>
      s.rows
        .filter((r) => r.range?.proration.prorated)
        .filter((r) => /^Prorated \d+\/12 months: \d/.test(describeRange(r.range!)))
        .map((r) => r.name),
  ],
  [
    'the recommendation form of a recent hire open (manager draft, rated, prorated range)',
    (s) =>
      s.rows
        .filter((r) => r.state === 'manager_draft' && r.range?.proration.prorated)
        .map((r) => r.name),
  ],
  [
    'a recommendation under its guideline range',
    (s) =>
      s.rows
        .filter((r) => r.range && r.percent !== null && r.percent < r.range.minPercent)
        .map((r) => r.name),
  ],
  [
    'a recommendation over its guideline range',
    (s) =>
      s.rows
        .filter((r) => r.range && r.percent !== null && r.percent > r.range.maxPercent)
        .map((r) => r.name),
  ],
  ['a participant flagged for pay compression', (s) => s.flagged('pay_compression')],
  ['a participant flagged over budget', (s) => s.flagged('over_budget')],
  ['a participant flagged outside the guideline', (s) => s.flagged('outside_guideline')],
  ['a participant without a rating yet', (s) => s.flagged('no_rating')],
  [
    'an archived employee among the participants',
    (s) => s.rows.filter((r) => !r.employee.isActive).map((r) => r.name),
  ],
  [
    'a manager whose reports in the cycle sit in two or more teams',
    (s) => {
      const teams = new Map<string, Set<string>>();
      for (const r of s.rows) {
        if (!r.p.managerId) continue;
        const set = teams.get(r.p.managerId) ?? new Set<string>();
        r.employee.teamIds.forEach((t) => set.add(t));
        teams.set(r.p.managerId, set);
      }
      return [...teams].filter(([, set]) => set.size >= 2).map(([id]) => nameOf(id));
    },
  ],
  [
    'approvals waiting for the demo manager',
    (s) =>
      s.rows
        .filter((r) => r.rec?.status === 'pending_approval')
        .filter((r) =>
          db.approvalSteps
            .lookup('recommendationId', r.rec!.id)
            .some(
              (step) =>
                step.approverEmployeeId === DEMO_MANAGER.employeeId && step.decision === null,
            ),
        )
        .map((r) => r.name),
  ],
  ...(
    [
      'not_started',
      'self_draft',
      'self_submitted',
      'manager_draft',
      'pending_approval',
      'approved',
      'rejected',
    ] as const
  ).map(
    (state) =>
      [
        `a participant in state ${state}`,
        (s: Survey) => s.rows.filter((r) => r.state === state).map((r) => r.name),
      ] as [string, (s: Survey) => string[]],
  ),
  [
    'employees without a user account (the directory lists them, Users does not)',
    () =>
      db.employees
        .all()
        .filter((e) => e.organizationId === ACME_ORG_ID && e.userId === null)
        .map((e) => `${e.firstName} ${e.lastName}`),
  ],
  [
    'cycles in Draft, Active, In Progress and Completed',
    () => {
      const names = db.reviewCycles
        .all()
        .filter((c) => c.organizationId === ACME_ORG_ID)
        .map((c) => db.reviewStatuses.find(c.statusId)?.name ?? '');
      return ['Draft', 'Active', 'In Progress', 'Completed'].filter((n) => names.includes(n));
    },
  ],
];

describe.each(DATES)('the demo on %s exercises every rule', (date) => {
  let seen: Survey;
  beforeAll(() => {
    resetDb('demo', new Date(date));
    seen = survey();
  });

  it.each(RULES.map(([rule, find]) => [rule, find] as const))('%s', (_rule, find) => {
    expect(find(seen).length).toBeGreaterThan(0);
  });

  it('shows the cycle cut into four statuses', () => {
    expect(RULES.at(-1)![1](seen)).toHaveLength(4);
  });

  it('shows each of these rules on the people added for it', () => {
    const who = (rule: string) => RULES.find(([r]) => r.startsWith(rule))![1](seen);
    expect(who('the recommendation form of a recent hire')).toContain(named(RULE_PEOPLE.prorated));
    expect(who('a recommendation under')).toContain(named(RULE_PEOPLE.under));
    expect(who('a recommendation over')).toContain(named(RULE_PEOPLE.over));
    expect(who('an archived employee')).toContain(named(RULE_PEOPLE.archived));
    expect(who('employees without a user account').sort()).toEqual(
      RULE_PEOPLE.noAccount.map(named).sort(),
    );
  });
});
