import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  cutApprovedAmount,
  letterEmployeeName,
  NO_LETTERS_CYCLE,
  seedLetters,
} from '@/test/fixtures/letter-fixtures';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import CycleLettersRoute from './CycleLettersRoute';

const OUT_OF_DATE =
  'This letter no longer matches its approved recommendation; regenerate it before releasing';

function renderLetters() {
  return renderRoute(<CycleLettersRoute />, {
    path: paths.admin.reviewCycleLetters.path,
    initialEntry: paths.admin.reviewCycleLetters.getHref(NO_LETTERS_CYCLE),
  });
}

const row = async (name: string) =>
  (await screen.findByRole('table', { name: 'Letters', busy: false })).querySelector(
    `tr:has([aria-label="Select ${name}"])`,
  ) as HTMLElement;

describe('CycleLettersRoute: letters that no longer match their approval', () => {
  it('shows Out of date with what to do, and offers Regenerate instead of Release', async () => {
    await signInAs('admin');
    const [stale, current] = seedLetters(NO_LETTERS_CYCLE, ['draft', 'draft']);
    cutApprovedAmount(stale!);
    renderLetters();
    const user = userEvent.setup();

    const staleRow = within(await row(letterEmployeeName(stale!)));
    expect(staleRow.getByText('Out of date')).toBeInTheDocument();
    expect(
      staleRow.getByText('Its recommendation changed: regenerate it before releasing.'),
    ).toBeInTheDocument();
    expect(within(await row(letterEmployeeName(current!))).queryByText('Out of date')).toBeNull();

    await user.click(
      staleRow.getByRole('button', { name: `More actions: ${letterEmployeeName(stale!)}` }),
    );
    const menu = within(await screen.findByRole('menu'));
    expect(menu.queryByRole('menuitem', { name: 'Release Now' })).toBeNull();
    await user.click(menu.getByRole('menuitem', { name: 'Regenerate' }));
    expect(await screen.findByText('1 letter generated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Out of date')).toBeNull());
    expect(db.letters.find(stale!.id)!.values.newSalary).toBe(
      db.recommendations.find(stale!.recommendationId)!.proposedSalary,
    );
  });

  it('leaves an out-of-date letter out of a bulk release', async () => {
    await signInAs('admin');
    seedLetters(NO_LETTERS_CYCLE, ['draft', 'draft'])
      .slice(0, 1)
      .forEach((l) => cutApprovedAmount(l));
    renderLetters();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Letters', busy: false });
    await user.click(
      screen.getByRole('checkbox', { name: 'Select every letter not yet released' }),
    );
    expect(screen.getByRole('button', { name: 'Release Now (1)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Regenerate (2)' })).toBeEnabled();
  });

  it('says why a letter that went out of date after the list loaded was not released', async () => {
    await signInAs('admin');
    const [letter] = seedLetters(NO_LETTERS_CYCLE, ['draft']);
    renderLetters();
    const user = userEvent.setup();
    const name = letterEmployeeName(letter!);
    const letterRow = within(await row(name));
    cutApprovedAmount(letter!);

    await user.click(letterRow.getByRole('button', { name: `More actions: ${name}` }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Release Now' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Release 1 letter' }));
    await user.click(dialog.getByRole('button', { name: 'Release Now' }));
    const summary = await screen.findByText('1 letter skipped.');
    expect(summary.closest('[role="status"]')).toHaveTextContent(`${name}: ${OUT_OF_DATE}`);
    expect(db.letters.find(letter!.id)!.releaseAt).toBeNull();
  });
});
