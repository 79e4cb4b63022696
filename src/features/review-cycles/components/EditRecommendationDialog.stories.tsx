import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Recommendation } from '@/api/resources/recommendations';
import { EditRecommendationDialog } from './EditRecommendationDialog';

// A change of amount restarts the approval chain; the admin is told before saving.
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

/** Another admin changed the amount first: their amount shown, the input kept. */
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

/**
 * A promotion to L4 Lead: the dialog names it, and the compa-ratio after follows the
 * amount in the new band (110,000 – 132,000 – 154,000).
 */
export const Promotion: Story = {
  args: {
    promotion: 'Promotion: L3 Senior → L4 Lead',
    bandAfter: {
      levelId: 'level_l4',
      levelName: 'L4 Lead',
      zone: null,
      currency: 'USD',
      min: 110_000,
      mid: 132_000,
      max: 154_000,
      salary: 104_000,
      compaRatio: 0.7879,
      rangePenetration: -0.1364,
      status: 'below_min',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByText('Promotion: L3 Senior → L4 Lead')).toBeInTheDocument();
    // 104,000 ÷ 132,000.
    await expect(dialog.getByText('0.79 (Below minimum)')).toBeInTheDocument();
    const amount = dialog.getByLabelText('Increase Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '32000');
    await expect(dialog.getByText('1.00')).toBeInTheDocument();
  },
};
