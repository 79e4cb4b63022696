import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegisterSuccess } from './RegisterSuccess';

const meta = {
  title: 'Auth/Register/Success (automatic sign-in failed)',
  component: RegisterSuccess,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RegisterSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  },
};
