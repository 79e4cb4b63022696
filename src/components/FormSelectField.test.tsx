import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { FormSelectField } from './FormSelectField';

const types = [
  { value: 1, label: 'Technology' },
  { value: 2, label: 'Healthcare' },
];
const teams = [
  { value: 't1', label: 'Engineering' },
  { value: 't2', label: 'Sales' },
];

function renderForm(onSubmit = vi.fn()) {
  render(
    <Formik
      initialValues={{ organizationTypeId: '' as number | '', teamIds: [] as string[] }}
      validationSchema={yup.object({
        organizationTypeId: yup.number().required('Organization type is required'),
      })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FormSelectField
          name="organizationTypeId"
          label="Organization type"
          options={types}
          placeholder="Select a type..."
        />
        <FormSelectField name="teamIds" label="Teams" options={teams} multiple />
        <button type="submit">Create Account</button>
      </Form>
    </Formik>,
  );
  return onSubmit;
}

describe('FormSelectField', () => {
  it('shows the placeholder, then the required error after submit, cleared by choosing', async () => {
    const user = userEvent.setup();
    renderForm();
    const select = screen.getByRole('combobox', { name: 'Organization type' });
    expect(select).toHaveTextContent('Select a type...');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getByText('Organization type is required')).toBeInTheDocument(),
    );

    await user.click(select);
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Healthcare' }),
    );
    await waitFor(() => expect(screen.queryByText('Organization type is required')).toBeNull());
    expect(select).toHaveTextContent('Healthcare');
  });

  it('submits the option values, numbers and arrays included', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Organization type' }));
    await user.click(screen.getByRole('option', { name: 'Technology' }));

    await user.click(screen.getByRole('combobox', { name: 'Teams' }));
    await user.click(screen.getByRole('option', { name: 'Engineering' }));
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Teams' })).toHaveTextContent('Engineering, Sales');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ organizationTypeId: 1, teamIds: ['t1', 't2'] });
  });
});
