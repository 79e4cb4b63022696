import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CycleStatusBadge } from './CycleStatusBadge';
import { StatusBadge } from './StatusBadge';

function badge(text: string) {
  return screen.getByText(text).closest('[data-tone]');
}

describe('StatusBadge', () => {
  it.each([
    ['not_started', 'Not Started', 'zinc'],
    ['in_progress', 'In Progress', 'blue'],
    ['pending_approval', 'Pending Approval', 'yellow'],
    ['completed', 'Completed', 'emerald'],
    ['overdue', 'Overdue', 'red'],
    ['cancelled', 'Cancelled', 'zinc'],
    ['draft', 'Draft', 'zinc'],
    ['submitted', 'Submitted', 'blue'],
    ['approved', 'Approved', 'emerald'],
    ['rejected', 'Rejected', 'red'],
    ['on_hold', 'on_hold', 'zinc'],
  ])('shows %s as %s in %s', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    expect(badge(label)).toHaveAttribute('data-tone', tone);
  });

  it.each([
    ['IN_PROGRESS', 'In Progress', 'blue'],
    ['pending approval', 'Pending Approval', 'yellow'],
    ['done', 'Completed', 'emerald'],
    ['whatever', 'Not Started', 'zinc'],
  ])('normalises %s to the display state %s (%s)', (status, label, tone) => {
    render(<StatusBadge status={status} variant="display" />);
    expect(badge(label)).toHaveAttribute('data-tone', tone);
  });
});

describe('CycleStatusBadge', () => {
  it.each([
    ['Active', 'emerald'],
    ['Draft', 'zinc'],
    ['Completed', 'blue'],
    ['Pending', 'yellow'],
    ['Closed', 'zinc'],
  ])('colours %s %s', (status, tone) => {
    render(<CycleStatusBadge status={status} />);
    expect(badge(status)).toHaveAttribute('data-tone', tone);
  });
});
