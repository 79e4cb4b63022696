import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpinnerOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // No visible label: the spinner alone, named for screen readers.
    await expect(canvas.getByRole('status').textContent).toBe('');
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading template...' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading template...' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading template...');
  },
};

export const Compact: Story = {
  args: { label: 'Loading available metrics...', minHeight: 80 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading available metrics...');
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading available metrics...' }),
    ).toBeInTheDocument();
  },
};
