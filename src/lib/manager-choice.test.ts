// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { managerChoiceProblems, managersAfterUpdate } from './manager-choice';

const eligible = (id: string) => id.startsWith('mgr');

describe('managerChoiceProblems (spec 01 §5)', () => {
  const problems = (primary: string | null, secondary: string | null, employeeId = 'emp_1') =>
    managerChoiceProblems({ employeeId, primary, secondary }, eligible);

  it('accepts eligible managers, or none', () => {
    expect(problems('mgr_1', 'mgr_2')).toEqual([]);
    expect(problems(null, null)).toEqual([]);
  });

  it('a secondary needs a primary and differs from it', () => {
    expect(problems(null, 'mgr_2')).toEqual([
      { field: 'primaryManagerId', message: 'Primary manager is required' },
    ]);
    expect(problems('mgr_1', 'mgr_1')).toEqual([
      {
        field: 'secondaryManagerId',
        message: 'Secondary manager cannot be the same as primary manager',
      },
    ]);
  });

  it('nobody manages themselves; a manager must be eligible', () => {
    expect(problems('mgr_1', null, 'mgr_1')).toEqual([
      { field: 'primaryManagerId', message: 'An employee cannot be their own manager' },
    ]);
    expect(problems('emp_9', null)).toEqual([
      {
        field: 'primaryManagerId',
        message: 'Manager must be a manager or admin of the organization',
      },
    ]);
  });
});

describe('managersAfterUpdate', () => {
  const current = { primaryManagerId: 'mgr_1', secondaryManagerId: 'mgr_2' };

  it('keeps the current managers the request does not name, and checks nothing then', () => {
    expect(managersAfterUpdate({}, current)).toEqual({
      touched: false,
      primary: 'mgr_1',
      secondary: 'mgr_2',
    });
  });

  it('takes the named ones (null clears)', () => {
    expect(managersAfterUpdate({ secondaryManagerId: null }, current)).toEqual({
      touched: true,
      primary: 'mgr_1',
      secondary: null,
    });
    expect(managersAfterUpdate({ primaryManagerId: 'mgr_3' }, undefined)).toEqual({
      touched: true,
      primary: 'mgr_3',
      secondary: null,
    });
  });
});
