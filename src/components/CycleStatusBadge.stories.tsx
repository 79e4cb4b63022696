import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CycleStatusBadge } from './CycleStatusBadge';

const meta = {
  title: 'Components/CycleStatusBadge',
  component: CycleStatusBadge,
  args: { status: 'Active' },
} satisfies Meta<typeof CycleStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const AllStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {['Active', 'Draft', 'Completed', 'Pending', 'Closed'].map((status) => (
        <CycleStatusBadge key={status} status={status} />
      ))}
    </Stack>
  ),
};
