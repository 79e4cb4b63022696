import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { GuidelineSection } from './GuidelineSection';

// The machine is shared with other test runs: MUI screens in jsdom can take seconds to settle.
vi.setConfig({ testTimeout: 90_000 });

/**
 * Seeded (names follow the date): the draft promotion review, the newest cycle, has a three-column
 * matrix (rating 5 from 7–10% below 0.90 to 3–5% above 1.10); the in-progress annual review, the
 * newest before it, a one-column one (rating 5 at 5–8%, rating 1 at 0%); the mid-year check-in none.
 */
const PROMOTION_DRAFT = 'cycle_0006';
const ANNUAL = 'cycle_0004';
const nameOf = (id: string) => db.reviewCycles.find(id)!.name;
const cycleNamed = (name: string) => db.reviewCycles.first((c) => c.name === name)!;
const replaceAsked = () => screen.queryByRole('dialog', { name: 'Replace the matrix?' });

beforeEach(async () => {
  await signInAs('admin');
});

async function openEditor(cycleId: string) {
  const user = userEvent.setup({ delay: null });
  renderRoute(<GuidelineSection cycleId={cycleId} />);
  const edit = await screen.findByRole('button', { name: 'Edit Guideline' });
  await waitFor(() => expect(edit).toBeEnabled());
  await user.click(edit);
  const dialog = within(await screen.findByRole('dialog', { name: 'Merit Guideline' }));
  return { user, dialog };
}

describe('Copy from the last cycle', () => {
  it("fills an empty matrix from the newest other cycle's, keeping the review period", async () => {
    const midYear = cycleNamed('Mid-Year Check-in');
    expect(midYear.guideline ?? null).toBeNull();
    const { user, dialog } = await openEditor(midYear.id);
    const periodStart = dialog.getByLabelText('Review period start');
    const ownStart = (periodStart as HTMLInputElement).value;
    await user.click(
      await dialog.findByRole('button', { name: `Copy from ${nameOf(PROMOTION_DRAFT)}` }),
    );
    expect(replaceAsked()).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Rating 5, Below 0.90: min %' })).toHaveValue('7');
    expect(dialog.getByRole('textbox', { name: 'Rating 5, Above 1.10: max %' })).toHaveValue('5');
    expect(periodStart).toHaveValue(ownStart);
    // Copied, not saved, until the admin saves.
    expect(db.reviewCycles.find(midYear.id)!.guideline ?? null).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save Guideline' }));
    await waitFor(() => expect(db.reviewCycles.find(midYear.id)!.guideline).toBeTruthy());
    const saved = db.reviewCycles.find(midYear.id)!.guideline!;
    const source = db.reviewCycles.find(PROMOTION_DRAFT)!.guideline!;
    expect(saved.positionBoundaries).toEqual(source.positionBoundaries);
    expect(saved.ranges).toEqual(source.ranges);
  });

  it('asks before replacing a matrix that has ratings, and keeps it when told to', async () => {
    const { user, dialog } = await openEditor(PROMOTION_DRAFT);
    const copy = await dialog.findByRole('button', { name: `Copy from ${nameOf(ANNUAL)}` });
    await user.click(copy);
    const ask = await screen.findByRole('dialog', { name: 'Replace the matrix?' });
    expect(ask).toHaveTextContent(
      `The ratings, columns and cells of ${nameOf(ANNUAL)} replace the ones here. Nothing is saved until you save the guideline.`,
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    // The editor is hidden from the accessibility tree until the question has faded out.
    await waitFor(() => expect(replaceAsked()).not.toBeInTheDocument());
    expect(dialog.getByRole('textbox', { name: 'Rating 5, Below 0.90: min %' })).toHaveValue('7');

    await user.click(copy);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace the matrix?' })).getByRole(
        'button',
        { name: 'Replace Matrix' },
      ),
    );
    await waitFor(() => expect(replaceAsked()).not.toBeInTheDocument());
    expect(
      await dialog.findByRole('textbox', { name: 'Rating 5, All positions: min %' }),
    ).toHaveValue('5');
    expect(dialog.getByRole('textbox', { name: 'Rating 1, All positions: max %' })).toHaveValue(
      '0',
    );
  });
});
