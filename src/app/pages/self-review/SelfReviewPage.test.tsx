import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ParticipantStagePage from '@/app/pages/participant-stage/ParticipantStagePage';
import { paths } from '@/config/paths';
import { demoStageTargets } from '@/test/fixtures/stage-fixtures';
import { landingPages, renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import SelfReviewPage from './SelfReviewPage';

const SELF_REVIEW = '/reviews/self-review/:cycleId';
const STAGE = paths.reviewCycleParticipant.path;

/** An employee's self review opens in their own area, never at the cycle's address. */
describe('the employee self review address', { timeout: 60_000 }, () => {
  it('/reviews/self-review/:cycleId shows the self review form itself, at that address', async () => {
    const t = demoStageTargets();
    await signInAs('employee');
    const { router } = renderRoute(<SelfReviewPage />, {
      path: SELF_REVIEW,
      initialEntry: `/reviews/self-review/${t.cycle.id}`,
    });
    expect(
      await screen.findByRole('form', { name: 'Stage form' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Key Accomplishments/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/reviews/self-review/${t.cycle.id}`);
  });

  it("an employee's link to their stage in the cycle lands on /reviews/self-review/:cycleId", async () => {
    const t = demoStageTargets();
    await signInAs('employee');
    const { router } = renderRoute(<ParticipantStagePage />, {
      path: STAGE,
      initialEntry: `/review-cycles/${t.cycle.id}/participants/${t.employeeSelf.id}?stage=${t.selfStage.id}`,
      routes: landingPages(SELF_REVIEW),
    });
    expect(await screen.findByRole('heading', { name: `Page ${SELF_REVIEW}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/reviews/self-review/${t.cycle.id}`);
    expect(router.state.location.search).toBe(`?stage=${t.selfStage.id}`);
  });

  it('a manager still opens a report’s stage at the cycle’s address', async () => {
    const t = demoStageTargets();
    await signInAs('manager');
    const { router } = renderRoute(<ParticipantStagePage />, {
      path: STAGE,
      initialEntry: `/review-cycles/${t.cycle.id}/participants/${t.employeeSelf.id}`,
      routes: landingPages(SELF_REVIEW),
    });
    expect(
      await screen.findByRole('heading', { name: 'Riley Chen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      `/review-cycles/${t.cycle.id}/participants/${t.employeeSelf.id}`,
    );
  });
});
