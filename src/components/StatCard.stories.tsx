import Grid from '@mui/material/Grid';
import GroupIcon from '@mui/icons-material/Group';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** The card named by its title (a region). */
function card(canvasElement: HTMLElement, title: string) {
  return within(canvasElement).getByRole('region', { name: title });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const participants = card(canvasElement, 'Participants');
    await expect(participants).toHaveTextContent('42');
    await expect(participants).toHaveTextContent('In this cycle');
    await expect(participants).toHaveAttribute('data-color', 'default');
  },
};

export const WithIcon: Story = {
  args: { icon: <GroupIcon fontSize="small" data-testid="group-icon" /> },
  play: async ({ canvasElement }) => {
    const participants = card(canvasElement, 'Participants');
    await expect(within(participants).getByTestId('group-icon')).toBeInTheDocument();
    await expect(participants).toHaveTextContent('42');
  },
};

export const TrendUp: Story = {
  args: { title: 'Completion', value: '80%', subtitle: '8 of 10 completed', trend: 'up' },
  play: async ({ canvasElement }) => {
    const completion = card(canvasElement, 'Completion');
    await expect(completion).toHaveTextContent('80%');
    await expect(completion).toHaveTextContent('8 of 10 completed');
    await expect(within(completion).getByTitle('Trending up')).toBeInTheDocument();
    await expect(within(completion).queryByTitle('Trending down')).not.toBeInTheDocument();
  },
};

export const TrendDown: Story = {
  args: { title: 'Completion', value: '40%', subtitle: '4 of 10 completed', trend: 'down' },
  play: async ({ canvasElement }) => {
    const completion = card(canvasElement, 'Completion');
    await expect(completion).toHaveTextContent('40%');
    await expect(within(completion).getByTitle('Trending down')).toBeInTheDocument();
    await expect(within(completion).queryByTitle('Trending up')).not.toBeInTheDocument();
  },
};

export const Warning: Story = {
  args: {
    title: 'Pending Approvals',
    value: 3,
    subtitle: 'Awaiting your action',
    color: 'warning',
  },
  play: async ({ canvasElement }) => {
    const pending = card(canvasElement, 'Pending Approvals');
    await expect(pending).toHaveAttribute('data-color', 'warning');
    await expect(pending).toHaveTextContent('3');
    await expect(pending).toHaveTextContent('Awaiting your action');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const participants = card(canvasElement, 'Participants');
    await expect(participants.querySelector('.MuiSkeleton-root')).toBeInTheDocument();
    await expect(participants).not.toHaveTextContent('42');
    await expect(participants).toHaveTextContent('In this cycle');
  },
};

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
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Total Budget')).toHaveTextContent('$250,000.00');
    await expect(card(canvasElement, 'Increase Budget')).toHaveTextContent('$150,000.00');
    await expect(card(canvasElement, 'Bonus Budget')).toHaveTextContent('$100,000.00');
  },
};
