import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorBanner } from './ErrorBanner';

const meta = {
  title: 'Components/ErrorBanner',
  component: ErrorBanner,
  args: { message: 'Failed to fetch review cycles' },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {};

export const WithTitleAndRetry: Story = {
  args: {
    title: 'Error Loading Dashboard',
    message: 'Failed to fetch dashboard data',
    onRetry: fn(),
  },
};

export const CustomRetryLabel: Story = {
  args: {
    title: 'Error loading form data',
    message: 'Failed to load stage metrics',
    onRetry: fn(),
    retryLabel: 'Try again',
  },
};
