import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { label: 'Company', tone: 'blue' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pill of the text `label`, which carries its tone. */
function pill(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByText(label).closest('[data-tone]');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(pill(canvasElement, 'Company')).toHaveAttribute('data-tone', 'blue');
  },
};

export const Medium: Story = {
  args: { size: 'medium', label: 'Admin Override', tone: 'yellow' },
  play: async ({ canvasElement }) => {
    const badge = pill(canvasElement, 'Admin Override');
    await expect(badge).toHaveAttribute('data-tone', 'yellow');
    // A medium pill is MUI's medium Chip height; a small one is 24 px.
    await expect(getComputedStyle(badge!).height).toBe('32px');
  },
};

const tones: BadgeTone[] = ['zinc', 'blue', 'yellow', 'emerald', 'red'];

export const AllTones: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {tones.map((tone) => (
        <Badge key={tone} label={tone} tone={tone} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of tones) {
      await expect(pill(canvasElement, tone)).toHaveAttribute('data-tone', tone);
    }
  },
};
