import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BandStatusBadge } from './BandStatusBadge';

const meta = {
  title: 'Components/BandStatusBadge',
  component: BandStatusBadge,
  args: { status: 'below_min' },
} satisfies Meta<typeof BandStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tone = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('[data-tone]');

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    await expect(tone(canvasElement, 'Below minimum')).toHaveAttribute('data-tone', 'yellow');
  },
};

export const AboveMaximum: Story = {
  args: { status: 'above_max' },
  play: async ({ canvasElement }) => {
    await expect(tone(canvasElement, 'Above maximum')).toHaveAttribute('data-tone', 'red');
  },
};

export const InRange: Story = {
  render: () => (
    <Stack direction="row" spacing={1} data-testid="badges">
      <BandStatusBadge status="in_range" />
      <BandStatusBadge status="in_range" showInRange />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Hidden unless asked: one badge of the two.
    await expect(within(canvasElement).getAllByText('In range')).toHaveLength(1);
  },
};
