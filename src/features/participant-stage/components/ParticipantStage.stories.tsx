import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { DEMO_ADMIN } from '@mocks/seed/accounts';
import { handlers } from '@mocks/handlers/index';
import { demoStageTargets } from '@/test/fixtures/stage-fixtures';
import { readStageUser } from '../stage-user';
import { ParticipantStage } from './ParticipantStage';

type Target = ReturnType<typeof demoStageTargets>;

interface StageStoryProps {
  /** Which participant (and stage) of the demo data the story opens. */
  pick: (t: Target) => { participant: { id: string; cycleId: string }; stageId?: string };
}

/** Opens a demo participant found at render time (after the store was seeded and signed in). */
function StageStory({ pick }: StageStoryProps) {
  const [{ participant, stageId }] = useState(() => pick(demoStageTargets()));
  const [requested, setRequested] = useState<string | null>(stageId ?? null);
  const stored = readStageUser();
  if (!stored.user) return <p>{stored.error}</p>;
  return (
    <ParticipantStage
      user={stored.user}
      cycleId={participant.cycleId}
      participantId={participant.id}
      requestedStageId={requested}
      onSelectStage={setRequested}
    />
  );
}

const API = '*/api/review-cycles/:cycleId/participants/:participantId';
const withHandlers = (...overrides: Parameters<typeof http.get>[]) => ({
  msw: { handlers: [...overrides.map((args) => http.get(...args)), ...handlers] },
});
const emptyStage = (type: 'self_review' | 'manager_review') => () => {
  const stage = db.reviewStages.first((s) => s.organizationId === 'org_acme' && s.type === type)!;
  db.reviewStages.update(stage.id, { settings: { ...stage.settings, selectedMetrics: [] } });
};
const findForm = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', { name: 'Stage form' }, { timeout: 10_000 });

const meta = {
  title: 'Review Cycles/Participant Stage',
  component: StageStory,
  parameters: { layout: 'padded' },
  args: { pick: (t) => ({ participant: t.employeeSelf }) },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof StageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Employee: their self review in draft (text, long text, multiple choice, single choice). */
export const EmployeeSelfReview: Story = {
  play: async ({ canvasElement }) => {
    await findForm(canvasElement);
    await expect(within(canvasElement).getByText('Self Review')).toBeInTheDocument();
  },
};

/** Submit for Approval with a required field emptied shows the field's error. */
export const EmployeeRequiredErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findForm(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Key Accomplishments/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for Approval' }));
    await expect(await canvas.findAllByText('This field is required')).not.toHaveLength(0);
  },
};

/** Employee in last year's completed cycle: locked, read-only. */
export const EmployeeLocked: Story = {
  args: { pick: (t) => ({ participant: t.employeeCompleted, stageId: t.selfStage.id }) },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement);
    await expect(
      within(canvasElement).getByText(/This stage is locked for editing/),
    ).toBeInTheDocument();
  },
};

/** Employee opening their manager review: no permission, read-only, no compensation. */
export const EmployeeNoPermission: Story = {
  args: { pick: (t) => ({ participant: t.employeeSelf, stageId: t.managerStage.id }) },
  play: async ({ canvasElement }) => {
    await findForm(canvasElement);
    await expect(
      within(canvasElement).getByText("You don't have permission to edit this stage."),
    ).toBeInTheDocument();
  },
};

/** Manager: a report's manager review with the compensation recommendation form. */
export const ManagerReview: Story = {
  args: { pick: (t) => ({ participant: t.reportToReview }) },
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    await findForm(canvasElement);
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Compensation Recommendation' }),
    ).toBeInTheDocument();
  },
};

/** Manager submitting without a change or justification: the spec's two messages. */
export const ManagerCompensationErrors: Story = {
  args: { pick: (t) => ({ participant: t.reportToReview }) },
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for Approval' }));
    await expect(
      await canvas.findByText('Please provide at least one compensation change.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Justification is required.')).toBeInTheDocument();
  },
};

