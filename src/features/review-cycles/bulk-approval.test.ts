import { describe, expect, it } from 'vitest';
import { approvalRecommendation, approvalRow, PEOPLE } from '@/test/fixtures/approval-fixtures';
import { bulkEligibility } from './bulk-approval';

describe('bulkEligibility (the approval rule decides what can be selected)', () => {
  it('the next approver may select a clean row', () => {
    const row = approvalRow(approvalRecommendation([true, null, null]));
    expect(bulkEligibility(row, { currentEmployeeId: PEOPLE.head.id, isAdmin: false })).toEqual({
      eligible: true,
      reason: null,
    });
  });

  it('the submitter may not, and is told why', () => {
    const row = approvalRow(approvalRecommendation([null, null, null]));
    expect(bulkEligibility(row, { currentEmployeeId: PEOPLE.manager.id, isAdmin: false })).toEqual({
      eligible: false,
      reason: 'You submitted this recommendation; another approver must decide',
    });
  });

  it('a later approver may not while an earlier step waits', () => {
    const row = approvalRow(approvalRecommendation([true, null, null]));
    expect(bulkEligibility(row, { currentEmployeeId: PEOPLE.admin.id, isAdmin: false })).toEqual({
      eligible: false,
      reason: 'Awaiting Priya Raman (step 2 of 3)',
    });
  });

  it('a flagged row stays out even for someone who may decide', () => {
    const row = {
      ...approvalRow(approvalRecommendation([true, null, null])),
      flags: ['no_rating' as const],
    };
    expect(
      bulkEligibility(row, { currentEmployeeId: PEOPLE.head.id, isAdmin: false }).eligible,
    ).toBe(false);
  });
});
