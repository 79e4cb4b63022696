import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { approvalRecommendation, PEOPLE, RESTART_EVENT } from '@/test/fixtures/approval-fixtures';
import { ApprovalHistoryDialog } from './ApprovalHistoryDialog';

const meta = {
  title: 'Review Cycles/Approval History Dialog',
  component: ApprovalHistoryDialog,
  args: {
    open: true,
    employeeName: 'Riley Chen',
    recommendation: approvalRecommendation([true, null, null]),
    onClose: fn(),
  },
  // A manager: the dialog without the admin's audit section.
  beforeEach: () => storySession('manager'),
} satisfies Meta<typeof ApprovalHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps in their order; the next one to decide is marked. */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    const approvers = within(within(dialog).getByRole('list', { name: 'Approvers' }));
    await expect(approvers.getByText('Step 1 of 3: Jordan Patel')).toBeInTheDocument();
    await expect(approvers.getByText('Step 2 of 3: Priya Raman')).toBeInTheDocument();
    await expect(approvers.getByText('Awaiting decision (next)')).toBeInTheDocument();
  },
};

/** An admin changed the amount of an approved recommendation: the chain restarted, and why. */
export const Restarted: Story = {
  args: {
    recommendation: approvalRecommendation([null, null, null], PEOPLE.manager, [RESTART_EVENT]),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    const history = within(within(dialog).getByRole('list', { name: 'History' }));
    await expect(history.getByText('Approvals restarted by Morgan Lee')).toBeInTheDocument();
    await expect(
      history.getByText(/Comments: Amount changed by Morgan Lee \(admin edit\)/),
    ).toBeInTheDocument();
    await expect(history.getByText(/Increase \$4,000\.00 → \$4,500\.00/)).toBeInTheDocument();
  },
};

/**
 * A promotion: the level change and the compa-ratio after head the dialog; an admin's
 * change of the new level restarted the chain, and the history says from which level to which.
 */
export const Promotion: Story = {
  args: {
    recommendation: {
      ...approvalRecommendation([null, null, null], PEOPLE.manager, [
        {
          ...RESTART_EVENT,
          comments: 'Amount changed by Morgan Lee (admin edit)',
          before: { ...RESTART_EVENT.before!, newLevel: { id: 'level_l4', name: 'L4 Lead' } },
          after: { ...RESTART_EVENT.after!, newLevel: { id: 'level_l5', name: 'L5 Principal' } },
        },
      ]),
      currentLevel: { id: 'level_l3', name: 'L3 Senior' },
      newLevel: { id: 'level_l5', name: 'L5 Principal' },
      // 104,500 in L5 Principal's 140,000 – 168,000 – 196,000: 0.62, below its minimum.
      bandAfter: {
        levelId: 'level_l5',
        levelName: 'L5 Principal',
        zone: null,
        currency: 'USD',
        min: 140_000,
        mid: 168_000,
        max: 196_000,
        salary: 104_500,
        compaRatio: 0.622,
        rangePenetration: -0.6339,
        status: 'below_min',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(
      dialog.getByText(
        'Promotion: L3 Senior → L5 Principal · Compa-ratio after: 0.62 (Below minimum)',
      ),
    ).toBeInTheDocument();
    const history = within(dialog.getByRole('list', { name: 'History' }));
    await expect(history.getByText(/New level L4 Lead → L5 Principal/)).toBeInTheDocument();
  },
};