/**
 * Guideline: rating 4's soft range shows once the rating is in and its midpoint is
 * pre-filled; 15% is outside it, so Submit asks for an exception justification.
 */
export const ManagerGuidelineSoftBreach: Story = {
  args: { pick: (t) => ({ participant: t.reportToReview }) },
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findForm(canvasElement);
    const rating = canvas.getByRole('spinbutton', { name: /Overall Rating/ });
    await userEvent.clear(rating);
    await userEvent.type(rating, '4');
    const guideline = canvas.getByRole('region', { name: 'Merit guideline' });
    await expect(await within(guideline).findByText(/Guideline for rating 4/)).toBeInTheDocument();
    const percent = canvas.getByRole('textbox', { name: 'Change percent' });
    await expect(percent).not.toHaveValue('');
    await userEvent.clear(percent);
    await userEvent.type(percent, '15');
    await expect(
      await within(guideline).findByText(/outside the guideline range/),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for Approval' }));
    await expect(
      await canvas.findByText(
        'A justification is required for a recommendation outside the guideline.',
      ),
    ).toBeInTheDocument();
  },
};

/** Guideline: rating 5 is hard; 25% is a breach only an admin override (with a justification) lets through. */
export const AdminGuidelineHardBreach: Story = {
  args: { pick: (t) => ({ participant: t.reportToReview }) },
  beforeEach: () => storySession('admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findForm(canvasElement);
    const rating = canvas.getByRole('spinbutton', { name: /Overall Rating/ });
    await userEvent.clear(rating);
    await userEvent.type(rating, '5');
    const percent = canvas.getByRole('textbox', { name: 'Change percent' });
    await expect(percent).not.toHaveValue('');
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    await expect(
      await canvas.findByText(/only an admin override can let it through/),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Admin override' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('textbox', { name: /Exception justification/ }),
    ).toBeInTheDocument();
  },
};

/** Manager: a submitted review awaiting approval (rating, dropdown, Yes/No, date, compensation rows). */
export const ManagerPendingApproval: Story = {
  args: { pick: (t) => ({ participant: t.reportPending }) },
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const { reportPending: participant, managerStage } = demoStageTargets();
    const employee = db.employees.find(participant.employeeId)!;
    const canvas = within(canvasElement);
    const form = await findForm(canvasElement);
    await expect(
      canvas.getByText(`${employee.firstName} ${employee.lastName}`),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Pending Approval')).toBeInTheDocument();
    // The seeded answers of the submitted manager review, each in its field.
    const answers = db.metricResponses.where(
      (r) => r.participantId === participant.id && r.stageId === managerStage.id,
    );
    await expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      const inputs = [
        ...form.querySelectorAll<HTMLInputElement>(`[name="metrics.${answer.metricId}"]`),
      ];
      const shown =
        inputs[0]?.type === 'radio'
          ? inputs.find((input) => input.checked)?.value
          : inputs[0]?.value;
      await expect(shown).toBe(answer.value);
    }
    const submitted = db.compensationData.first(
      (c) => c.participantId === participant.id && c.stageId === managerStage.id,
    )!;
    await expect(canvas.getByRole('textbox', { name: /^Justification/ })).toHaveValue(
      submitted.justification,
    );
    // The manager may still save or resubmit; the admin's stage controls are not theirs.
    await expect(canvas.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Submit for Approval' })).toBeEnabled();
    await expect(canvas.queryByRole('toolbar', { name: 'Stage controls' })).not.toBeInTheDocument();
  },
};

/** Admin: previous/next stage, Revert, Unlock / Re-lock. */
export const AdminControls: Story = {
  args: { pick: (t) => ({ participant: t.reportPending }) },
  beforeEach: () => storySession('admin'),
  play: async ({ canvasElement }) => {
    await findForm(canvasElement);
    await expect(
      within(canvasElement).getByRole('toolbar', { name: 'Stage controls' }),
    ).toBeInTheDocument();
  },
};

