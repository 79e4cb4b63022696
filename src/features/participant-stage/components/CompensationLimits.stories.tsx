import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { setPayHistory } from '@mocks/test/pay-history';
import { salaryOf } from '@mocks/views/participant';
import { answerManagerReview, demoStageTargets } from '@/test/fixtures/stage-fixtures';
import { readStageUser } from '../stage-user';
import { ParticipantStage } from './ParticipantStage';

/**
 * The manager's compensation form against the amount rules: what a field says of text that is no
 * amount, the money limit on a field, the large-change rule (above 50% with no guideline: an admin
 * override), the sanity limit (a raise above 100%: only an admin override), pay cuts (never a
 * salary of 0, past 50% only by an admin override, any cut with a justification), a bonus as the
 * amount typed, and the team pool after this change.
 */
function LimitsStory() {
  const [participant] = useState(() => demoStageTargets().reportToReview);
  const [requested, setRequested] = useState<string | null>(null);
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

/** The demo cycle without a merit guideline (the large-change rule applies). */
function withoutGuideline() {
  const { cycle } = demoStageTargets();
  db.reviewCycles.update(cycle.id, { guideline: { ...cycle.guideline!, ranges: [] } });
}

/** The report's team pool cut to `amount`, so a raise goes over it. */
function smallPool(amount: number) {
  const { cycle, reportToReview } = demoStageTargets();
  const teamId = db.employees.find(reportToReview.employeeId)!.teamIds[0];
  db.reviewCycles.update(cycle.id, {
    teamBudgets: cycle.teamBudgets.map((t) =>
      t.teamId === teamId ? { ...t, increaseBudget: amount } : t,
    ),
  });
}

/** The report's manager review answered (a draft), so Submit for Approval reaches the server. */
function answered() {
  answerManagerReview({
    'Overall Rating': '4',
    'Performance Level': 'Strong',
    'Ready for Promotion': 'No',
    Collaboration: 'Consistently',
  });
}

const salaryOfReport = () => salaryOf(demoStageTargets().reportToReview.employeeId).amount!;

async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'Stage form' }, { timeout: 10_000 });
  await canvas.findByRole('region', { name: 'Merit guideline' }, { timeout: 10_000 });
  return canvas;
}

/**
 * A draft with a Base Salary row (no change yet) saved for the report, so the story types only the
 * amount (MUI's select menu opens in a portal the story runner cannot click into).
 */
function salaryRowDraft() {
  const { reportToReview: p, managerStage } = demoStageTargets();
  const type = db.compensationTypes.first(
    (t) => t.organizationId === 'org_acme' && t.name === 'Base Salary',
  )!;
  const salary = salaryOf(p.employeeId).amount!;
  db.compensationData.insert({
    participantId: p.id,
    stageId: managerStage.id,
    changes: [
      {
        type: type.id,
        typeName: type.name,
        currentValue: salary,
        proposedValue: salary,
        percentChange: 0,
        override: false,
      },
    ],
    justification: '',
    status: 'draft',
    exception: null,
    updatedAt: new Date().toISOString(),
  });
}

async function typeSalaryChange(canvasElement: HTMLElement, amount: string) {
  const field = await within(canvasElement).findByRole('textbox', { name: 'Change amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  return field;
}

const meta = {
  title: 'Review Cycles/Compensation Limits',
  component: LimitsStory,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    salaryRowDraft();
    return storySession('manager');
  },
} satisfies Meta<typeof LimitsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** $1,000,000,000,000: the field says the limit as it is typed, and Save Draft is refused. */
export const ManagerAmountAboveLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    const field = await typeSalaryChange(canvasElement, '1000000000000');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Must be at most 1,000,000,000'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Draft' }));
    await expect(
      await canvas.findByText('New value: Must be at most 1,000,000,000'),
    ).toBeInTheDocument();
  },
};

/**
 * No guideline and a raise of 80%: the salary field says it needs an admin override, the percent
 * shown; Submit for Approval is refused by the server with the same reason.
 */
export const ManagerLargeChangeNeedsOverride: Story = {
  beforeEach: () => {
    withoutGuideline();
    answered();
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    const raise = (salaryOfReport() * 0.8).toFixed(2);
    const field = await typeSalaryChange(canvasElement, raise);
    await expect(field).toHaveAccessibleDescription(
      expect.stringMatching(
        /^An increase of 80\.00% is more than 50% of the current salary and no guideline covers it: only an admin override with a justification can let it through\. Ask an admin/,
      ),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Justification/ }),
      'Promotion to principal.',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Exception justification/ }),
      'Matches the offer.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for Approval' }));
    const title = await canvas.findByText('Submission failed', {}, { timeout: 10_000 });
    await expect(title.closest('[role="alert"]')).toHaveTextContent(
      /An increase of 80\.00% is more than 50%/,
    );
    await expect(canvas.queryByRole('checkbox', { name: 'Admin override' })).toBeNull();
  },
};

/** The admin on the same form: the override checkbox and its justification let it through. */
export const AdminLargeChangeOverride: Story = {
  beforeEach: () => {
    withoutGuideline();
    return storySession('admin');
  },
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await typeSalaryChange(canvasElement, (salaryOfReport() * 0.8).toFixed(2));
    const override = canvas.getByRole('checkbox', { name: 'Admin override' });
    await expect(
      canvas.getByText(/no guideline covers it.*Tick Admin override and justify it to submit\./),
    ).toBeInTheDocument();
    await userEvent.click(override);
    await expect(override).toBeChecked();
  },
};

