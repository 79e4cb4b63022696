import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik } from 'formik';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CancelButton } from './CancelButton';
import { ConfirmProvider } from './ConfirmProvider';
import { FormDialog } from './FormDialog';
import { FormDirtyReporter } from './FormDirtyReporter';
import { SlideOver } from './SlideOver';

const renderWithConfirm = (ui: ReactElement) => render(<ConfirmProvider>{ui}</ConfirmProvider>);

function NameForm() {
  return (
    <Formik initialValues={{ name: '' }} onSubmit={vi.fn()}>
      <Form>
        <FormDirtyReporter />
        <Field name="name" aria-label="Team Name" />
      </Form>
    </Formik>
  );
}

describe('SlideOver', () => {
  it('is a dialog named by its title, with content and footer actions', () => {
    renderWithConfirm(
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

  it('closes at once with the close button and with Escape while nothing was typed', async () => {
    const user = userEvent.setup();
    const handleClose = vi.fn();
    renderWithConfirm(
      <SlideOver open onClose={handleClose} title="Edit User">
        <NameForm />
      </SlideOver>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(handleClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(handleClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });

  // Escape and the backdrop must not throw typed input away.
  it('asks before Escape, the close button or Cancel discard what was typed', async () => {
    const user = userEvent.setup();
    const handleClose = vi.fn();
    renderWithConfirm(
      <SlideOver
        open
        onClose={handleClose}
        title="Create Review Cycle"
        actions={<CancelButton onCancel={handleClose} />}
      >
        <NameForm />
      </SlideOver>,
    );
    await user.type(screen.getByLabelText('Team Name'), 'Platform');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(ask).toHaveTextContent('What you typed in this form will be lost.');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(handleClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Team Name')).toHaveValue('Platform');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(handleClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing once closed', async () => {
    const { rerender } = renderWithConfirm(
      <SlideOver open onClose={vi.fn()} title="Add User">
        content
      </SlideOver>,
    );
    rerender(
      <ConfirmProvider>
        <SlideOver open={false} onClose={vi.fn()} title="Add User">
          content
        </SlideOver>
      </ConfirmProvider>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  });
});

describe('FormDialog', () => {
  it('a backdrop click asks before discarding a changed form; unchanged, it just closes', async () => {
    const user = userEvent.setup();
    const handleClose = vi.fn();
    renderWithConfirm(
      <FormDialog open onClose={handleClose} aria-label="Add Team">
        <NameForm />
      </FormDialog>,
    );
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await user.click(backdrop);
    expect(handleClose).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Team Name'), 'Platform');
    await user.click(backdrop);
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(handleClose).toHaveBeenCalledTimes(1);
  });
});
