import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { setPayHistory } from '@mocks/test/pay-history';
import { demoStageTargets } from '@/test/fixtures/stage-fixtures';
import { readStageUser } from '../stage-user';
import { ParticipantStage } from './ParticipantStage';

/**
 * The merit guideline in the recommendation form: the participant's cell of the merit
 * matrix, their rating's row in their compa-ratio column before the raise, pre-filled at its
 * midpoint and named in the guardrail's message. The demo's in-progress review gets a
 * three-column matrix, and the manager's report a salary of 100,000 on a level whose band midpoint
 * puts them where the story needs them.
 */

type Cell = [min: number, mid: number, max: number, enforcement: 'soft' | 'hard'];

/** Rating 4 and 5 by column: below 0.90, 0.90–1.10, above 1.10. */
const MATRIX: Record<number, [Cell, Cell, Cell]> = {
  5: [
    [8, 9, 10, 'hard'],
    [5, 6.5, 8, 'hard'],
    [3, 4, 5, 'hard'],
  ],
  4: [
    [6, 7, 8, 'soft'],
    [3.5, 4.5, 5.5, 'soft'],
    [1, 2, 3, 'hard'],
  ],
};

/** The in-progress review's guideline as this matrix, and the report at compa-ratio 100,000 ÷ `mid`. */
function matrixWithReportAt(mid: number | null) {
  const { cycle, reportToReview } = demoStageTargets();
  db.reviewCycles.update(cycle.id, {
    guideline: {
      ...cycle.guideline!,
      positionBoundaries: [0.9, 1.1],
      ranges: Object.entries(MATRIX).flatMap(([rating, cells]) =>
        cells.map(([minPercent, midPercent, maxPercent, enforcement], column) => ({
          rating: Number(rating),
          column,
          minPercent,
          midPercent,
          maxPercent,
          enforcement,
        })),
      ),
    },
  });
  const employeeId = reportToReview.employeeId;
  setPayHistory(employeeId, [{ date: '2024-03-01', salary: 100_000 }]);
  if (mid === null) {
    db.employees.update(employeeId, { levelId: null, zone: null });
    return;
  }
  const level = db.levels.insert({
    organizationId: 'org_acme',
    name: 'Story level',
    order: 99,
    jobFamily: null,
    bands: [{ zone: null, currency: 'USD', min: mid * 0.8, mid, max: mid * 1.2 }],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  });
  db.employees.update(employeeId, { levelId: level.id, zone: null });
}

function ReportStage() {
  const [{ reportToReview }] = useState(() => demoStageTargets());
  const [requested, setRequested] = useState<string | null>(null);
  const stored = readStageUser();
  if (!stored.user) return <p>{stored.error}</p>;
  return (
    <ParticipantStage
      user={stored.user}
      cycleId={reportToReview.cycleId}
      participantId={reportToReview.id}
      requestedStageId={requested}
      onSelectStage={setRequested}
    />
  );
}

const meta = {
  title: 'Review Cycles/Participant Stage/Merit Matrix',
  component: ReportStage,
  parameters: { layout: 'padded' },
  beforeEach: () => storySession('manager'),
} satisfies Meta<typeof ReportStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the rating and answers the guideline panel and the percent field. */
async function rateAs(canvasElement: HTMLElement, rating: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'Stage form' }, { timeout: 10_000 });
  const field = canvas.getByRole('spinbutton', { name: /Overall Rating/ });
  await userEvent.clear(field);
  await userEvent.type(field, rating);
  return {
    panel: within(canvas.getByRole('region', { name: 'Merit guideline' })),
    percent: canvas.getByRole('textbox', { name: 'Change percent' }),
  };
}

/** Paid at 0.80 of the band's midpoint, rated 4: the cell below 0.90, pre-filled at its 7.00%. */
export const PrefillFromCell: Story = {
  beforeEach: () => matrixWithReportAt(125_000),
  play: async ({ canvasElement }) => {
    const { panel, percent } = await rateAs(canvasElement, '4');
    await expect(
      await panel.findByText(/Guideline for rating 4 · compa-ratio below 0\.90:/),
    ).toBeInTheDocument();
    await expect(panel.getByText('6.00%–8.00%')).toBeInTheDocument();
    await expect(panel.getByText(/Guideline for rating 4/)).toHaveTextContent(
      /\(soft, midpoint 7.00%\)/,
    );
    await waitFor(() => expect(percent).toHaveValue('7.00'));
  },
};

/** Without a band position the column holding 1.00 applies, and the panel says so. */
export const NoBandPosition: Story = {
  beforeEach: () => matrixWithReportAt(null),
  play: async ({ canvasElement }) => {
    const { panel, percent } = await rateAs(canvasElement, '4');
    await expect(
      await panel.findByText(/Guideline for rating 4 · compa-ratio 0\.90–1\.10:/),
    ).toBeInTheDocument();
    await expect(
      panel.getByText('No band position: the column holding a compa-ratio of 1.00 applies.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(percent).toHaveValue('4.50'));
  },
};

/** Paid at 1.25: the hard cell above 1.10 (1–3%); 4% needs an admin override, the message names the cell. */
export const HardCellBreach: Story = {
  beforeEach: () => matrixWithReportAt(80_000),
  play: async ({ canvasElement }) => {
    const { panel, percent } = await rateAs(canvasElement, '4');
    await waitFor(() => expect(percent).toHaveValue('2.00'));
    await userEvent.clear(percent);
    await userEvent.type(percent, '4');
    await expect(
      await panel.findByText(
        /An increase of 4\.00% is outside the hard guideline range 1\.00%–3\.00% for rating 4, compa-ratio above 1\.10: only an admin override can let it through\./,
      ),
    ).toBeInTheDocument();
  },
};

/** The same cell on a phone. */
export const Mobile: Story = {
  beforeEach: () => matrixWithReportAt(125_000),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { panel, percent } = await rateAs(canvasElement, '4');
    await expect(
      await panel.findByText(/Guideline for rating 4 · compa-ratio below 0\.90:/),
    ).toBeInTheDocument();
    await waitFor(() => expect(percent).toHaveValue('7.00'));
  },
};
