import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { answerManagerReview, demoStageTargets } from '@/test/fixtures/stage-fixtures';
import { db } from '@mocks/db';
import { setPayHistory } from '@mocks/test/pay-history';
import { readStageUser } from '../stage-user';
import { ParticipantStage } from './ParticipantStage';

/**
 * The recommendation form's pay band, for a report of the demo manager put on the demo
 * ladder's L3 Senior (85,000 – 102,000 – 119,000) at a salary of the story's: the band position
 * before and after as the increase is typed, the red-circle suggestion and the promotion to L4 Lead
 * (110,000 – 132,000 – 154,000) with its minimum rule.
 */
function PayBandStory() {
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

const level = (name: string) =>
  db.levels.first((l) => l.organizationId === 'org_acme' && l.name === name)!;

/**
 * The report on L3 Senior (default zone) at `salary`, with a draft holding a Base Salary row (no
 * change yet) and, when given, the promotion (MUI's menus open in a portal the story runner cannot
 * click into, so the level comes with the draft).
 */
function onL3(salary: number, newLevel?: string) {
  const { reportToReview: p, managerStage } = demoStageTargets();
  db.employees.update(p.employeeId, { levelId: level('L3 Senior').id, zone: null });
  setPayHistory(p.employeeId, [{ date: '2026-01-01', salary }]);
  const type = db.compensationTypes.first(
    (t) => t.organizationId === 'org_acme' && t.name === 'Base Salary',
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
        currentValue: salary,
        proposedValue: salary,
        percentChange: 0,
        override: false,
      },
    ],
    justification: '',
    status: 'draft',
    exception: null,
    newLevelId: newLevel ? level(newLevel).id : null,
    promotionJustification: null,
    updatedAt: new Date().toISOString(),
  });
}

/** No guideline range and the manager review answered, so a submit reaches the promotion rule. */
function readyToSubmit() {
  const { cycle } = demoStageTargets();
  db.reviewCycles.update(cycle.id, { guideline: { ...cycle.guideline!, ranges: [] } });
  answerManagerReview({
    'Overall Rating': '4',
    'Performance Level': 'Strong',
    'Ready for Promotion': 'Yes',
    Collaboration: 'Consistently',
  });
}

async function bandTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole(
    'table',
    { name: 'Band position before and after' },
    { timeout: 10_000 },
  );
  return { canvas, table };
}

/** The row of `label`: its before and after cells, e.g. 'Compa-ratio0.951.00'. */
const row = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr')!;

async function typeIncrease(canvasElement: HTMLElement, amount: string) {
  const field = await within(canvasElement).findByRole('textbox', { name: 'Change amount' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
}

const meta = {
  title: 'Review Cycles/Pay Band',
  component: PayBandStory,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    onL3(96_900);
    return storySession('manager');
  },
} satisfies Meta<typeof PayBandStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 96,900 on L3 (compa 0.95): a raise of 5,100 reaches the midpoint (1.00, half the range). */
export const InRange: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await bandTable(canvasElement);
    await expect(row(table, 'Level')).toHaveTextContent('LevelL3 SeniorL3 Senior');
    await expect(row(table, 'Compa-ratio')).toHaveTextContent('Compa-ratio0.950.95');
    await typeIncrease(canvasElement, '5100');
    await waitFor(() =>
      expect(row(table, 'Salary')).toHaveTextContent('Salary$96,900.00$102,000.00'),
    );
    await expect(row(table, 'Compa-ratio')).toHaveTextContent('Compa-ratio0.951.00');
    // (102,000 − 85,000) ÷ (119,000 − 85,000) = 50%; before (96,900 − 85,000) ÷ 34,000 = 35%.
    await expect(row(table, 'Range penetration')).toHaveTextContent('Range penetration35%50%');
    await expect(row(table, 'Position')).toHaveTextContent('PositionIn rangeIn range');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** 80,000 on L3, under its 85,000 minimum: flagged before; a raise of 6,000 brings it in range. */
export const BelowMinimum: Story = {
  beforeEach: () => {
    onL3(80_000);
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const { table } = await bandTable(canvasElement);
    await expect(row(table, 'Position')).toHaveTextContent('PositionBelow minimumBelow minimum');
    await expect(row(table, 'Compa-ratio')).toHaveTextContent('Compa-ratio0.780.78');
    await typeIncrease(canvasElement, '6000');
    await waitFor(() =>
      expect(row(table, 'Position')).toHaveTextContent('PositionBelow minimumIn range'),
    );
  },
};

/**
 * 125,000 on L3, over its 119,000 maximum (a red circle): the form suggests a lump sum, and the
 * button moves the typed base increase into a Spot Bonus (the demo's one-off bonus) instead.
 */
export const AboveMaximumLumpSum: Story = {
  beforeEach: () => {
    onL3(125_000);
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await bandTable(canvasElement);
    await expect(row(table, 'Position')).toHaveTextContent('PositionAbove maximumAbove maximum');
    const suggestion = await canvas.findByRole('alert');
    await expect(suggestion).toHaveTextContent(
      'Above the band maximum: consider a lump-sum bonus instead of a base increase',
    );
    await typeIncrease(canvasElement, '5000');
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Move $5,000.00 to Spot Bonus' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Change amount' })).toHaveValue('0');
    await expect(canvas.getByRole('textbox', { name: 'Change amount 2' })).toHaveValue('5000.00');
    await expect(canvas.getByRole('combobox', { name: 'Compensation type 2' })).toHaveTextContent(
      'Spot Bonus',
    );
    await expect(row(table, 'Salary')).toHaveTextContent('Salary$125,000.00$125,000.00');
  },
};

