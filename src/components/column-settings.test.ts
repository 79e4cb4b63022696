import { describe, expect, it } from 'vitest';
import { columnSettingsToTableState } from './column-settings';

describe('columnSettingsToTableState', () => {
  it('orders columns by their order value and maps visibility by key', () => {
    expect(
      columnSettingsToTableState([
        { key: 'team', label: 'Team', visible: false, order: 2 },
        { key: 'employee', label: 'Employee', visible: true, order: 0 },
        { key: 'status', label: 'Status', visible: true, order: 1 },
      ]),
    ).toEqual({
      columnVisibility: { employee: true, status: true, team: false },
      columnOrder: ['employee', 'status', 'team'],
    });
  });
});