/** A raise past the team pool (a soft budget): the form warns with the pool after this change. */
export const ManagerOverBudgetWarning: Story = {
  beforeEach: () => {
    smallPool(1000);
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await typeSalaryChange(canvasElement, '3000');
    const pool = await canvas.findByRole('alert', { name: 'Team pool after this change' });
    await expect(pool).toHaveTextContent(
      /^Over budget\. .+ pool after this change: increase \$[\d,.]+ over the \$1,000\.00 pool;/,
    );
    await expect(pool).toHaveTextContent(/add an exception justification to submit/);
  },
};

const PAST_LIMIT =
  /^A raise of 900\.00% is more than 100% of the current salary: only an admin override with a justification can accept it\.$/;

/** 1e6 and a third decimal: the field keeps the text and says what is wrong; nothing is saved. */
export const ManagerAmountNotANumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    const field = await typeSalaryChange(canvasElement, '1e6');
    await expect(field).toHaveValue('1e6');
    await expect(field).toHaveAccessibleDescription('Enter an amount like 5,500.00');
    await typeSalaryChange(canvasElement, '300000.555');
    await expect(field).toHaveAccessibleDescription('Use at most two decimals');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Draft' }));
    await expect(
      await canvas.findByText('Change amount: Use at most two decimals'),
    ).toBeInTheDocument();
  },
};

/** A raise of nine times the salary (900%): the manager's field says only an admin override can accept it. */
export const ManagerRaisePastSanityLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    const field = await typeSalaryChange(canvasElement, (salaryOfReport() * 9).toFixed(2));
    await expect(field).toHaveAccessibleDescription(PAST_LIMIT);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('checkbox', { name: 'Admin override' })).toBeNull();
  },
};

/** The admin on the same raise: the override and its justification clear the field; the row still tells. */
export const AdminRaisePastSanityLimitOverride: Story = {
  beforeEach: () => storySession('admin'),
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    const field = await typeSalaryChange(canvasElement, (salaryOfReport() * 9).toFixed(2));
    await expect(field).toHaveAccessibleDescription(PAST_LIMIT);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Admin override' }));
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(
      canvas.getByText(/^A raise of 900\.00% is more than 100% of the current salary/),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Exception justification/ })).toBeRequired();
  },
};

/** A salary typed down to 0, then cut by 60%: the field says why each is refused before any save. */
export const ManagerPayCutPastLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    const field = await typeSalaryChange(canvasElement, `-${salaryOfReport().toFixed(2)}`);
    await expect(field).toHaveAccessibleDescription('A salary must be greater than 0.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await typeSalaryChange(canvasElement, `-${(salaryOfReport() * 0.6).toFixed(2)}`);
    await expect(field).toHaveAccessibleDescription(
      /^A decrease of 60\.00% is more than 50% of the current salary: only an admin override with a justification can let it through\./,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Draft' }));
    await expect(
      await canvas.findByText(/^Change amount: A decrease of 60\.00% is more than 50%/),
    ).toBeInTheDocument();
  },
};

/** A cut of 5,000: the form asks why, and Submit for Approval is held until the reason is given. */
export const ManagerPayCutNeedsJustification: Story = {
  beforeEach: () => {
    answered();
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await typeSalaryChange(canvasElement, '-5000');
    await expect(canvas.getByText('A pay decrease needs a justification.')).toBeInTheDocument();
    const reason = canvas.getByRole('textbox', { name: /Exception justification/ });
    await expect(reason).toBeRequired();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Justification/ }),
      'Back from the market premium.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for Approval' }));
    await expect(reason).toHaveAccessibleDescription('A pay decrease needs a justification.');
  },
};

/** The report paid 80,000 with a 3,000 bonus last year, and a draft holding an empty Annual Bonus row. */
function bonusRowDraft() {
  const { reportToReview: p, managerStage } = demoStageTargets();
  setPayHistory(p.employeeId, [{ date: '2025-03-01', salary: 80_000, bonus: 3_000 }]);
  const type = db.compensationTypes.first(
    (t) => t.organizationId === 'org_acme' && t.name === 'Annual Bonus',
  )!;
  // A story's own beforeEach runs after the file's: its draft replaces the file's.
  db.compensationData.removeWhere((c) => c.participantId === p.id);
  db.compensationData.insert({
    participantId: p.id,
    stageId: managerStage.id,
    changes: [
      {
        type: type.id,
        typeName: type.name,
        currentValue: 3_000,
        proposedValue: 0,
        percentChange: null,
        override: false,
      },
    ],
    justification: '',
    status: 'draft',
    exception: null,
    updatedAt: new Date().toISOString(),
  });
}

/** +3,000 next to last year's 3,000 bonus: the new value is the 3,000 typed, not 6,000. */
export const BonusIsTheAmountTyped: Story = {
  beforeEach: () => {
    bonusRowDraft();
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const canvas = await openForm(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: 'Compensation type' }),
    ).toHaveAccessibleDescription('Last paid: $3,000.00');
    await expect(canvas.getByRole('textbox', { name: 'Change percent' })).toBeDisabled();
    await typeSalaryChange(canvasElement, '3,000');
    await expect(canvas.getByLabelText('New value')).toHaveTextContent('$3,000.00');
  },
};
