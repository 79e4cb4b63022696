import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColumnSettingsMenu } from './ColumnSettingsMenu';
import type { ColumnSetting } from './column-settings';

const columns: ColumnSetting[] = [
  { key: 'team', label: 'Team', visible: true, order: 1 },
  { key: 'employee', label: 'Employee', visible: true, order: 0 },
  { key: 'status', label: 'Status', visible: false, order: 2 },
];

describe('ColumnSettingsMenu', () => {
  it('lists columns in their order and toggles visibility', async () => {
    const user = userEvent.setup();
    const handleChange = vi.fn();
    render(<ColumnSettingsMenu columns={columns} onChange={handleChange} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));

    const dialog = screen.getByRole('dialog', { name: 'Columns' });
    // The sortable list loads with the first opening.
    await within(dialog).findByLabelText('Reorder Employee');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Employee', 'Team', 'Status']);
    expect(within(dialog).getByRole('checkbox', { name: 'Status' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Team' }));
    expect(handleChange).toHaveBeenCalledWith([
      { key: 'employee', label: 'Employee', visible: true, order: 0 },
      { key: 'team', label: 'Team', visible: false, order: 1 },
      { key: 'status', label: 'Status', visible: false, order: 2 },
    ]);
  });

  it('moves a column down with the keyboard (space, arrow down, space)', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState(columns);
      return <ColumnSettingsMenu columns={value} onChange={setValue} />;
    }
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));

    const handle = await screen.findByLabelText('Reorder Employee');
    handle.focus();
    // The library's keyboard sensor reads keyCode: 32 space, 40 arrow down.
    fireEvent.keyDown(handle, { keyCode: 32 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.keyDown(handle, { keyCode: 40 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.keyDown(handle, { keyCode: 32 });

    const labels = () =>
      within(screen.getByRole('dialog'))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    await vi.waitFor(() => expect(labels()).toEqual(['Team', 'Employee', 'Status']));
  });
});
