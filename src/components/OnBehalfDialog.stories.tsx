import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnBehalfDialog } from './OnBehalfDialog';

// The contract's text (openapi.yaml, approveRecommendation: onBehalfJustification).
const NO_JUSTIFICATION = 'A justification is required to decide on behalf of another approver.';

const meta = {
  title: 'Components/OnBehalfDialog',
  component: OnBehalfDialog,
  args: {
    open: true,
    approverName: 'Priya Raman',
    action: 'approve it',
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof OnBehalfDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whose step it is, and a required justification: confirming without one says so on the field. */
export const JustificationRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Decide on behalf of Priya Raman?' }),
    );
    await expect(dialog.getByText(/This step is assigned to Priya Raman/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Override and continue' }));
    await expect(
      dialog.getByRole('textbox', { name: /^Justification/ }),
    ).toHaveAccessibleDescription(NO_JUSTIFICATION);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** With a justification the admin goes on; it is sent trimmed. */
export const Justified: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Decide on behalf of Priya Raman?' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Justification/ }), ' On leave ');
    await userEvent.click(dialog.getByRole('button', { name: 'Override and continue' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('On leave');
  },
};

/** A bulk approval whose selection holds steps of several approvers. */
export const Bulk: Story = {
  args: {
    approverName: 'Jordan Patel, Priya Raman',
    action: 'approve the selected recommendations',
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText(/To approve the selected recommendations for them/),
    ).toBeInTheDocument();
  },
};