/** Admin: their own manager review in the current cycle is shown with the reason, never written. */
export const AdminOwnManagerReview: Story = {
  args: {
    pick: (t) => ({
      participant: db.participants.first(
        (p) => p.cycleId === t.employeeSelf.cycleId && p.employeeId === DEMO_ADMIN.employeeId,
      )!,
      stageId: t.managerStage.id,
    }),
  },
  beforeEach: () => storySession('admin'),
  play: async ({ canvasElement }) => {
    await findForm(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You cannot write your own manager review')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Submit for Approval' })).toBeNull();
  },
};

export const AdminEmptyStage: Story = {
  beforeEach: () => {
    emptyStage('self_review')();
    return storySession('admin');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'link',
        { name: 'Configure Stage Fields' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const ManagerEmptyStage: Story = {
  args: { pick: (t) => ({ participant: t.reportToReview }) },
  beforeEach: () => {
    emptyStage('manager_review')();
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Stage Not Ready', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const EmployeeEmptyStage: Story = {
  beforeEach: () => {
    emptyStage('self_review')();
    return storySession('employee');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Check Back Later', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const NoActiveMetrics: Story = {
  beforeEach: () => {
    for (const metric of db.performanceMetrics.all()) {
      db.performanceMetrics.update(metric.id, { isActive: false });
    }
    return storySession('employee');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spec 02 §8: the stage's metrics are all inactive.
    await expect(
      await canvas.findByText(
        'No performance metrics defined. Please configure metrics in Settings.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Stage form' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: withHandlers([
    API,
    async () => {
      await delay(30_000);
      return new HttpResponse(null, { status: 404 });
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading participant' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Stage form' })).not.toBeInTheDocument();
  },
};

export const LoadingMetrics: Story = {
  parameters: withHandlers([
    '*/api/performance-metrics',
    async () => {
      await delay(30_000);
      return HttpResponse.json([]);
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spec 02 §8: 'Loading performance metrics'.
    const status = await canvas.findByRole(
      'progressbar',
      { name: 'Loading performance metrics' },
      { timeout: 10_000 },
    );
    await expect(status).toBeInTheDocument();
    await expect(canvas.getByText('Self Review')).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Stage form' })).not.toBeInTheDocument();
  },
};

export const ParticipantError: Story = {
  parameters: withHandlers([API, () => HttpResponse.json({}, { status: 500 })]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to fetch participant data',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const FormDataError: Story = {
  parameters: withHandlers([
    `${API}/stages/:stageId/metric-responses`,
    () => HttpResponse.json({}, { status: 500 }),
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error loading form data', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const ConfigurationError: Story = {
  parameters: withHandlers([
    '*/api/performance-metrics',
    () => HttpResponse.json({ error: 'Unavailable' }, { status: 500 }),
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to load stage metrics',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const NotSignedIn: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('user');
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Please log in to access this page.'),
    ).toBeInTheDocument();
  },
};

/** An answer was saved in another tab meanwhile: told, their answer listed, input kept. */
export const EmployeeAnswersChangedElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findForm(canvasElement));
    const strength = canvas.getByRole('textbox', { name: /Top Strength/ });
    await userEvent.type(strength, ' and mentoring');
    const t = demoStageTargets();
    const other = db.metricResponses
      .lookup('participantId', t.employeeSelf.id)
      .find(
        (r) =>
          r.stageId === t.selfStage.id &&
          /Key Accomplishments/.test(db.performanceMetrics.find(r.metricId)?.name ?? ''),
      )!;
    db.metricResponses.update(other.id, { value: 'Shipped the billing migration (other tab)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save Draft' }));
    await expect(
      await canvas.findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Shipped the billing migration (other tab)')).toBeInTheDocument();
    await expect((strength as HTMLInputElement).value).toMatch(/ and mentoring$/);
  },
};
