import { describe, expect, it } from 'vitest';
import { approvalActionsOf, recentApprovalActions } from './approval-actions';

const priya = { firstName: 'Priya', lastName: 'Raman' };
const morgan = { firstName: 'Morgan', lastName: 'Lee' };

describe('recentApprovalActions', () => {
  it('decisions without a history are still actions, told by the approver', () => {
    // The large scenario keeps no approval history: 2 approvals counted, so 2 actions shown.
    const participants = [
      {
        id: 'p1',
        employeeName: 'Ada One',
        recommendation: {
          approvalSteps: [
            {
              approverId: 'e2',
              approver: priya,
              decision: true,
              decidedAt: '2026-11-02T10:00:00Z',
            },
            { approverId: 'e1', approver: morgan, decision: null, decidedAt: null },
          ],
          history: [],
        },
      },
      {
        id: 'p2',
        employeeName: 'Bo Two',
        recommendation: {
          approvalSteps: [
            {
              approverId: 'e2',
              approver: priya,
              decision: false,
              reason: 'budget',
              decidedAt: '2026-11-03T10:00:00Z',
            },
          ],
        },
      },
      { id: 'p3', employeeName: 'Cy Three', recommendation: null },
    ];
    expect(
      recentApprovalActions(participants, 5).map((a) => [
        a.actorName,
        a.action,
        a.employeeName,
        a.reason,
      ]),
    ).toEqual([
      ['Priya Raman', 'reject', 'Bo Two', 'budget'],
      ['Priya Raman', 'approve', 'Ada One', null],
    ]);
  });

  it('the history names who acted when it recorded the decision (an admin on behalf)', () => {
    const actions = approvalActionsOf(
      {
        approvalSteps: [
          { approverId: 'e2', approver: priya, decision: true, decidedAt: '2026-11-02T10:00:00Z' },
        ],
        history: [
          { action: 'submit', actorName: 'Jordan Patel', at: '2026-11-01T10:00:00Z' },
          {
            action: 'approve',
            actorName: 'Morgan Lee (admin, on behalf of Priya Raman)',
            at: '2026-11-02T10:00:00Z',
          },
        ],
      },
      'Ada One',
    );
    expect(actions.map((a) => a.actorName)).toEqual([
      'Morgan Lee (admin, on behalf of Priya Raman)',
    ]);
  });

  it('newest first, at most the limit', () => {
    const participants = Array.from({ length: 8 }, (_, i) => ({
      id: `p${i}`,
      employeeName: `E${i}`,
      recommendation: {
        approvalSteps: [
          {
            approverId: 'e2',
            approver: priya,
            decision: true,
            decidedAt: `2026-11-0${i + 1}T10:00:00Z`,
          },
        ],
      },
    }));
    expect(recentApprovalActions(participants, 5).map((a) => a.employeeName)).toEqual([
      'E7',
      'E6',
      'E5',
      'E4',
      'E3',
    ]);
  });
});
