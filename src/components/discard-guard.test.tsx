import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Field, Form, Formik, useField, useFormikContext } from 'formik';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from './ConfirmProvider';
import { FormDialog } from './FormDialog';
import { FormDirtyReporter } from './FormDirtyReporter';
import { FormSelectField } from './FormSelectField';
import { FORM_SAVED } from './FormSubmittingReporter';
import { SlideOver } from './SlideOver';

const TEAMS = ['Engineering', 'Platform Engineering', 'Sales'];

/** Teams as the cycle form picks them: a multiple autocomplete. */
function TeamsAutocomplete() {
  const [field, , helpers] = useField<string[]>('teams');
  return (
    <Autocomplete
      multiple
      options={TEAMS}
      value={field.value}
      onChange={(_event, value) => void helpers.setValue(value)}
      renderInput={(params) => <TextField {...params} label="Teams" />}
    />
  );
}

function EmployeeForm() {
  return (
    <Formik initialValues={{ name: '', teams: [] as string[], teamIds: [] }} onSubmit={vi.fn()}>
      <Form>
        <FormDirtyReporter />
        <Field name="name" aria-label="Name" />
        <TeamsAutocomplete />
        <FormSelectField
          name="teamIds"
          label="Team Memberships"
          options={TEAMS.map((t) => ({ value: t, label: t }))}
          multiple
        />
      </Form>
    </Formik>
  );
}

const containers: Array<[string, (onClose: () => void) => ReactElement]> = [
  [
    'a slide-over',
    (onClose) => (
      <SlideOver open onClose={onClose} title="Edit Employee">
        <EmployeeForm />
      </SlideOver>
    ),
  ],
  [
    'a form dialog',
    (onClose) => (
      <FormDialog open onClose={onClose} aria-label="Edit Employee">
        <EmployeeForm />
      </FormDialog>
    ),
  ],
];

const noQuestion = () =>
  expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();

describe.each(containers)('Escape in a drop-down of %s', (_name, container) => {
  async function openChanged() {
    const user = userEvent.setup();
    const handleClose = vi.fn();
    render(<ConfirmProvider>{container(handleClose)}</ConfirmProvider>);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    return { user, handleClose };
  }

  it('closes the Teams list only, and after a pick does not ask to discard the form', async () => {
    const { user, handleClose } = await openChanged();
    const teams = screen.getByRole('combobox', { name: 'Teams' });
    await user.click(teams);
    await user.click(await screen.findByRole('option', { name: 'Sales' }));
    await user.keyboard('{Escape}');
    await user.click(teams);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    noQuestion();
    expect(handleClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sales' })).toBeInTheDocument();
  });

  it('closes an open select list only', async () => {
    const { user, handleClose } = await openChanged();
    await user.click(screen.getByRole('combobox', { name: /^Team Memberships/ }));
    await user.click(await screen.findByRole('option', { name: 'Engineering' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    noQuestion();
    expect(handleClose).not.toHaveBeenCalled();
  });

  it('still asks when Escape is pressed elsewhere in the changed form', async () => {
    const { user, handleClose } = await openChanged();
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(handleClose).toHaveBeenCalledTimes(1);
  });
});

function SaveButton() {
  const { setStatus } = useFormikContext();
  return (
    <button type="button" onClick={() => setStatus(FORM_SAVED)}>
      Save
    </button>
  );
}

describe('a form dialog that has saved', () => {
  function SavedForm() {
    return (
      <Formik initialValues={{ name: '' }} onSubmit={vi.fn()}>
        <Form>
          <FormDirtyReporter />
          <Field name="name" aria-label="Name" />
          <SaveButton />
        </Form>
      </Formik>
    );
  }

  it('asks nothing when a late click or Escape reaches it while it closes', async () => {
    const user = userEvent.setup();
    const handleClose = vi.fn();
    render(
      <ConfirmProvider>
        <FormDialog open onClose={handleClose} aria-label="Add Team">
          <SavedForm />
        </FormDialog>
      </ConfirmProvider>,
    );
    await user.type(screen.getByLabelText('Name'), 'Data Platform');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(handleClose).toHaveBeenCalledTimes(1);
    noQuestion();
  });

  it('takes an open "Discard changes?" away with it', async () => {
    const user = userEvent.setup();
    const dialog = (open: boolean) => (
      <ConfirmProvider>
        <FormDialog open={open} onClose={vi.fn()} aria-label="Add Team">
          <SavedForm />
        </FormDialog>
      </ConfirmProvider>
    );
    const { rerender } = render(dialog(true));
    await user.type(screen.getByLabelText('Name'), 'Data Platform');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    rerender(dialog(false));
    await waitFor(noQuestion);
  });
});
