import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColumnSettingsMenu } from './ColumnSettingsMenu';
import { DEFAULT_PARTICIPANT_COLUMNS } from '@/lib/participant-columns';
import type { ColumnSetting } from './column-settings';

// The participants table's default columns (spec 02 §3's, the level and band ones), with Manager hidden too.
const participantColumns: ColumnSetting[] = DEFAULT_PARTICIPANT_COLUMNS.map((column) => ({
  ...column,
  visible: column.visible && column.key !== 'manager',
}));

const meta = {
  title: 'Components/ColumnSettingsMenu',
  component: ColumnSettingsMenu,
  args: { columns: participantColumns, onChange: fn() },
} satisfies Meta<typeof ColumnSettingsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Columns' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).not.toHaveAttribute('aria-expanded');
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('dialog'),
    ).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Columns',
    });
    // The sortable list loads with the first opening.
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Manager' }));
    await expect(args.onChange).toHaveBeenCalled();
  },
};

function Stateful() {
  const [columns, setColumns] = useState(participantColumns);
  return <ColumnSettingsMenu columns={columns} onChange={setColumns} />;
}

export const Interactive: Story = {
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Columns' }),
    );
    await dialog.findByLabelText('Reorder Employee');
    // The fixture: the participant columns (spec 02 §3's nine in their order, the level and
    // band columns beside them), Manager hidden, the range penetrations hidden by default.
    const boxes = dialog.getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Employee',
      'Team',
      'Manager',
      'Level',
      'Status',
      'Current Stage',
      'Current Salary',
      'Compa-Ratio',
      'Range Penetration',
      'Recommended Raise',
      'Raise %',
      'Compa-Ratio After',
      'Range Penetration After',
      'Actions',
    ]);
    await expect(dialog.getByRole('checkbox', { name: 'Range Penetration' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Manager' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Manager' }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Manager' })).toBeChecked());
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Team' }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Team' })).not.toBeChecked());
  },
};
