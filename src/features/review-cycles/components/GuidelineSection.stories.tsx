import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { storySession } from '@/test/story-session';
import { handlers } from '@mocks/handlers/index';
import { GuidelineSection } from './GuidelineSection';

const GUIDELINE = '*/api/review-cycles/:cycleId/guidelines';

/**
 * Seeded ids are stable: cycle_0004 is the demo's in-progress review (a one-column guideline,
 * saved before the matrix: rating 5 hard 5–8%, 4 soft 3.5–5.5%…), cycle_0006 the draft promotion
 * review (a three-column matrix, five participants nobody rated yet, an 80,000 increase budget,
 * no team pools). Its cost is the contract's previewGuidelineCost example: $23,290.00 of
 * $806,500.00 payroll, Platform Engineering $14,050.00 of it.
 */
const IN_PROGRESS = 'cycle_0004';
const DRAFT = 'cycle_0006';

const meta = {
  title: 'Review Cycles/Merit Guideline',
  component: GuidelineSection,
  args: { cycleId: IN_PROGRESS },
  parameters: { layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof GuidelineSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openEditor(canvasElement: HTMLElement) {
  const edit = await within(canvasElement).findByRole('button', { name: 'Edit Guideline' });
  // Disabled until the guideline has loaded: a real pointer cannot click it before.
  await waitFor(() => expect(edit).toBeEnabled());
  await userEvent.click(edit);
  const dialog = await body().findByRole('dialog', { name: 'Merit Guideline' });
  // In the DOM before its fade-in has begun: on a loaded machine its cells were still at opacity 0
  // when the play checked they show.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** The legacy one-column guideline: a range per rating, its midpoint, and what it costs. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Saved merit matrix' }));
    const five = within(table.getByRole('row', { name: /Rating 5/ }));
    await expect(five.getByText('5.00%–8.00%')).toBeInTheDocument();
    await expect(five.getByText('midpoint 6.50% · hard')).toBeInTheDocument();
    await expect(canvas.getByText(/Over budget: soft/)).toBeInTheDocument();
    await expect(
      await canvas.findByRole('table', { name: 'Cost per team' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('matrix-cost-total')).toHaveTextContent(
      /against the increase budget of \$450,000\.00/,
    );
  },
};

/** A three-column matrix before launch: its cells by compa-ratio and its cost per team. */
export const ThreeColumns: Story = {
  args: { cycleId: DRAFT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Saved merit matrix' }));
    for (const header of ['Compa below 0.90', 'Compa 0.90–1.10', 'Compa above 1.10']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const five = within(table.getByRole('row', { name: /Rating 5/ }));
    await expect(five.getByText('7.00%–10.00%')).toBeInTheDocument();
    await expect(five.getByText('midpoint 8.50% · hard')).toBeInTheDocument();
    const total = await canvas.findByTestId('matrix-cost-total', {}, { timeout: 4000 });
    await expect(total).toHaveTextContent('$23,290.00');
    await expect(total).toHaveTextContent('$56,710.00 left');
    await expect(canvas.getByText(/5 of 5 people not rated yet: priced at rating 3/)).toBeVisible();
    const platform = within(canvas.getByRole('row', { name: /Platform Engineering/ }));
    await expect(platform.getByText('$14,050.00')).toBeInTheDocument();
    // No pool: nothing left or over to tell.
    await expect(platform.getByText('No pool')).toBeInTheDocument();
    await expect(platform.getByText('—')).toBeInTheDocument();
  },
};

/** The matrix costs more than the budget and than a team's pool: said in words, in red. */
export const CostOverBudget: Story = {
  args: { cycleId: DRAFT },
  beforeEach: () => {
    const cycle = db.reviewCycles.find(DRAFT)!;
    db.reviewCycles.update(DRAFT, {
      increaseBudget: 20_000,
      teamBudgets: [...cycle.teamBudgets, { teamId: 'team_0001', increaseBudget: 8_000 }],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = await canvas.findByTestId('matrix-cost-total', {}, { timeout: 4000 });
    // $23,290.00 against $20,000.00; Platform Engineering's $14,050.00 against its $8,000.00.
    await expect(total).toHaveTextContent('over budget by $3,290.00');
    const platform = within(canvas.getByRole('row', { name: /Platform Engineering/ }));
    await expect(platform.getByText('Over by $6,050.00')).toBeVisible();
  },
};

/** The editor of a one-column guideline refuses a range whose minimum exceeds its maximum. */
export const EditInvalidRange: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const min = dialog.getByRole('textbox', { name: 'Rating 5, All positions: min %' });
    await retype(min, '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Guideline' }));
    await expect(
      await dialog.findByText('The minimum cannot exceed the maximum.'),
    ).toBeInTheDocument();
    await expect(min).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * One column becomes five: the default boundaries, each column starting from the rating's range;
 * going back to one after an edit asks first.
 */
export const EditFiveColumns: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '5 columns' }));
    const boundaries = [1, 2, 3, 4].map((i) =>
      dialog.getByRole('textbox', { name: `Boundary ${i}` }),
    );
    await expect(boundaries.map((b) => (b as HTMLInputElement).value)).toEqual([
      '0.8',
      '0.9',
      '1.1',
      '1.2',
    ]);
    const matrix = within(dialog.getByRole('table', { name: 'Merit matrix' }));
    for (const header of ['Below 0.80', '0.80–0.90', '0.90–1.10', '1.10–1.20', 'Above 1.20']) {
      await expect(matrix.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    const max = dialog.getByRole('textbox', { name: 'Rating 5, Above 1.20: max %' });
    await expect(max).toHaveValue('8');
    await retype(max, '6');
    await userEvent.click(dialog.getByRole('button', { name: 'By rating only' }));
    const confirm = within(await body().findByRole('dialog', { name: 'Remove columns?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    // The editor is back (no longer hidden behind the question) with its five columns.
    await expect(await dialog.findByRole('textbox', { name: 'Boundary 4' })).toBeInTheDocument();
  },
};

/** Four columns, a boundary moved: the column names follow. */
export const EditFourColumns: Story = {
  args: { cycleId: DRAFT },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '4 columns' }));
    const matrix = within(dialog.getByRole('table', { name: 'Merit matrix' }));
    for (const header of ['Below 0.90', '0.90–1.00', '1.00–1.10', 'Above 1.10']) {
      await expect(matrix.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    await retype(dialog.getByRole('textbox', { name: 'Boundary 2' }), '0.95');
    await expect(matrix.getByRole('columnheader', { name: /0\.90–0\.95/ })).toBeVisible();
    await expect(matrix.getByRole('columnheader', { name: /0\.95–1\.10/ })).toBeVisible();
  },
};

/** Each problem on its field: boundaries out of order, a midpoint outside its range. */
export const EditErrors: Story = {
  args: { cycleId: DRAFT },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    await retype(dialog.getByRole('textbox', { name: 'Boundary 1' }), '1.2');
    const mid = dialog.getByRole('textbox', { name: 'Rating 4, Column 1: mid %' });
    await retype(mid, '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Guideline' }));
    await expect(
      await dialog.findByText('Boundaries must increase from left to right.'),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Boundary 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByText('The midpoint must lie within the range.')).toBeInTheDocument();
    await expect(mid).toHaveAttribute('aria-invalid', 'true');
    // Still open, nothing saved.
    await expect(db.reviewCycles.find(DRAFT)!.guideline!.positionBoundaries).toEqual([0.9, 1.1]);
  },
};

