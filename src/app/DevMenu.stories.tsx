import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DevMenu } from './DevMenu';

const meta = {
  title: 'App/Dev menu',
  component: DevMenu,
  args: { onChanged: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ width: '16rem', border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DevMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reset Demo Data' })).toBeEnabled();
  },
};
