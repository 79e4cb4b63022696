import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the text and runs the action', async () => {
    const user = userEvent.setup();
    const handleCreate = vi.fn();
    render(
      <EmptyState
        text="No review cycles found"
        actionLabel="Create First Review Cycle"
        onAction={handleCreate}
      />,
    );
    expect(screen.getByText('No review cycles found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create First Review Cycle' }));
    expect(handleCreate).toHaveBeenCalledTimes(1);
  });

  it('has no button without an action', () => {
    render(<EmptyState text="No stages found." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
