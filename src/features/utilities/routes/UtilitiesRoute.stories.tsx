import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import UtilitiesRoute from './UtilitiesRoute';

const meta = {
  title: 'Admin/System Utilities',
  component: UtilitiesRoute,
  parameters: { router: { path: '/admin/utilities' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof UtilitiesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Technology')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/organization-types', 'slow']),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Organization types',
      busy: true,
    });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByText('No organization types found.')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: mswOverrides(['*/api/organization-types', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No organization types found.'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/organization-types', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to load organization types',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};