/** The cost follows the matrix as it is typed: rating 3 (the unrated's row) at 10% passes the budget. */
export const EditCostUpdates: Story = {
  args: { cycleId: DRAFT },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const total = await dialog.findByTestId('matrix-cost-total', {}, { timeout: 4000 });
    await expect(total).toHaveTextContent('$23,290.00');
    for (const column of ['Below 0.90', '0.90–1.10', 'Above 1.10']) {
      await retype(dialog.getByRole('textbox', { name: `Rating 3, ${column}: max %` }), '12');
      await retype(dialog.getByRole('textbox', { name: `Rating 3, ${column}: mid %` }), '10');
    }
    // Everyone is priced at rating 3: 10% of the $806,500.00 payroll against $80,000.00.
    await waitFor(() => expect(total).toHaveTextContent('over budget by $650.00'), {
      timeout: 4000,
    });
  },
};

/** Typed changes are not lost to a stray Cancel: it asks first. */
export const EditDiscardAsks: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    await retype(dialog.getByRole('textbox', { name: 'Rating 4, All positions: max %' }), '6');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const ask = within(await body().findByRole('dialog', { name: 'Discard changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    // The editor is back (no longer hidden behind the question) with what was typed.
    await expect(
      await dialog.findByRole('textbox', { name: 'Rating 4, All positions: max %' }),
    ).toHaveValue('6');
  },
};

/**
 * A cycle without a matrix yet fills it from the newest other cycle's (the draft promotion
 * review's three columns) with one click: nothing to replace, so nothing is asked.
 */
export const CopyFromLastCycle: Story = {
  beforeEach: () => {
    db.reviewCycles.update(IN_PROGRESS, { guideline: null });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    await expect(dialog.getByText(/No ratings yet/)).toBeInTheDocument();
    const source = db.reviewCycles.find(DRAFT)!.name;
    await userEvent.click(await dialog.findByRole('button', { name: `Copy from ${source}` }));
    await expect(body().queryByRole('dialog', { name: 'Replace the matrix?' })).toBeNull();
    await expect(dialog.getByRole('textbox', { name: 'Rating 5, Below 0.90: min %' })).toHaveValue(
      '7',
    );
    await expect(dialog.getByRole('textbox', { name: 'Rating 5, Above 1.10: max %' })).toHaveValue(
      '5',
    );
  },
};

/** Copying over a matrix that has ratings asks first; the question stays open here. */
export const CopyOverMatrixAsks: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const source = db.reviewCycles.find(DRAFT)!.name;
    await userEvent.click(await dialog.findByRole('button', { name: `Copy from ${source}` }));
    const ask = await body().findByRole('dialog', { name: 'Replace the matrix?' });
    await expect(ask).toHaveTextContent(
      `The ratings, columns and cells of ${source} replace the ones here. Nothing is saved until you save the guideline.`,
    );
    // The question fades in over the editor.
    await waitFor(() =>
      expect(within(ask).getByRole('button', { name: 'Replace Matrix' })).toBeVisible(),
    );
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
              positionBoundaries: [],
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No guideline set/)).toBeInTheDocument();
    await expect(canvas.queryByText('What the matrix costs')).not.toBeInTheDocument();
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

/** The matrix and its cost on a phone: the matrix scrolls sideways, the rating stays in view. */
export const Mobile: Story = {
  args: { cycleId: DRAFT },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'Saved merit matrix' }),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByTestId('matrix-cost-total', {}, { timeout: 4000 }),
    ).toHaveTextContent('$23,290.00');
  },
};
