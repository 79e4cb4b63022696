import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LandingRoute from './LandingRoute';

const meta = {
  title: 'Public/Landing',
  component: LandingRoute,
  parameters: { router: { path: '/' } },
} satisfies Meta<typeof LandingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Join the waitlist' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Public launch: Fall 2025' })).toBeDisabled();
  },
};

export const FaqOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'How is our data protected?' }));
    await expect(canvas.getByText(/encrypted in transit and at rest/)).toBeVisible();
  },
};
