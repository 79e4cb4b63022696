import { describe, expect, it } from 'vitest';
import {
  isLaunchable,
  launchBlockers,
  launchChecks,
  launchWarnings,
  nameList,
  type LaunchFacts,
} from './launch-readiness';

const NOW = new Date('2026-11-15T12:00:00Z');
const SELF = { name: 'Self Review', type: 'self_review' };
const MANAGER = { name: 'Manager Review', type: 'manager_review' };

const ready: LaunchFacts = {
  participantCount: 12,
  reviewStages: [SELF, MANAGER],
  withoutManager: [],
  approvalSteps: ['HR approval'],
  hasGuideline: true,
  totalBudget: 100000,
  increaseBudget: 80000,
  endDate: '2026-12-31',
};

const byKey = (facts: Partial<LaunchFacts>) =>
  Object.fromEntries(launchChecks({ ...ready, ...facts }, NOW).map((c) => [c.key, c]));

describe('launchChecks', () => {
  it('a cycle with everything is launchable, every check ready and worded', () => {
    const checks = launchChecks(ready, NOW);
    expect(checks.map((c) => [c.label, c.required, c.ready, c.message])).toEqual([
      ['Participants', true, true, '12 participants'],
      ['Review stages', true, true, '2 stages: Self Review, Manager Review'],
      ['End date', true, true, 'Ends on December 31, 2026'],
      ['Managers', false, true, 'Every participant has a manager'],
      ['Approval workflow', false, true, '1 approval step: HR approval'],
      ['Merit matrix', false, true, 'Merit matrix saved'],
      ['Budget', false, true, 'Increase budget: $80,000.00'],
    ]);
    expect(isLaunchable('Draft', checks)).toBe(true);
  });

  it('needs at least one participant', () => {
    expect(byKey({ participantCount: 0 }).participants).toMatchObject({
      required: true,
      ready: false,
      message: 'The cycle has no participants: choose its teams or employees',
    });
    expect(byKey({ participantCount: 1 }).participants).toMatchObject({
      ready: true,
      message: '1 participant',
    });
  });

  it('needs a review workflow with at least one stage', () => {
    expect(byKey({ reviewStages: null }).reviewStages).toMatchObject({
      ready: false,
      message:
        'No review workflow: participants would have no stages to complete. Choose a Review Workflow Template on the cycle (Edit), or create one under Settings → Workflows',
    });
    expect(byKey({ reviewStages: [] }).reviewStages).toMatchObject({
      ready: false,
      message: 'The review workflow has no stages: add them under Settings → Workflows',
    });
    expect(byKey({ reviewStages: [SELF] }).reviewStages).toMatchObject({
      ready: true,
      message: '1 stage: Self Review',
    });
  });

  it('needs an end date of today or later', () => {
    expect(byKey({ endDate: '2026-11-15' }).endDate).toMatchObject({
      ready: true,
      message: 'Ends on November 15, 2026',
    });
    expect(byKey({ endDate: '2026-11-14' }).endDate).toMatchObject({
      required: true,
      ready: false,
      message: 'The end date (November 14, 2026) has passed: move it to a later day',
    });
  });

  it('only warns about managers, approvals, the matrix and the budget', () => {
    const checks = launchChecks(
      {
        ...ready,
        withoutManager: ['Ana Li', 'Bo Chen'],
        approvalSteps: null,
        hasGuideline: false,
        totalBudget: null,
        increaseBudget: null,
      },
      NOW,
    );
    expect(launchBlockers(checks)).toEqual([]);
    expect(isLaunchable('Draft', checks)).toBe(true);
    expect(launchWarnings(checks).map((c) => c.message)).toEqual([
      '2 participants have no manager, so only an admin can write their manager review: Ana Li and Bo Chen',
      'No approval workflow: recommendations have no approval chain of their own. Choose an Approval Workflow Template on the cycle (Edit), or create one under Settings → Workflows',
      'No merit matrix: raises are not checked against a guideline',
      'No budget: spending is not checked against a budget',
    ]);
    expect(byKey({ approvalSteps: [] }).approvalWorkflow.message).toBe(
      'The approval workflow has no steps: add them under Settings → Workflows',
    );
  });

  it('shows the total budget when no increase budget is set', () => {
    expect(byKey({ increaseBudget: null }).budget.message).toBe('Total budget: $100,000.00');
  });

  it('does not ask for pay settings when no stage recommends pay', () => {
    const checks = launchChecks(
      { ...ready, reviewStages: [SELF], hasGuideline: false, approvalSteps: null },
      NOW,
    );
    for (const check of checks.slice(3)) {
      expect(check).toMatchObject({
        ready: true,
        message: 'Not needed: the review workflow has no manager review',
      });
    }
  });

  it('a cycle that is not Draft is not launchable, ready or not', () => {
    const checks = launchChecks(ready, NOW);
    expect(isLaunchable('Active', checks)).toBe(false);
    expect(isLaunchable('draft', checks)).toBe(true);
    expect(isLaunchable('Draft', launchChecks({ ...ready, participantCount: 0 }, NOW))).toBe(false);
  });
});

describe('nameList', () => {
  it('names up to three people, then counts the others', () => {
    expect(nameList([])).toBe('');
    expect(nameList(['Ana Li'])).toBe('Ana Li');
    expect(nameList(['Ana Li', 'Bo Chen'])).toBe('Ana Li and Bo Chen');
    expect(nameList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(nameList(['A', 'B', 'C', 'D'])).toBe('A, B, C and 1 other');
    expect(nameList(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 others');
  });
});
