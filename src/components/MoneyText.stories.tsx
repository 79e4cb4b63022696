import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyText } from './MoneyText';

const meta = {
  title: 'Components/MoneyText',
  component: MoneyText,
  args: { amount: 1234567.5 },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {};

export const Euro: Story = { args: { amount: 98000, currency: 'EUR' } };

export const Missing: Story = { args: { amount: null } };
