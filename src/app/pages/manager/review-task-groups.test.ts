import { describe, expect, it } from 'vitest';
import type { ReviewTask } from '@/api/resources/dashboards';
import { groupReviewTasks, todoBreakdown } from './review-task-groups';

const NOW = new Date('2026-11-15T12:00:00Z');
const task = (id: string, kind: ReviewTask['kind'], status: string, cycleId = 'active') =>
  ({ id, kind, status, cycleId }) as ReviewTask;
const cycles = [
  { id: 'active', status: { name: 'In Progress' } },
  { id: 'past', status: { name: 'Completed' } },
];

describe('groupReviewTasks', () => {
  it('to do: unfinished work in active cycles; completed: finished work of any cycle', () => {
    const tasks = [
      task('a', 'MANAGER', 'not_started'),
      task('b', 'MANAGER', 'pending_approval'),
      task('c', 'APPROVAL', 'pending_approval'),
      task('d', 'APPROVAL', 'approved', 'past'),
      task('e', 'SELF', 'in_progress', 'past'),
    ];
    const { todo, completed } = groupReviewTasks(tasks, cycles, NOW);
    expect(todo.map((t) => t.id)).toEqual(['a', 'c']);
    expect(completed.map((t) => t.id)).toEqual(['b', 'd']);
  });
});

describe('todoBreakdown', () => {
  it('counts by kind with singular and plural words', () => {
    expect(
      todoBreakdown([
        task('a', 'MANAGER', 'not_started'),
        task('b', 'MANAGER', 'in_progress'),
        task('c', 'APPROVAL', 'pending_approval'),
      ]),
    ).toBe('2 manager reviews · 1 approval');
    expect(todoBreakdown([])).toBe('');
  });
});
