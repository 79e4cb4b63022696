import { describe, expect, it } from 'vitest';
import {
  assignStep,
  changeType,
  isNewWorkflowState,
  newStep,
  toTemplateInput,
} from './workflow-editor';

describe('toTemplateInput', () => {
  it('numbers the steps from 1 in the order shown, with the kind of the workflow type', () => {
    const a = assignStep(newStep(), 'usr_a', 'Ann Lee');
    const b = { ...assignStep(newStep(), 'usr_b', 'Bo Park'), id: 'wfst_1' };
    const input = toTemplateInput({ name: ' Chain ', description: '', type: 'approvalChain' }, [
      b,
      a,
    ]);
    expect(input.name).toBe('Chain');
    expect(input.steps).toEqual([
      {
        id: 'wfst_1',
        name: 'Bo Park',
        description: null,
        stepType: 'approval',
        assigneeType: 'user',
        assigneeId: 'usr_b',
        order: 1,
      },
      {
        name: 'Ann Lee',
        description: null,
        stepType: 'approval',
        assigneeType: 'user',
        assigneeId: 'usr_a',
        order: 2,
      },
    ]);
  });

  it('review cycle steps are review steps assigned to stages', () => {
    const input = toTemplateInput({ name: 'R', description: 'd', type: 'reviewCycle' }, [
      assignStep(newStep(), 'stage_1', 'Self Review'),
    ]);
    expect(input.steps[0]).toMatchObject({
      stepType: 'review',
      assigneeType: 'reviewStage',
      name: 'Self Review',
    });
  });
});

describe('changeType', () => {
  it('clears the assignees when the type changes, keeps them otherwise', () => {
    const steps = [assignStep(newStep(), 'usr_a', 'Ann Lee')];
    expect(changeType(steps, 'approvalChain', 'approvalChain')).toBe(steps);
    expect(changeType(steps, 'approvalChain', 'reviewCycle')[0]).toMatchObject({
      assigneeId: '',
      name: '',
    });
  });
});

describe('isNewWorkflowState', () => {
  it.each([
    [{ details: { name: 'X', description: '', type: 'reviewCycle' } }, true],
    [{ details: { name: '  ', description: '', type: 'reviewCycle' } }, false],
    [null, false],
    [{}, false],
  ])('%j → %s', (state, expected) => {
    expect(isNewWorkflowState(state)).toBe(expected);
  });
});
