import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RowActions } from './RowActions';

const meta = {
  title: 'Components/RowActions',
  component: RowActions,
  args: { name: 'Engineering', onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTooltips: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Engineering' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Engineering' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Outlined: Story = {
  args: { variant: 'outlined' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Engineering' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};
