import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { FormTextField } from './FormTextField';

const schema = yup.object({
  firstName: yup.string().required('First name is required'),
  email: yup.string().email('Please enter a valid email address').required('Email is required'),
});

function renderForm(onSubmit = vi.fn()) {
  render(
    <Formik
      initialValues={{ firstName: '', email: 'ada' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FormTextField name="firstName" label="First name" />
        <FormTextField name="email" label="Email" helperText="Work email" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return onSubmit;
}

describe('FormTextField', () => {
  it('shows no error before the first submit, even after leaving an invalid field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Work email');
  });

  it('shows the errors after submit and clears a field error as that field is edited', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('First name is required'));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );

    await user.type(screen.getByLabelText('Email'), 'x');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Work email'),
    );
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
  });

  it('submits the typed values', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ firstName: 'Ada', email: 'ada@example.com' });
  });
});

// Inputs the contract limits stop there and count.
describe('FormTextField with maxLength', () => {
  it('stops at the limit, counts for the eye and says when the limit is reached', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ name: '' }} onSubmit={vi.fn()}>
        <Form noValidate>
          <FormTextField
            name="name"
            label="Name"
            helperText="Shown on the team page"
            maxLength={5}
          />
        </Form>
      </Formik>,
    );
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('maxlength', '5');
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
    await user.type(name, 'Platform');
    expect(name).toHaveValue('Platf');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(
      'Shown on the team page Limit of 5 characters reached.',
    );
  });
});