/**
 * Promoted to L4 Lead with 100,000 + 10,000: at the new minimum, compa 0.83, nothing to justify;
 * the raise is judged against the promotion's guideline, not the merit matrix's cell.
 */
export const PromotionMeetsMinimum: Story = {
  beforeEach: () => {
    onL3(100_000, 'L4 Lead');
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await bandTable(canvasElement);
    // The form can re-render while its levels load (seen in Chromium on a busy machine).
    const promoteTo = await canvas.findByRole(
      'combobox',
      { name: 'Promote to' },
      { timeout: 10_000 },
    );
    await expect(promoteTo).toHaveTextContent('L4 Lead');
    await expect(
      await canvas.findByText('New band: $110,000.00 – $154,000.00, midpoint $132,000.00'),
    ).toBeInTheDocument();
    await typeIncrease(canvasElement, '10000');
    await waitFor(() => expect(row(table, 'Level')).toHaveTextContent('LevelL3 SeniorL4 Lead'));
    // 110,000 ÷ 132,000 = 0.83, at the minimum: in range.
    await expect(row(table, 'Compa-ratio')).toHaveTextContent('Compa-ratio0.980.83');
    await expect(row(table, 'Position')).toHaveTextContent('PositionIn rangeIn range');
    await expect(canvas.queryByRole('textbox', { name: /Promotion justification/ })).toBeNull();
    const guideline = canvas.getByRole('region', { name: 'Merit guideline' });
    await expect(guideline).toHaveTextContent(
      "Promotion guideline: 10.00%–20.00%, at least $110,000.00 (the new band's minimum) (soft; the merit matrix does not apply to a promotion)",
    );
    await expect(canvas.queryByRole('textbox', { name: /Exception justification/ })).toBeNull();
  },
};

const BELOW =
  "The new salary $105,000.00 is below the new band's minimum $110,000.00: raise it or give a justification.";

/**
 * 100,000 + 5,000 stays under L4's minimum: the justification appears with the rule, and Submit
 * for Approval without one puts the rule on the field; what was typed stays.
 */
export const PromotionBelowMinimum: Story = {
  beforeEach: () => {
    onL3(100_000, 'L4 Lead');
    readyToSubmit();
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await bandTable(canvasElement);
    await typeIncrease(canvasElement, '5000');
    const justification = await canvas.findByRole('textbox', { name: /Promotion justification/ });
    await expect(justification).toHaveAccessibleDescription(expect.stringContaining(BELOW));
    await expect(row(table, 'Position')).toHaveTextContent('PositionIn rangeBelow minimum');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Justification/ }), 'Leads L4 work.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for Approval' }));
    await waitFor(() => expect(justification).toHaveAttribute('aria-invalid', 'true'));
    await expect(justification).toHaveAccessibleDescription(expect.stringContaining(BELOW));
    await expect(canvas.getByRole('textbox', { name: 'Change amount' })).toHaveValue('5000');
  },
};

/**
 * The level was deleted after the form read the levels: the server refuses the promotion and its
 * message shows on Promote to, with the failure above the form; the input stays.
 */
export const PromotionRefusedByServer: Story = {
  beforeEach: () => {
    onL3(100_000, 'L4 Lead');
    readyToSubmit();
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await bandTable(canvasElement);
    await typeIncrease(canvasElement, '15000');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Justification/ }), 'Leads L4 work.');
    db.levels.remove(level('L4 Lead').id);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for Approval' }));
    const failed = await canvas.findByText('Submission failed', {}, { timeout: 10_000 });
    await expect(failed.closest('[role="alert"]')).toHaveTextContent('Level not found');
    const select = canvas.getByRole('combobox', { name: 'Promote to' });
    await expect(select).toHaveAccessibleDescription('Level not found');
    await expect(canvas.getByRole('textbox', { name: 'Change amount' })).toHaveValue('15000');
  },
};

/** The same at a phone's width (390 px): the band table and the promotion fit without scrolling sideways. */
export const PromotionBelowMinimumMobile: Story = {
  ...PromotionBelowMinimum,
  globals: { viewport: { value: 'mobile1' } },
  play: async (context) => {
    await PromotionBelowMinimum.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth || page.scrollWidth);
  },
};
