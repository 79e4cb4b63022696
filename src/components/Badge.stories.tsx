import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { label: 'Company', tone: 'blue' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Medium: Story = { args: { size: 'medium', label: 'Admin Override', tone: 'yellow' } };

const tones: BadgeTone[] = ['zinc', 'blue', 'yellow', 'emerald', 'red'];

export const AllTones: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {tones.map((tone) => (
        <Badge key={tone} label={tone} tone={tone} />
      ))}
    </Stack>
  ),
};
