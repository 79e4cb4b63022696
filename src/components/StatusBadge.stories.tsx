import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATUS_BADGE_LABELS } from '@/lib/status';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'in_progress' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

export const UnknownShowsRawText: Story = { args: { status: 'on_hold' } };

export const AllLabels: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {Object.keys(STATUS_BADGE_LABELS).map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </Stack>
  ),
};

export const DisplayStates: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {['not started', 'in_progress', 'pending_approval', 'done'].map((status) => (
        <StatusBadge key={status} status={status} variant="display" />
      ))}
    </Stack>
  ),
};
