import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { rowControlsSx } from '@/components/row-controls-sx';
import { approvalRecommendation, approvalRow, PEOPLE } from '@/test/fixtures/approval-fixtures';
import { RecommendationActions } from './RecommendationActions';

// The approval rule's texts (the row says who can decide, or why the viewer cannot).
const SUBMITTED = 'You submitted this recommendation; another approver must decide';
const ABOUT_YOU = 'This recommendation is about you; another approver must decide';
const TWO_STEPS =
  'You decided another step of this recommendation; someone else must decide this one';

const meta = {
  title: 'Review Cycles/Recommendation Actions',
  component: RecommendationActions,
  // The cell's buttons take their look from the participants table's rule.
  decorators: [(Story) => <Box sx={rowControlsSx}>{Story()}</Box>],
  args: {
    row: approvalRow(approvalRecommendation([null, null, null])),
    currentEmployeeId: PEOPLE.manager.id,
    isAdmin: false,
    onCommand: fn(),
  },
} satisfies Meta<typeof RecommendationActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Riley Chen';

/** The manager submitted it: no Approve or Reject, and the row says another approver decides. */
export const OwnSubmission: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SUBMITTED)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: `Approve ${name}` })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Reject ${name}` })).toBeNull();
  },
};

/** The next approver: Approve and Reject, which name the step they decide. */
export const NextApprover: Story = {
  args: {
    row: approvalRow(approvalRecommendation([true, null, null])),
    currentEmployeeId: PEOPLE.head.id,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('button', { name: `Approve ${name}` });
    await expect(approve).toHaveAttribute('title', 'Step 2 of 3');
    await expect(canvas.getByRole('button', { name: `Reject ${name}` })).toBeEnabled();
  },
};

/** A later approver waits: the row names whose turn it is. */
export const AwaitingEarlierStep: Story = {
  args: {
    row: approvalRow(approvalRecommendation([true, null, null])),
    currentEmployeeId: PEOPLE.admin.id,
    isAdmin: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Awaiting Priya Raman (step 2 of 3)')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: `Approve ${name}` })).toBeNull();
  },
};

/** The next approver submitted it themself: an admin decides that step for them. */
export const AwaitingAdmin: Story = {
  args: { currentEmployeeId: PEOPLE.head.id },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Awaiting an admin on behalf of Jordan Patel (step 1 of 3)'),
    ).toBeInTheDocument();
  },
};

/**
 * An admin decides the first undecided step on behalf of its approver, and may undo the last
 * (an approver's, not a submitter's own step: here HR submitted it and Jordan approved step 1).
 */
export const AdminOnBehalf: Story = {
  args: {
    row: approvalRow(approvalRecommendation([true, null, null], PEOPLE.hr)),
    currentEmployeeId: PEOPLE.admin.id,
    isAdmin: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Approve ${name}` })).toHaveAttribute(
      'title',
      'Step 2 of 3, on behalf of Priya Raman',
    );
    await expect(canvas.getByRole('button', { name: `Undo ${name}` })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: `Edit recommendation of ${name}` }),
    ).toBeVisible();
  },
};

/** An admin's own recommendation: they may neither decide on it nor edit its amount. */
export const AboutYourself: Story = {
  args: {
    row: approvalRow(approvalRecommendation([true, true, null]), PEOPLE.admin),
    currentEmployeeId: PEOPLE.admin.id,
    isAdmin: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ABOUT_YOU)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Approve / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Undo / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit recommendation / })).toBeNull();
  },
};

/**
 * An admin who decided step 1 on Jordan's behalf: nobody decides two steps of one chain, so the
 * next step is someone else's, and the row says so (the admin may still undo their decision).
 */
export const DecidedAnotherStep: Story = {
  args: {
    row: (() => {
      const rec = approvalRecommendation([true, null, null], PEOPLE.hr);
      rec.approvalSteps[0]!.decidedById = PEOPLE.admin.id;
      return approvalRow(rec);
    })(),
    currentEmployeeId: PEOPLE.admin.id,
    isAdmin: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TWO_STEPS)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: `Approve ${name}` })).toBeNull();
    await expect(canvas.getByRole('button', { name: `Undo ${name}` })).toBeInTheDocument();
  },
};

/** An approver whose decision a later step built on: no Undo (the chain unwinds from its end). */
export const LaterStepDecided: Story = {
  args: {
    row: approvalRow(approvalRecommendation([true, true, null], PEOPLE.admin)),
    currentEmployeeId: PEOPLE.manager.id,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: `Undo ${name}` })).toBeNull();
    await expect(
      canvas.getByText('Awaiting an admin on behalf of Morgan Lee (step 3 of 3)'),
    ).toBeInTheDocument();
  },
};
