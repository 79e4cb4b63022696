import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Recommendation } from '@/api/resources/recommendations';
import { EditRecommendationDialog } from './EditRecommendationDialog';

// Issue 17 §3: a change of amount restarts the approval chain; the admin is told before saving.
const WARNING =
  'Changing the amount restarts the approval chain: the 2 decisions already given are cleared and every approver decides again.';

const meta = {
  title: 'Review Cycles/Edit Recommendation Dialog',
  component: EditRecommendationDialog,
  args: {
    open: true,
    employeeName: 'Riley Chen',
    currentSalary: 100000,
    currentIncrease: 4000,
    currency: 'USD',
    decisionsGiven: 2,
    onCancel: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof EditRecommendationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approved recommendation: a new amount warns that the approvals restart; notes alone do not. */
export const ApprovedRecommendation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.queryByText(WARNING)).toBeNull();
    const amount = dialog.getByLabelText('Increase Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '4500');
    await expect(dialog.getByText(WARNING)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '4000');
    await expect(dialog.queryByText(WARNING)).toBeNull();
  },
};

/** Nobody has decided yet: nothing to warn about. */
export const NoDecisionsYet: Story = {
  args: { decisionsGiven: 0 },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    const amount = dialog.getByLabelText('Increase Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '4500');
    await expect(dialog.queryByText(/restarts the approval chain/)).toBeNull();
  },
};

/** Issue 17 §4: another admin changed the amount first: their amount shown, the input kept. */
export const EditedBySomeoneElse: Story = {
  args: { theirs: { id: 'rec_1', version: 'v2', proposedIncrease: 4500 } as Recommendation },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByText('This record was changed by someone else')).toBeInTheDocument();
    await expect(dialog.getByText('Increase Amount now:')).toBeInTheDocument();
    await expect(dialog.getByText('$4,500.00')).toBeInTheDocument();
    await expect(dialog.getByLabelText('Increase Amount')).toHaveValue(4000);
    await userEvent.click(dialog.getByRole('button', { name: 'Use Their Values' }));
    await expect(dialog.getByLabelText('Increase Amount')).toHaveValue(4500);
    await expect(dialog.getByText('Their values match what you entered.')).toBeInTheDocument();
  },
};
