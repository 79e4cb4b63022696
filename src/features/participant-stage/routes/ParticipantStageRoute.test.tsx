import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { renderRoute, landingPages } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { demoStageTargets, stagePath } from '@/test/fixtures/stage-fixtures';
import ParticipantStageRoute from './ParticipantStageRoute';

const ui = userEvent.setup({ delay: null });
const STAGE_ROUTE = '/review-cycles/:cycleId/participants/:participantId';
const API = '*/api/review-cycles/:cycleId/participants/:participantId';

function open(entry: string) {
  return renderRoute(<ParticipantStageRoute />, {
    path: STAGE_ROUTE,
    initialEntry: entry,
    routes: landingPages('/dashboard', '/review-cycles/:cycleId', '/admin/settings/review-stages'),
  });
}

const form = () => screen.findByRole('form', { name: 'Stage form' }, { timeout: 10_000 });
const button = (name: string) => screen.getByRole('button', { name });
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
/** Types long text in one go (typing it key by key is slow in jsdom). */
async function fill(element: HTMLElement, text: string) {
  await ui.click(element);
  await ui.paste(text);
}
const instanceStatus = (participantId: string, stageId: string) =>
  db.stageInstances.lookup('participantId', participantId).find((s) => s.stageId === stageId)
    ?.status;

