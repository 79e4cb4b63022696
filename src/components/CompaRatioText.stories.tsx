import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BandPosition } from '@/lib/pay-bands';
import { CompaRatioText } from './CompaRatioText';

/** Where a salary sits on a band of 80,000 / 100,000 / 120,000 USD (worked by hand). */
const at = (
  salary: number,
  compaRatio: number,
  rangePenetration: number,
  status: BandPosition['status'],
): BandPosition => ({
  levelId: 'lvl_p2',
  levelName: 'P2 Professional',
  zone: null,
  currency: 'USD',
  min: 80_000,
  mid: 100_000,
  max: 120_000,
  salary,
  compaRatio,
  rangePenetration,
  status,
});

const meta = {
  title: 'Components/CompaRatioText',
  component: CompaRatioText,
  args: { position: at(95_000, 0.95, 0.375, 'in_range') },
} satisfies Meta<typeof CompaRatioText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the band: the compa-ratio with 2 decimals, no flag. */
export const InRange: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^0\.95$/);
  },
};

export const BelowMinimum: Story = {
  args: { position: at(72_000, 0.72, -0.2, 'below_min') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0.72')).toBeInTheDocument();
    await expect(canvas.getByText('Below minimum')).toBeInTheDocument();
  },
};

export const AboveMaximum: Story = {
  args: { position: at(126_000, 1.26, 1.15, 'above_max') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.26')).toBeInTheDocument();
    await expect(canvas.getByText('Above maximum')).toBeInTheDocument();
  },
};

/** The range penetration instead: 37.5% shows as 38%, without the flag. */
export const Penetration: Story = {
  args: { show: 'penetration' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^38%$/);
  },
};

/** No band position (no level, or not the caller's to see): a dash. */
export const NoPosition: Story = {
  args: { position: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^—$/);
  },
};
