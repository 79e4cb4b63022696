import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColumnSettingsMenu } from './ColumnSettingsMenu';
import type { ColumnSetting } from './column-settings';

const participantColumns: ColumnSetting[] = [
  { key: 'employee', label: 'Employee', visible: true, order: 0 },
  { key: 'team', label: 'Team', visible: true, order: 1 },
  { key: 'manager', label: 'Manager', visible: false, order: 2 },
  { key: 'status', label: 'Status', visible: true, order: 3 },
  { key: 'currentStage', label: 'Current Stage', visible: true, order: 4 },
  { key: 'currentSalary', label: 'Current Salary', visible: true, order: 5 },
  { key: 'recommendedRaise', label: 'Recommended Raise', visible: true, order: 6 },
  { key: 'raisePercentage', label: 'Raise %', visible: true, order: 7 },
  { key: 'actions', label: 'Actions', visible: true, order: 8 },
];

const meta = {
  title: 'Components/ColumnSettingsMenu',
  component: ColumnSettingsMenu,
  args: { columns: participantColumns, onChange: fn() },
} satisfies Meta<typeof ColumnSettingsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Columns',
    });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Manager' }));
    await expect(args.onChange).toHaveBeenCalled();
  },
};

function Stateful() {
  const [columns, setColumns] = useState(participantColumns);
  return <ColumnSettingsMenu columns={columns} onChange={setColumns} />;
}

export const Interactive: Story = { render: () => <Stateful /> };