describe('ParticipantStageRoute', { timeout: 60_000 }, () => {
  it('shows the employee, stage, status and last update, and the fields of the self review', async () => {
    const t = demoStageTargets();
    await signInAs('employee');
    open(stagePath(t.employeeSelf));
    await form();
    expect(screen.getByRole('heading', { name: 'Riley Chen' })).toBeInTheDocument();
    expect(screen.getByText('Self Review')).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    expect(field(/Key Accomplishments/)).toBeRequired();
    expect(screen.getByRole('group', { name: 'Core Values Demonstrated' })).toBeInTheDocument();
    expect(screen.getByText('Select at least 1 and at most 3 options')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Collaboration/ })).toBeInTheDocument();
    expect(button('Save Draft')).toBeEnabled();
    expect(button('Submit for Approval')).toBeEnabled();
    // The red asterisk of a required field.
    const asterisk = screen
      .getByText('Key Accomplishments')
      .parentElement?.querySelector('.MuiFormLabel-asterisk');
    expect(asterisk).not.toBeNull();
  });

  it('the self review shows help written for the employee, not the description written for the manager', async () => {
    const t = demoStageTargets();
    await signInAs('employee');
    open(stagePath(t.employeeSelf));
    await form();
    expect(
      screen.getByText('How often you make the people around you more effective.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('How often this person makes the people around them more effective.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('The strength others rely on most.')).not.toBeInTheDocument();
  });

  it('checkbox: further options are disabled at maxSelections; the value is saved comma-joined', async () => {
    const t = demoStageTargets();
    await signInAs('employee');
    open(stagePath(t.employeeSelf));
    await form();
    const group = screen.getByRole('group', { name: 'Core Values Demonstrated' });
    for (const name of ['Ownership', 'Teamwork', 'Curiosity']) {
      await ui.click(within(group).getByRole('checkbox', { name }));
    }
    expect(within(group).getByRole('checkbox', { name: 'Customer Obsession' })).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: 'Ownership' })).toBeEnabled();
    await ui.click(button('Save Draft'));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const saved = db.metricResponses
      .lookup('participantId', t.employeeSelf.id)
      .find(
        (r) =>
          r.metricId ===
          t.selfStage.settings.selectedMetrics.find((m) => m.name === 'Core Values Demonstrated')
            ?.id,
      );
    expect(saved?.value).toBe('Ownership,Teamwork,Curiosity');
  });

  it('submit checks required fields and keeps what was typed; a valid submit goes to /dashboard for an employee', async () => {
    const t = demoStageTargets();
    await signInAs('employee');
    const { router } = open(stagePath(t.employeeSelf));
    await form();
    await ui.clear(field(/Key Accomplishments/));
    const before = (field(/Top Strength/) as HTMLInputElement).value;
    await ui.type(field(/Top Strength/), ' and focus');
    await ui.click(button('Submit for Approval'));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(field(/Top Strength/)).toHaveValue(`${before} and focus`);
    expect(router.state.location.pathname).toBe(stagePath(t.employeeSelf));
    await fill(field(/Key Accomplishments/), 'Rebuilt the operator console with the design team.');
    await ui.click(
      within(screen.getByRole('radiogroup', { name: /Collaboration/ })).getByRole('radio', {
        name: 'Often',
      }),
    );
    await ui.click(button('Submit for Approval'));
    expect(
      await screen.findByRole('heading', { name: 'Page /dashboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(instanceStatus(t.employeeSelf.id, t.selfStage.id)).toBe('completed');
    expect(db.participants.find(t.employeeSelf.id)?.currentStageId).toBe(t.managerStage.id);
  });

  it("a stage the user may not edit is read-only with 'You don't have permission to edit this stage.'", async () => {
    const t = demoStageTargets();
    await signInAs('manager');
    open(stagePath(t.reportToReview, t.selfStage.id));
    await form();
    expect(screen.getByText("You don't have permission to edit this stage.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for Approval' })).not.toBeInTheDocument();
    expect(field(/Key Accomplishments/)).toBeDisabled();
  });

  it('a completed cycle locks the stage for the employee (read-only with a lock notice)', async () => {
    const t = demoStageTargets();
    await signInAs('employee');
    open(stagePath(t.employeeCompleted, t.selfStage.id));
    await form();
    expect(screen.getByText(/This stage is locked for editing/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
  });

  it("manager review: the report's submitted self review is shown beside the form", async () => {
    const t = demoStageTargets();
    const answers = db.metricResponses
      .lookup('participantId', t.reportToReview.id)
      .filter((r) => r.stageId === t.selfStage.id);
    expect(answers.length).toBeGreaterThan(0);
    await signInAs('manager');
    open(stagePath(t.reportToReview, t.managerStage.id));
    await form();
    const name = db.employees.find(t.reportToReview.employeeId)!.firstName;
    const panel = screen.getByRole('complementary', { name: `${name}'s self review` });
    expect(within(panel).getByText(/^Submitted /)).toBeInTheDocument();
    const accomplishments = answers.find(
      (a) => db.performanceMetrics.find(a.metricId)?.name === 'Key Accomplishments',
    )!;
    expect(
      await within(panel).findByText('Key Accomplishments', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(accomplishments.value)).toBeInTheDocument();
  });

  it('manager review: nothing of a self review still in draft', async () => {
    const t = demoStageTargets();
    const p = t.employeeSelf;
    db.metricResponses.insert({
      participantId: p.id,
      stageId: t.selfStage.id,
      metricId: db.performanceMetrics.first((m) => m.name === 'Top Strength')!.id,
      employeeId: p.employeeId,
      cycleId: p.cycleId,
      value: 'A draft my manager must not read',
      updatedAt: '2026-11-20T09:00:00.000Z',
    });
    await signInAs('manager');
    open(stagePath(p, t.managerStage.id));
    const panel = await screen.findByRole(
      'complementary',
      { name: "Riley's self review" },
      { timeout: 10_000 },
    );
    expect(
      within(panel).getByText('Riley has not submitted their self review yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('A draft my manager must not read')).not.toBeInTheDocument();
  });

  it('manager review: the compensation rules, value and percent from each other, an amount that is not one refused on its field, then submit for approval', async () => {
    const t = demoStageTargets();
    await signInAs('manager');
    const { router } = open(stagePath(t.reportToReview));
    await form();
    expect(screen.getByText('Manager Review')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Compensation Recommendation' }),
    ).toBeInTheDocument();
    await ui.click(button('Submit for Approval'));
    expect(
      await screen.findByText('Please provide at least one compensation change.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Justification is required.')).toBeInTheDocument();

    await ui.click(screen.getByRole('combobox', { name: 'Compensation type' }));
    await ui.click(screen.getByRole('option', { name: 'Base Salary' }));
    const amount = screen.getByRole('textbox', { name: 'Change amount' });
    // Kept as typed, never guessed at ('400.05'): the field says what an amount looks like.
    await ui.type(amount, 'a4b0c0.0.5');
    expect(amount).toHaveValue('a4b0c0.0.5');
    expect(amount).toHaveAccessibleDescription('Enter an amount like 5,500.00');
    await ui.clear(amount);
    const current = db.recommendations.lookup('participantId', t.reportToReview.id)[0]
      ?.currentSalary;
    expect(current).toBeUndefined();
    await ui.type(screen.getByRole('textbox', { name: 'Change percent' }), '4');
    const increase = Number((amount as HTMLInputElement).value);
    expect(increase).toBeGreaterThan(0);
    expect((amount as HTMLInputElement).value).toMatch(/^\d+\.\d{2}$/);
    await fill(
      screen.getByRole('textbox', { name: /Justification/ }),
      'Carried the on-call rotation all year.',
    );
    // The required metrics of the manager review.
    await ui.type(screen.getByRole('spinbutton', { name: /Overall Rating/ }), '4');
    await ui.click(screen.getByRole('combobox', { name: /Performance Level/ }));
    await ui.click(screen.getByRole('option', { name: 'Strong' }));
    await ui.click(
      within(screen.getByRole('radiogroup', { name: /Ready for Promotion/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await ui.click(
      within(screen.getByRole('radiogroup', { name: /Collaboration/ })).getByRole('radio', {
        name: 'Often',
      }),
    );
    await ui.click(button('Submit for Approval'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 10_000,
    });
    const [rec] = db.recommendations.lookup('participantId', t.reportToReview.id);
    expect(rec).toMatchObject({
      status: 'pending_approval',
      proposedIncrease: increase,
      notes: 'Carried the on-call rotation all year.',
    });
    expect(db.participants.find(t.reportToReview.id)?.status).toBe('pending_approval');
  });

  it("'Submission failed' shows the server's message and the typed values stay", async () => {
    const t = demoStageTargets();
    server.use(
      http.post(`${API}/stages/:stageId/metric-responses`, () =>
        HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }),
      ),
    );
    await signInAs('employee');
    open(stagePath(t.employeeSelf));
    await form();
    const before = (field(/Top Strength/) as HTMLInputElement).value;
    await ui.type(field(/Top Strength/), '!');
    await ui.click(button('Save Draft'));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Submission failed')).toBeInTheDocument();
    expect(within(panel).getByText('Database unavailable')).toBeInTheDocument();
    expect(field(/Top Strength/)).toHaveValue(`${before}!`);
  });

  it('answers saved meanwhile elsewhere: the save is refused, their answer shown, the typed one kept, then saved', async () => {
    const t = demoStageTargets();
    await signInAs('employee');
    open(stagePath(t.employeeSelf));
    await form();
    const before = (field(/Top Strength/) as HTMLInputElement).value;
    await ui.type(field(/Top Strength/), ' (mine)');
    const theirs = db.metricResponses
      .lookup('participantId', t.employeeSelf.id)
      .find(
        (r) =>
          r.stageId === t.selfStage.id &&
          !/Top Strength/.test(db.performanceMetrics.find(r.metricId)?.name ?? ''),
      )!;
    const metricName = db.performanceMetrics.find(theirs.metricId)!.name;
    db.metricResponses.update(theirs.id, { value: 'Saved in another tab' });
    await ui.click(button('Save Draft'));
    expect(await screen.findByText('This record was changed by someone else')).toBeInTheDocument();
    expect(screen.getByText(`${metricName} now:`)).toBeInTheDocument();
    expect(screen.getByText('Saved in another tab')).toBeInTheDocument();
    expect(field(/Top Strength/)).toHaveValue(`${before} (mine)`);
    expect(screen.queryByText('Submission failed')).not.toBeInTheDocument();

    const saved = () =>
      db.metricResponses
        .lookup('participantId', t.employeeSelf.id)
        .find(
          (r) =>
            r.stageId === t.selfStage.id &&
            r.metricId !== theirs.metricId &&
            r.value.endsWith('(mine)'),
        );
    await ui.click(button('Save Draft'));
    await waitFor(() => expect(saved()).toBeDefined());
    // The next save is based on what this one answered: no refusal.
    await ui.type(field(/Top Strength/), '!');
    await ui.click(button('Save Draft'));
    await waitFor(() =>
      expect(
        db.metricResponses
          .lookup('participantId', t.employeeSelf.id)
          .some((r) => r.stageId === t.selfStage.id && r.value === `${before} (mine)!`),
      ).toBe(true),
    );
    expect(screen.queryByText('This record was changed by someone else')).not.toBeInTheDocument();
  });

  it('compensation data refused as stale (412 once): the notice lists their data, the typed row stays, the next save goes through', async () => {
    const t = demoStageTargets();
    let refused = 0;
    server.use(
      http.post(
        `${API}/stages/:stageId/compensation-data`,
        () => {
          refused += 1;
          return HttpResponse.json(
            {
              error: 'This record was changed by someone else',
              message: 'Review the current values and apply your change again.',
            },
            { status: 412 },
          );
        },
        { once: true },
      ),
    );
    await signInAs('manager');
    open(stagePath(t.reportToReview));
    await form();
    await fill(screen.getByRole('textbox', { name: /Justification/ }), 'Draft note');
    await ui.click(screen.getByRole('combobox', { name: 'Compensation type' }));
    await ui.click(screen.getByRole('option', { name: 'Base Salary' }));
    await ui.type(screen.getByRole('textbox', { name: 'Change amount' }), '1000');
    await ui.click(button('Save Draft'));
    expect(await screen.findByText('This record was changed by someone else')).toBeInTheDocument();
    expect(screen.getByText('Compensation changes now:')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Change amount' })).toHaveValue('1000');
    expect(refused).toBe(1);
    await ui.click(button('Save Draft'));
    await waitFor(() =>
      expect(
        db.compensationData
          .lookup('participantId', t.reportToReview.id)
          .some((c) => c.justification === 'Draft note'),
      ).toBe(true),
    );
  });

  it("falls back to 'Failed to save compensation data' when the compensation save fails without a message", async () => {
    const t = demoStageTargets();
    server.use(
      http.post(
        `${API}/stages/:stageId/compensation-data`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await signInAs('manager');
    open(stagePath(t.reportToReview));
    await form();
    await fill(screen.getByRole('textbox', { name: /Justification/ }), 'Draft note');
    await ui.click(screen.getByRole('combobox', { name: 'Compensation type' }));
    await ui.click(screen.getByRole('option', { name: 'Base Salary' }));
    await ui.type(screen.getByRole('textbox', { name: 'Change amount' }), '1000');
    await ui.click(button('Save Draft'));
    expect(await screen.findByText('Failed to save compensation data')).toBeInTheDocument();
  });

  it('admin: Unlock, Re-lock and Revert with their alerts; previous and next stage', async () => {
    const t = demoStageTargets();
    await signInAs('admin');
    const { router } = open(stagePath(t.reportPending));
    await form();
    const rating = () => screen.getByRole('spinbutton', { name: /Overall Rating/ });
    expect(rating()).not.toHaveValue(null);
    const controls = screen.getByRole('toolbar', { name: 'Stage controls' });
    expect(within(controls).getByRole('button', { name: /Next Stage/ })).toBeDisabled();
    await ui.click(within(controls).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Stage unlocked.')).toBeInTheDocument();
    await ui.click(await within(controls).findByRole('button', { name: 'Re-lock' }));
    expect(await screen.findByText('Stage re-locked.')).toBeInTheDocument();
    await ui.click(within(controls).getByRole('button', { name: 'Revert' }));
    await ui.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revert' }),
    );
    expect(
      await screen.findByText('Stage data has been reverted successfully.'),
    ).toBeInTheDocument();
    expect(db.recommendations.lookup('participantId', t.reportPending.id)).toHaveLength(0);
    // The form shows the emptied stage, not what was there before (it kept it until a reload).
    await waitFor(() => expect(rating()).toHaveValue(null));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Stage controls' });
    await ui.click(within(toolbar).getByRole('button', { name: /Previous Stage/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?stage=${t.selfStage.id}`));
    expect(await screen.findByText('Self Review')).toBeInTheDocument();
  });

  it("admin action failures: 'Error unlocking stage: {message}', 'Failed to re-lock stage', 'Failed to revert stage: {message}'", async () => {
    const t = demoStageTargets();
    server.use(
      http.post(`${API}/stages/:stageId/unlock`, () =>
        HttpResponse.json({ error: 'Stage is busy' }, { status: 409 }),
      ),
      http.post(`${API}/stages/:stageId/revert`, () =>
        HttpResponse.json(
          { error: 'Conflict', message: 'Recommendation already approved' },
          { status: 409 },
        ),
      ),
    );
    await signInAs('admin');
    open(stagePath(t.reportPending));
    await form();
    await ui.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Error unlocking stage: Stage is busy')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Close' }));
    await ui.click(screen.getByRole('button', { name: 'Revert' }));
    await ui.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revert' }),
    );
    expect(
      await screen.findByText('Failed to revert stage: Recommendation already approved'),
    ).toBeInTheDocument();
  });

  it("load errors: 'Failed to fetch participant data'; 'Error loading form data' with 'Try again'", async () => {
    const t = demoStageTargets();
    server.use(http.get(API, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await signInAs('employee');
    open(stagePath(t.employeeSelf));
    expect(
      await screen.findByText('Failed to fetch participant data', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    server.use(
      http.get(
        `${API}/stages/:stageId/metric-responses`,
        () => HttpResponse.json({}, { status: 500 }),
        { once: true },
      ),
    );
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Error loading form data', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load metric responses: 500')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    await form();
  });

  it("stage configuration errors: 'Error Loading Stage Configuration' / 'Failed to load stage metrics'; no active metrics", async () => {
    const t = demoStageTargets();
    server.use(
      http.get(
        '*/api/performance-metrics',
        () => HttpResponse.json({ error: 'x' }, { status: 500 }),
        { once: true },
      ),
    );
    await signInAs('employee');
    const first = open(stagePath(t.employeeSelf));
    expect(
      await screen.findByText('Error Loading Stage Configuration', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load stage metrics')).toBeInTheDocument();
    first.unmount();
    for (const selected of t.selfStage.settings.selectedMetrics)
      db.performanceMetrics.update(selected.id, { isActive: false });
    open(stagePath(t.employeeSelf));
    expect(
      await screen.findByText(
        'No performance metrics defined. Please configure metrics in Settings.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Configure Stage Fields'],
    ['manager', 'Stage Not Ready'],
    ['employee', 'Review Not Ready'],
  ] as const)('an empty stage shows %s: %s', async (role, text) => {
    const t = demoStageTargets();
    const stage = role === 'manager' ? t.managerStage : t.selfStage;
    db.reviewStages.update(stage.id, { settings: { ...stage.settings, selectedMetrics: [] } });
    await signInAs(role);
    const participant = role === 'manager' ? t.reportToReview : t.employeeSelf;
    const { router } = open(stagePath(participant, stage.id));
    await form();
    if (role === 'admin') {
      await ui.click(screen.getByRole('link', { name: 'Configure Stage Fields' }));
      expect(router.state.location.pathname).toBe('/admin/settings/review-stages');
    } else {
      expect(screen.getByText(text)).toBeInTheDocument();
      if (role === 'employee') expect(screen.getByText('Check Back Later')).toBeInTheDocument();
    }
  });

  it.each([
    [null, 'Please log in to access this page.'],
    ['{broken', 'Error loading user data. Please log in again.'],
    [
      JSON.stringify({ id: 'usr_x', role: 'admin', organizationId: '' }),
      'User organization not found. Please log in again.',
    ],
  ])('stored user %s → %s', async (stored, message) => {
    if (stored) window.localStorage.setItem('user', stored);
    open('/review-cycles/c/participants/p');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
