import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { RILEY_LETTER } from '@/test/fixtures/letter-fixtures';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { MyLettersSection } from './MyLettersSection';

const MINE = '*/api/me/letters';

const meta = {
  title: 'Letters/My Letters',
  component: MyLettersSection,
  parameters: { layout: 'padded', router: { path: '/compensation' } },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof MyLettersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Riley Chen's released letter, opening its page. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letter = db.letters.find(RILEY_LETTER)!;
    const link = await canvas.findByRole('link', { name: new RegExp(letter.subject) });
    await expect(link).toHaveAttribute('href', paths.me.letter.getHref(RILEY_LETTER));
    await expect(link).toHaveTextContent('2025 Annual Review');
  },
};

/** The demo manager has no letter of their own. */
export const Empty: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No compensation letters yet. They appear here once released to you.',
      ),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides([MINE, 'slow']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides([MINE, 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load your letters'),
    ).toBeInTheDocument();
  },
};
