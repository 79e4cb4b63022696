import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyText } from './MoneyText';

const meta = {
  title: 'Components/MoneyText',
  component: MoneyText,
  args: { amount: 1234567.5 },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$1,234,567.50');
  },
};

export const Euro: Story = {
  args: { amount: 98000, currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('€98,000.00');
  },
};

export const Missing: Story = {
  args: { amount: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('—');
    await expect(canvasElement).not.toHaveTextContent('$');
  },
};
