import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { text: 'No stages found.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = {};

export const WithAction: Story = {
  args: {
    text: 'No review cycles found',
    actionLabel: 'Create First Review Cycle',
    onAction: fn(),
  },
};
