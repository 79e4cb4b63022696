import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionCard } from './SectionCard';

const meta = {
  title: 'Components/SectionCard',
  component: SectionCard,
  args: {
    title: 'Team Budgets',
    children: <Typography variant="body2">Ten teams share $450,000.00.</Typography>,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section is a landmark named by its h2, so screen readers can jump to it.
    const region = canvas.getByRole('region', { name: 'Team Budgets' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Team Budgets',
    );
    await expect(region).toHaveTextContent('Ten teams share $450,000.00.');
  },
};

export const WithActions: Story = {
  args: {
    headingId: 'budget-heading',
    actions: <Button size="small">View All</Button>,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Team Budgets' });
    await expect(region).toHaveAttribute('aria-labelledby', 'budget-heading');
    await expect(within(region).getByRole('button', { name: 'View All' })).toBeVisible();
  },
};
