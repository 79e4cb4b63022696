import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CycleStatusBadge } from './CycleStatusBadge';

const meta = {
  title: 'Components/CycleStatusBadge',
  component: CycleStatusBadge,
  args: { status: 'Active' },
} satisfies Meta<typeof CycleStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's cycle badge colours; other statuses are zinc. */
const SPEC_TONES = {
  Active: 'emerald',
  Draft: 'zinc',
  Completed: 'blue',
  Pending: 'yellow',
  Closed: 'zinc',
};

function toneOf(canvasElement: HTMLElement, status: string) {
  return within(canvasElement).getByText(status).closest('[data-tone]');
}

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(toneOf(canvasElement, 'Active')).toHaveAttribute('data-tone', 'emerald');
  },
};

export const AllStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {Object.keys(SPEC_TONES).map((status) => (
        <CycleStatusBadge key={status} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const [status, tone] of Object.entries(SPEC_TONES)) {
      await expect(toneOf(canvasElement, status)).toHaveAttribute('data-tone', tone);
    }
  },
};
