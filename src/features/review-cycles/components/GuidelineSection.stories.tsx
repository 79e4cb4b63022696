import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { handlers } from '@mocks/handlers/index';
import { GuidelineSection } from './GuidelineSection';

const GUIDELINE = '*/api/review-cycles/:cycleId/guidelines';

const meta = {
  title: 'Review Cycles/Merit Guideline',
  component: GuidelineSection,
  // The demo's in-progress annual review (seeded ids are stable) carries a guideline.
  args: { cycleId: 'cycle_0004' },
  parameters: { layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof GuidelineSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded matrix: a range per rating, soft or hard, and the over-budget policy. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Rating 5: 5.00%–8.00% (hard)')).toBeInTheDocument();
    await expect(canvas.getByText(/Over budget: soft/)).toBeInTheDocument();
  },
};

/** The editor refuses a range whose minimum exceeds its maximum. */
export const EditInvalidRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findByRole('button', { name: 'Edit Guideline' });
    // Disabled until the guideline has loaded: a real pointer cannot click it before.
    await waitFor(() => expect(edit).toBeEnabled());
    await userEvent.click(edit);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Merit Guideline' }),
    );
    const min = dialog.getByRole('textbox', { name: 'Minimum % 1' });
    await userEvent.clear(min);
    await userEvent.type(min, '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Guideline' }));
    await expect(
      await dialog.findByText('The minimum cannot exceed the maximum.'),
    ).toBeInTheDocument();
  },
};

/** A cycle without a guideline. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(GUIDELINE, ({ params }) =>
          HttpResponse.json({
            data: {
              cycleId: params.cycleId,
              ranges: [],
              overBudgetPolicy: 'soft',
              reviewPeriodStart: '2025-01-01',
              reviewPeriodEnd: '2025-12-31',
              updatedAt: null,
            },
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No guideline set/)).toBeInTheDocument();
  },
};

/** The guideline fails to load. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(GUIDELINE, () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load the guideline'),
    ).toBeInTheDocument();
  },
};
