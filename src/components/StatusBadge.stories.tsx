import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STATUS_BADGE_LABELS } from '@/lib/status';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'in_progress' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 01 §4: the status badge labels. */
const SPEC_LABELS = [
  'Not Started',
  'In Progress',
  'Pending Approval',
  'Completed',
  'Overdue',
  'Cancelled',
  'Draft',
  'Submitted',
  'Approved',
  'Rejected',
];

function toneOf(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByText(label).closest('[data-tone]');
}

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    await expect(toneOf(canvasElement, 'In Progress')).toHaveAttribute('data-tone', 'blue');
  },
};

export const UnknownShowsRawText: Story = {
  args: { status: 'on_hold' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('on_hold')).toBeInTheDocument();
  },
};

export const AllLabels: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {Object.keys(STATUS_BADGE_LABELS).map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of SPEC_LABELS) await expect(canvas.getByText(label)).toBeInTheDocument();
  },
};

export const DisplayStates: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {['not started', 'in_progress', 'pending_approval', 'done'].map((status) => (
        <StatusBadge key={status} status={status} variant="display" />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Spec 02 §4: the four display states and their colours.
    await expect(toneOf(canvasElement, 'Not Started')).toHaveAttribute('data-tone', 'zinc');
    await expect(toneOf(canvasElement, 'In Progress')).toHaveAttribute('data-tone', 'blue');
    await expect(toneOf(canvasElement, 'Pending Approval')).toHaveAttribute('data-tone', 'yellow');
    await expect(toneOf(canvasElement, 'Completed')).toHaveAttribute('data-tone', 'emerald');
  },
};
