import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Calibration } from '@/api/resources/calibration';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { CalibrationBoard } from './CalibrationBoard';

const current = () =>
  db.reviewCycles.all().find((c) => db.reviewStatuses.find(c.statusId)?.name === 'In Progress')!;

/** The demo cycle's calibration as the admin reads it, with `extra` more people rated 3. */
async function crowdedView(extra: number): Promise<Calibration> {
  const { body } = await callApi('get', `/api/review-cycles/${current().id}/calibration`, {
    token: await loginAs('admin'),
  });
  const view = body.data as Calibration;
  const model = view.participants.find((p) => p.rating === 3)!;
  const crowd = Array.from({ length: extra }, (_, i) => ({
    ...model,
    participantId: `par_crowd_${i}`,
    employeeId: `emp_crowd_${i}`,
    employeeName: `Crowd Member ${i}`,
  }));
  return {
    ...view,
    participants: [...view.participants, ...crowd],
    distribution: view.distribution.map((row) =>
      row.rating === 3 ? { ...row, count: row.count + extra } : row,
    ),
  };
}

const cardsIn = (rating: string) =>
  within(screen.getByRole('region', { name: rating })).queryAllByRole('listitem');

describe('CalibrationBoard', () => {
  it('keeps a few dozen cards in the page for a rating of 2,000 people, and whole short ratings', async () => {
    const view = await crowdedView(2_000);
    render(<CalibrationBoard view={view} canMove onMove={vi.fn()} />);
    // The 560 px column shows about five cards: with the ones rendered around them, far under 100.
    const crowded = cardsIn('Rating 3').length;
    expect(crowded).toBeGreaterThan(0);
    expect(crowded).toBeLessThan(100);
    // The count says how many there are, not how many are drawn.
    const column = screen.getByRole('region', { name: 'Rating 3' });
    expect(within(column).getByTestId('column-count')).toHaveTextContent(
      String(view.participants.filter((p) => p.rating === 3).length),
    );
    for (const rating of [1, 2, 4, 5]) {
      const people = view.participants.filter((p) => p.rating === rating);
      expect(people.length).toBeLessThanOrEqual(50);
      expect(cardsIn(`Rating ${rating}`)).toHaveLength(people.length);
    }
  });

  it('draws the first cards of a long rating with their drag handle and menu', async () => {
    const view = await crowdedView(2_000);
    render(<CalibrationBoard view={view} canMove onMove={vi.fn()} />);
    const column = screen.getByRole('region', { name: 'Rating 3' });
    const first = view.participants.filter((p) => p.rating === 3)[0]!;
    const card = within(column).getByRole('listitem', { name: first.employeeName });
    expect(
      within(card).getByRole('button', { name: `Drag ${first.employeeName}` }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: `Move ${first.employeeName}` }),
    ).toBeInTheDocument();
  });
});
