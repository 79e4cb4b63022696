import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlideOver } from './SlideOver';

describe('SlideOver', () => {
  it('is a dialog named by its title, with content and footer actions', () => {
    render(
      <SlideOver
        open
        onClose={vi.fn()}
        title="Create Review Cycle"
        actions={<button type="button">Save</button>}
      >
        <p>Form fields</p>
      </SlideOver>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Create Review Cycle' });
    expect(dialog).toHaveTextContent('Form fields');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('closes with the close button and with Escape', async () => {
    const user = userEvent.setup();
    const handleClose = vi.fn();
    render(
      <SlideOver open onClose={handleClose} title="Edit User">
        <input aria-label="First name" />
      </SlideOver>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(handleClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(handleClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing once closed', async () => {
    const { rerender } = render(
      <SlideOver open onClose={vi.fn()} title="Add User">
        content
      </SlideOver>,
    );
    rerender(
      <SlideOver open={false} onClose={vi.fn()} title="Add User">
        content
      </SlideOver>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  });
});
