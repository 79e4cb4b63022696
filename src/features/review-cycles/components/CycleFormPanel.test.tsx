import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { updateMockSettings } from '@mocks/http/settings';
import { CycleFormPanel } from './CycleFormPanel';

// The machine is shared with other test runs: MUI screens in jsdom can take seconds to settle.
vi.setConfig({ testTimeout: 90_000 });

beforeEach(async () => {
  await signInAs('admin');
});

async function fillNewCycle(user: ReturnType<typeof userEvent.setup>) {
  const form = within(await screen.findByRole('dialog', { name: 'Create Review Cycle' }));
  await user.type(await form.findByLabelText(/^Name/), 'Platform Calibration');
  await user.click(form.getByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Annual' }));
  await user.type(form.getByLabelText(/^Start Date/), '2027-01-04');
  await user.type(form.getByLabelText(/^End Date/), '2027-02-26');
  return form.getByRole('button', { name: 'Create Review Cycle' });
}

const cyclesNamed = (name: string) => db.reviewCycles.where((c) => c.name === name).length;

/** The panel as a page holds it: closed by its own save. */
function ClosingPanel() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New Cycle
      </button>
      <CycleFormPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('Create Review Cycle', () => {
  it.each([
    ['an answer that comes at once', 0],
    ['a slow answer', 400],
  ])('makes one cycle of a double click, with %s', async (_label, latencyMs) => {
    updateMockSettings({ latencyMs });
    const user = userEvent.setup({ delay: null });
    const onSaved = vi.fn();
    renderRoute(<CycleFormPanel open onClose={vi.fn()} onSaved={onSaved} />);
    const create = await fillNewCycle(user);
    await user.dblClick(create);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // Anything a second click sent has been answered by now.
    await new Promise((resolve) => setTimeout(resolve, latencyMs + 200));
    expect(cyclesNamed('Platform Calibration')).toBe(1);
  });

  it('disables its button from the first click until the save is answered', async () => {
    updateMockSettings({ latencyMs: 400 });
    const user = userEvent.setup({ delay: null });
    const onSaved = vi.fn();
    renderRoute(<CycleFormPanel open onClose={vi.fn()} onSaved={onSaved} />);
    const create = await fillNewCycle(user);
    await user.click(create);
    expect(create).toBeDisabled();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('makes nothing of a second click that lands while the saved panel slides away', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<ClosingPanel />);
    const create = await fillNewCycle(user);
    await user.click(create);
    await waitFor(() => expect(cyclesNamed('Platform Calibration')).toBe(1));
    // The panel takes 500 ms to slide out: its button is still on screen, and stays disabled.
    expect(create).toBeInTheDocument();
    expect(create).toBeDisabled();
    await user.click(create);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cyclesNamed('Platform Calibration')).toBe(1);
  });

  it('opens empty and enabled again, also before it has finished sliding away', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<ClosingPanel />);
    await user.click(await fillNewCycle(user));
    await waitFor(() => expect(cyclesNamed('Platform Calibration')).toBe(1));
    await user.click(screen.getByRole('button', { name: 'New Cycle', hidden: true }));
    const form = within(await screen.findByRole('dialog', { name: 'Create Review Cycle' }));
    await waitFor(() => expect(form.getByLabelText(/^Name/)).toHaveValue(''));
    expect(form.getByRole('button', { name: 'Create Review Cycle' })).toBeEnabled();
  });
});
