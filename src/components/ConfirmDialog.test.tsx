import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

function DeleteButton({ onDelete }: { onDelete: () => void }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  const handleDelete = async () => {
    const confirmed = await confirm({
      title: 'Delete Review Cycle',
      message: 'Are you sure you want to delete this review cycle?',
      confirmLabel: 'Delete',
      destructive: true,
    });
    setAnswer(String(confirmed));
    if (confirmed) onDelete();
  };
  return (
    <>
      <button type="button" onClick={handleDelete}>
        Delete cycle
      </button>
      <output>{answer}</output>
    </>
  );
}

function renderWithProvider(onDelete = vi.fn()) {
  render(
    <ConfirmProvider>
      <DeleteButton onDelete={onDelete} />
    </ConfirmProvider>,
  );
  return onDelete;
}

describe('useConfirm', () => {
  it('resolves true and runs the action when confirmed', async () => {
    const user = userEvent.setup();
    const onDelete = renderWithProvider();
    await user.click(screen.getByRole('button', { name: 'Delete cycle' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Review Cycle' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this review cycle?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('resolves false on cancel and on Escape', async () => {
    const user = userEvent.setup();
    const onDelete = renderWithProvider();
    await user.click(screen.getByRole('button', { name: 'Delete cycle' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete cycle' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DeleteButton onDelete={vi.fn()} />)).toThrow(
      'useConfirm must be used inside <ConfirmProvider>',
    );
  });
});

describe('ConfirmDialog', () => {
  it('uses the default labels and focuses the confirm button when not destructive', async () => {
    const user = userEvent.setup();
    const handleConfirm = vi.fn();
    render(
      <ConfirmDialog open title="Reset progress?" onConfirm={handleConfirm} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(handleConfirm).toHaveBeenCalledTimes(1);
  });
});
