import Grid from '@mui/material/Grid';
import GroupIcon from '@mui/icons-material/Group';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyText } from './MoneyText';
import { StatCard } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { title: 'Participants', value: 42, subtitle: 'In this cycle' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.wide ? 'none' : 280 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = { args: { icon: <GroupIcon fontSize="small" /> } };

export const TrendUp: Story = {
  args: { title: 'Completion', value: '80%', subtitle: '8 of 10 completed', trend: 'up' },
};

export const TrendDown: Story = {
  args: { title: 'Completion', value: '40%', subtitle: '4 of 10 completed', trend: 'down' },
};

export const Warning: Story = {
  args: {
    title: 'Pending Approvals',
    value: 3,
    subtitle: 'Awaiting your action',
    color: 'warning',
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const BudgetRow: Story = {
  parameters: { wide: true },
  render: () => (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard title="Total Budget" value={<MoneyText amount={250000} />} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard title="Increase Budget" value={<MoneyText amount={150000} />} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard title="Bonus Budget" value={<MoneyText amount={100000} />} />
      </Grid>
    </Grid>
  ),
};
