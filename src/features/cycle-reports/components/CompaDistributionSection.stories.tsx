import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CompaGroup } from '@/lib/compa-distribution';
import { CompaDistributionSection } from './CompaDistributionSection';

const group = (label: string, values: Partial<CompaGroup>): CompaGroup => ({
  label,
  count: 6,
  positionedBefore: 6,
  positionedAfter: 6,
  averageCompaBefore: 0.97,
  averageCompaAfter: 1.01,
  belowMinBefore: 0,
  aboveMaxBefore: 0,
  belowMinAfter: 0,
  aboveMaxAfter: 0,
  ...values,
});

const TEAMS: CompaGroup[] = [
  group('Design', { averageCompaBefore: 1.0842, averageCompaAfter: 1.1305, aboveMaxAfter: 2 }),
  group('Platform Engineering', {
    count: 8,
    positionedBefore: 7,
    positionedAfter: 7,
    averageCompaBefore: 0.9125,
    averageCompaAfter: 0.955,
    belowMinBefore: 2,
    belowMinAfter: 1,
  }),
  group('No Team', {
    count: 1,
    positionedBefore: 0,
    positionedAfter: 0,
    averageCompaBefore: null,
    averageCompaAfter: null,
  }),
];

const meta = {
  title: 'Review Cycles/Reports/Compa-Ratio Distribution',
  component: CompaDistributionSection,
  args: { by: 'team', rows: TEAMS },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CompaDistributionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNamed = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('rowheader', { name }).closest('tr')!);

/** By team: averages before and after, and the counts outside the band before → after. */
export const ByTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Compa-Ratio by Team' })).toBeInTheDocument();
    const platform = rowNamed(canvasElement, 'Platform Engineering');
    await expect(platform.getByText('0.91')).toBeInTheDocument();
    // 0.955 rounds half up.
    await expect(platform.getByText('0.96')).toBeInTheDocument();
    await expect(platform.getByText('2 → 1')).toBeInTheDocument();
    await expect(rowNamed(canvasElement, 'Design').getByText('0 → 2')).toBeInTheDocument();
    await expect(rowNamed(canvasElement, 'No Team').getAllByText('—')).toHaveLength(2);
  },
};

/** By rating: highest first, No Rating last, as the server sends them. */
export const ByRating: Story = {
  args: {
    by: 'rating',
    rows: [
      group('5', { count: 3, positionedBefore: 3, averageCompaBefore: 0.88, belowMinBefore: 1 }),
      group('3', { count: 9, positionedBefore: 9, averageCompaBefore: 1.02, aboveMaxBefore: 1 }),
      group('No Rating', { count: 2, positionedBefore: 2 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Compa-Ratio by Rating' }),
    ).toBeInTheDocument();
    const headers = canvas.getAllByRole('rowheader').map((h) => h.textContent);
    await expect(headers).toEqual(['5', '3', 'No Rating']);
    await expect(rowNamed(canvasElement, '5').getByText('1 → 0')).toBeInTheDocument();
  },
};

/** Nobody has a level with a band yet: the section says how to get one. */
export const NoBands: Story = {
  args: { rows: [TEAMS[2]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'No band positions yet: give employees a level with a pay band to see where their pay sits.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
