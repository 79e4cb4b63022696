import { describe, expect, it } from 'vitest';
import {
  adminOverallStatus,
  approverProgress,
  completionPercent,
  completionTrendUp,
  processStatus,
  progressStatus,
  stepProgress,
  type ParticipantProgressLike,
} from './progress';

const withSteps = (...statuses: [string | number, string][]): ParticipantProgressLike => ({
  workflowStepStatuses: statuses.map(([workflowStepInstanceId, status]) => ({
    workflowStepInstanceId,
    status,
  })),
});

describe('stepProgress', () => {
  const participants = [
    withSteps(['s1', 'completed'], ['s2', 'in_progress']),
    withSteps(['s1', 'done'], ['s2', 'completed']),
    withSteps(['s1', 'pending_approval']),
    withSteps(),
  ];

  it.each([
    ['s1', 50],
    ['s2', 25],
    ['s3', 0],
  ])('step %s → %d%%', (stepId, expected) => {
    expect(stepProgress(stepId, participants)).toBe(expected);
  });

  it('matches numeric and string step ids', () => {
    expect(stepProgress('7', [withSteps([7, 'completed'])])).toBe(100);
  });

  it('is 0 with no participants', () => {
    expect(stepProgress('s1', [])).toBe(0);
  });
});

describe('progressStatus', () => {
  it.each([
    [100, 'Completed'],
    [99.9, 'In Progress'],
    [0.1, 'In Progress'],
    [0, 'Not Started'],
  ])('%d%% → %s', (value, status) => {
    expect(progressStatus(value)).toBe(status);
  });
});

describe('processStatus (review and approval panels)', () => {
  it.each([
    [[100, 100], 'Completed'],
    [[100, 0], 'In Progress'],
    [[0, 20], 'In Progress'],
    [[0, 0], 'Not Started'],
    [[], 'Not Started'],
  ])('%j → %s', (percents, status) => {
    expect(processStatus(percents)).toBe(status);
  });
});

describe('approverProgress', () => {
  const participants: ParticipantProgressLike[] = [
    {
      recommendations: [
        {
          approvalSteps: [
            { approverId: 'e1', decision: true },
            { approverId: 'e2', decision: false },
          ],
        },
      ],
    },
    { recommendations: [{ approvalSteps: [{ approverId: 'e1', decision: true }] }] },
    { recommendations: [{ approvalSteps: [{ approverId: 'e1', decision: null }] }] },
    { recommendations: [{ approvalSteps: [] }] },
    { recommendations: [] },
    {},
  ];

  it.each([
    ['e1', 50],
    ['e2', 0],
    ['e3', 0],
  ])('approver %s → %d%% (4 assigned)', (approverId, expected) => {
    expect(approverProgress(approverId, participants)).toBe(expected);
  });

  it('is 100 when the approver approved every assigned participant', () => {
    expect(
      approverProgress(5, [
        participants[1]!,
        { recommendations: [{ approvalSteps: [{ approverId: '5', decision: true }] }] },
      ]),
    ).toBe(50);
    expect(approverProgress('e1', [participants[0]!, participants[1]!, {}])).toBe(100);
  });

  it('is 0 when no participant has a recommendation', () => {
    expect(approverProgress('e1', [{}, { recommendations: [] }])).toBe(0);
  });
});

describe('adminOverallStatus', () => {
  const approved = { recommendations: [{ approvalSteps: [{ approverId: 'a', decision: true }] }] };
  const rejected = {
    recommendations: [
      {
        approvalSteps: [
          { approverId: 'a', decision: true },
          { approverId: 'b', decision: false },
        ],
      },
    ],
  };
  const undecided = { recommendations: [{ approvalSteps: [{ approverId: 'a', decision: null }] }] };
  const stepsDone = withSteps(['s1', 'completed'], ['s2', 'approved']);
  const stepsHalf = withSteps(['s1', 'completed'], ['s2', 'in_progress']);

  it.each<[string, ParticipantProgressLike[], string]>([
    ['all first recommendations approved', [approved, approved], 'Completed'],
    ['one rejection', [approved, rejected], 'Not Started'],
    ['one without recommendation', [approved, {}], 'Not Started'],
    ['undecided', [undecided], 'Not Started'],
    ['one participant with all steps done', [stepsHalf, stepsDone], 'In Progress'],
    ['steps only half done', [stepsHalf], 'Not Started'],
    ['no participants', [], 'Not Started'],
  ])('%s → %s', (_case, participants, status) => {
    expect(adminOverallStatus(participants)).toBe(status);
  });

  it('only counts the first recommendation', () => {
    const secondApproved = {
      recommendations: [undecided.recommendations[0]!, approved.recommendations[0]!],
    };
    expect(adminOverallStatus([secondApproved])).toBe('Not Started');
  });

  it('requires every workflow step when the step ids are given', () => {
    expect(adminOverallStatus([stepsDone], ['s1', 's2'])).toBe('In Progress');
    expect(adminOverallStatus([stepsDone], ['s1', 's2', 's3'])).toBe('Not Started');
  });
});

describe('completionPercent', () => {
  it.each<[string[], number]>([
    [[], 0],
    [['completed'], 100],
    [['completed', 'in_progress'], 50],
    [['completed', 'in_progress', 'draft'], 33.3],
    [['completed', 'approved', 'draft'], 66.7],
    [['pending_approval', 'in_progress'], 0],
  ])('%j → %d', (statuses, expected) => {
    expect(completionPercent(statuses.map((status) => ({ status })))).toBe(expected);
  });
});

describe('completionTrendUp', () => {
  it.each([
    [75, false],
    [75.1, true],
    [74.9, false],
    [100, true],
    [0, false],
  ])('%d → %s', (value, up) => {
    expect(completionTrendUp(value)).toBe(up);
  });
});
