import { useState } from 'react';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
};

export const TitleOnly: Story = { args: { message: undefined, confirmLabel: undefined } };

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
};
