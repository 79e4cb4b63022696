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
