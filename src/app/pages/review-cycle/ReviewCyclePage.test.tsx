import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import ReviewCyclePage from './ReviewCyclePage';

vi.setConfig({ testTimeout: 60_000 });

/** The demo's mid-year cycle: few participants (a small table keeps jsdom quick). */
const midYear = () => db.reviewCycles.first((c) => c.name === 'Mid-Year Check-in')!;
const current = () =>
  db.reviewCycles.all().find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;

function renderPage(cycleId: string) {
  return renderRoute(<ReviewCyclePage />, {
    path: paths.reviewCycle.path,
    initialEntry: paths.reviewCycle.getHref(cycleId),
  });
}

describe("a review cycle's page", () => {
  it('admin: the cycle with the way into calibrating everyone and the nudges panels', async () => {
    await signInAs('admin');
    const cycle = midYear();
    renderPage(cycle.id);
    expect(await screen.findByRole('heading', { name: cycle.name })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Calibrate performance ratings: distribution against targets, 9-box and budget impact.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Calibration' })).toHaveAttribute(
      'href',
      `/review-cycles/${cycle.id}/calibration`,
    );
    expect(await screen.findByRole('region', { name: "Who's behind" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Automatic reminders' })).toBeInTheDocument();
  });

  it('manager: the way into calibrating their direct reports, no nudges', async () => {
    await signInAs('manager');
    const cycle = current();
    renderPage(cycle.id);
    expect(
      await screen.findByText('Calibrate the performance ratings of your direct reports.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Calibration' })).toHaveAttribute(
      'href',
      `/review-cycles/${cycle.id}/calibration`,
    );
    expect(screen.queryByRole('region', { name: "Who's behind" })).not.toBeInTheDocument();
  });

  it('employee: neither calibration nor nudges', async () => {
    await signInAs('employee');
    const cycle = current();
    renderPage(cycle.id);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Current Stage' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Open Calibration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Who's behind" })).not.toBeInTheDocument();
  });
});
