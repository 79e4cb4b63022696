import { describe, expect, it } from 'vitest';
import {
  cycleStatusColor,
  displayStatusColor,
  normalizeDisplayStatus,
  statusBadgeLabel,
} from './status';

describe('normalizeDisplayStatus', () => {
  it.each([
    ['not started', 'Not Started'],
    ['not_started', 'Not Started'],
    ['draft', 'Not Started'],
    ['pending', 'Not Started'],
    ['something odd', 'Not Started'],
    ['', 'Not Started'],
    [null, 'Not Started'],
    [undefined, 'Not Started'],
    ['in progress', 'In Progress'],
    ['in_progress', 'In Progress'],
    ['IN_PROGRESS', 'In Progress'],
    ['  In Progress ', 'In Progress'],
    ['active', 'In Progress'],
    ['started', 'In Progress'],
    ['pending_approval', 'Pending Approval'],
    ['pending approval', 'Pending Approval'],
    ['Pending Approval', 'Pending Approval'],
    ['completed', 'Completed'],
    ['done', 'Completed'],
    ['finished', 'Completed'],
    ['approved', 'Completed'],
    ['APPROVED', 'Completed'],
  ] as const)('%s → %s', (raw, expected) => {
    expect(normalizeDisplayStatus(raw)).toBe(expected);
  });
});

describe('displayStatusColor', () => {
  it.each([
    ['draft', 'zinc'],
    ['unknown', 'zinc'],
    ['started', 'blue'],
    ['pending_approval', 'yellow'],
    ['finished', 'emerald'],
  ] as const)('%s → %s', (raw, color) => {
    expect(displayStatusColor(raw)).toBe(color);
  });
});

describe('statusBadgeLabel', () => {
  it.each([
    ['not_started', 'Not Started'],
    ['in_progress', 'In Progress'],
    ['pending_approval', 'Pending Approval'],
    ['completed', 'Completed'],
    ['overdue', 'Overdue'],
    ['cancelled', 'Cancelled'],
    ['draft', 'Draft'],
    ['submitted', 'Submitted'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['on_hold', 'on_hold'],
    ['Weird Thing', 'Weird Thing'],
    [null, ''],
  ] as const)('%s → %s', (raw, label) => {
    expect(statusBadgeLabel(raw)).toBe(label);
  });
});

describe('cycleStatusColor', () => {
  it.each([
    ['Active', 'emerald'],
    ['active', 'emerald'],
    ['Draft', 'zinc'],
    ['Completed', 'blue'],
    ['Pending', 'yellow'],
    ['Closed', 'zinc'],
    [undefined, 'zinc'],
  ] as const)('%s → %s', (name, color) => {
    expect(cycleStatusColor(name)).toBe(color);
  });
});
