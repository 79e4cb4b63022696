import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorBanner } from './ErrorBanner';

const meta = {
  title: 'Components/ErrorBanner',
  component: ErrorBanner,
  args: { message: 'Failed to fetch review cycles' },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch review cycles');
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithTitleAndRetry: Story = {
  args: {
    title: 'Error Loading Dashboard',
    message: 'Failed to fetch dashboard data',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('Error Loading Dashboard')).toBeInTheDocument();
    await expect(alert).toHaveTextContent('Failed to fetch dashboard data');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const CustomRetryLabel: Story = {
  args: {
    title: 'Error loading form data',
    message: 'Failed to load stage metrics',
    onRetry: fn(),
    retryLabel: 'Try again',
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('Error loading form data')).toBeInTheDocument();
    await expect(alert).toHaveTextContent('Failed to load stage metrics');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
