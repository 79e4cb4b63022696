import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import ReviewCyclesRoute from './ReviewCyclesRoute';

const LIST = '*/api/review-cycles';

const meta = {
  title: 'Review Cycles/List',
  component: ReviewCyclesRoute,
  parameters: { router: { path: paths.admin.reviewCycles.path }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof ReviewCyclesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's cycles, newest start first (the list is admin only). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Mid-Year Check-in' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(LIST, async () => {
          await delay(30_000);
          return HttpResponse.json({ data: [] });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Review cycles',
      busy: true,
    });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(
      within(table).queryByText(
        'No review cycles found. Click "Create Review Cycle" to create your first one.',
      ),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { mockScenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No review cycles found. Click "Create Review Cycle" to create your first one.',
      ),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get(LIST, () => new HttpResponse(null, { status: 500 })), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch review cycles'),
    ).toBeInTheDocument();
  },
};

/** The create panel after a first submit with nothing filled in: the spec's messages. */
export const CreateFormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Review Cycle' }));
    const panel = within(
      await within(document.body).findByRole('dialog', { name: 'Create Review Cycle' }),
    );
    const create = await panel.findByRole('button', { name: 'Create Review Cycle' });
    // Disabled until the form's options have loaded: a real pointer cannot click it before.
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(await panel.findByText('Name is required')).toBeInTheDocument();
    await expect(panel.getByText('Start date is required')).toBeInTheDocument();
  },
};

/** Another admin moves the end date while this one renames the cycle: told, input kept. */
export const EditedBySomeoneElse: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Edit Mid-Year Check-in' },
        { timeout: 10_000 },
      ),
    );
    const form = within(await screen.findByRole('dialog', { name: 'Edit Review Cycle' }));
    const name = await form.findByRole('textbox', { name: /^Name/ }, { timeout: 10_000 });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mid-Year Calibration');
    const cycle = db.reviewCycles.first((c) => c.name === 'Mid-Year Check-in')!;
    db.reviewCycles.update(cycle.id, { endDate: '2026-12-18' });
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await form.findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    await expect(form.getByText('End Date now:')).toBeInTheDocument();
    await expect(name).toHaveValue('Mid-Year Calibration');
  },
};
