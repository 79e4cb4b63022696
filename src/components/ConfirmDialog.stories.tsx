import { useState } from 'react';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete Review Cycle',
    message: 'Are you sure you want to delete this review cycle?',
    confirmLabel: 'Delete',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Neutral: Story = {
  args: {
    title: 'Change scope?',
    message: 'Changing the scope will reset the progress of this review cycle.',
    confirmLabel: 'Change Scope',
    destructive: false,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Change scope?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Changing the scope will reset the progress of this review cycle.',
    );
    // Not destructive: focus starts on the confirm button.
    const confirm = within(dialog).getByRole('button', { name: 'Change Scope' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { message: undefined, confirmLabel: undefined },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete Review Cycle' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    // Destructive: focus starts on Cancel.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
  },
};

function PromiseDemo() {
  const confirm = useConfirm();
  const [result, setResult] = useState('No answer yet');
  const handleClick = async () => {
    const confirmed = await confirm({
      title: 'Archive user',
      message: 'The user will no longer be able to sign in.',
      confirmLabel: 'Archive',
      destructive: true,
    });
    setResult(confirmed ? 'Archived' : 'Kept');
  };
  return (
    <>
      <Button onClick={handleClick}>Archive user</Button>
      <p>{result}</p>
    </>
  );
}

export const WithUseConfirm: Story = {
  render: () => (
    <ConfirmProvider>
      <PromiseDemo />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('No answer yet')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Archive user' }));
    let dialog = await body.findByRole('dialog', { name: 'Archive user' });
    await expect(dialog).toHaveAccessibleDescription('The user will no longer be able to sign in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Kept')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Archive user' }));
    dialog = await body.findByRole('dialog', { name: 'Archive user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(await canvas.findByText('Archived')).toBeInTheDocument();
  },
};
