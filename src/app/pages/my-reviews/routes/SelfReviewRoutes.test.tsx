import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import OverdueReviewsRoute from './OverdueReviewsRoute';
import SelfReviewRoute from './SelfReviewRoute';
import SelfReviewsRoute from './SelfReviewsRoute';

const activeCycle = () =>
  db.reviewCycles.first(
    (c) =>
      c.organizationId === 'org_acme' && db.reviewStatuses.find(c.statusId)?.name === 'In Progress',
  )!;
const ownParticipant = () =>
  db.participants.first(
    (p) => p.cycleId === activeCycle().id && p.employeeId === DEMO_EMPLOYEE.employeeId,
  )!;
const selfStage = () =>
  db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === 'self_review')!;
const submitOwnSelfReview = () => {
  const instance = db.stageInstances.first(
    (i) => i.participantId === ownParticipant().id && i.stageId === selfStage().id,
  )!;
  db.stageInstances.update(instance.id, { status: 'completed' });
};
const STAGE = (task: { stageId?: string | null; participantId: string }) => (
  <h1>{`Stage ${task.stageId} of ${task.participantId}`}</h1>
);

describe('/reviews/self-review/:cycleId', () => {
  it("renders the stage of the caller's own self review task, at its own address", async () => {
    await signInAs('employee');
    const { router } = renderRoute(<SelfReviewRoute renderStage={STAGE} />, {
      path: '/reviews/self-review/:cycleId',
      initialEntry: `/reviews/self-review/${activeCycle().id}`,
    });
    expect(
      await screen.findByRole('heading', {
        name: `Stage ${selfStage().id} of ${ownParticipant().id}`,
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/reviews/self-review/${activeCycle().id}`);
  });

  it('says so when the caller has no self review in that cycle', async () => {
    await signInAs('employee');
    renderRoute(<SelfReviewRoute renderStage={STAGE} />, {
      path: '/reviews/self-review/:cycleId',
      initialEntry: '/reviews/self-review/cycle_unknown',
    });
    expect(
      await screen.findByText('There is no self-review for you in this review cycle.'),
    ).toBeInTheDocument();
  });
});

describe('/reviews/self-review', () => {
  it('goes straight to the one open self review', async () => {
    await signInAs('employee');
    const { router } = renderRoute(<SelfReviewsRoute />, {
      path: '/reviews/self-review',
      routes: [
        {
          path: '/reviews/self-review/:cycleId',
          element: <SelfReviewRoute renderStage={STAGE} />,
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: new RegExp(ownParticipant().id) }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/reviews/self-review/${activeCycle().id}`);
  });

  it('lists the self reviews when none is waiting', async () => {
    await signInAs('employee');
    submitOwnSelfReview();
    renderRoute(<SelfReviewsRoute />, { path: '/reviews/self-review' });
    expect(
      await screen.findByText('No self-review is waiting for you right now.'),
    ).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: activeCycle().name });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/reviews/self-review/${activeCycle().id}`,
    );
  });
});

describe('/reviews/overdue', () => {
  it("says 'You have no overdue reviews.' when nothing is late", async () => {
    await signInAs('employee');
    renderRoute(<OverdueReviewsRoute />);
    expect(await screen.findByText('You have no overdue reviews.')).toBeInTheDocument();
  });

  it('shows each overdue review with what to do next', async () => {
    await signInAs('employee');
    db.reviewCycles.update(activeCycle().id, { endDate: '2026-11-01' });
    renderRoute(<OverdueReviewsRoute />);
    const card = await screen.findByRole('listitem', { name: `${activeCycle().name}: Riley Chen` });
    expect(within(card).getByText(/\d+ days overdue/)).toBeInTheDocument();
    expect(within(card).getByText('Complete and submit your self-review.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Complete Self-Review' })).toHaveAttribute(
      'href',
      `/reviews/self-review/${activeCycle().id}`,
    );
  });
});
