import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpinnerOnly: Story = {};

export const WithLabel: Story = { args: { label: 'Loading template...' } };

export const Compact: Story = { args: { label: 'Loading available metrics...', minHeight: 80 } };
