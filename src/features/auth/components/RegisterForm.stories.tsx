import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Auth/Register/Form',
  component: RegisterForm,
  args: { onRegisteredWithoutSignIn: fn() },
  parameters: { router: { path: '/auth/register' }, layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 440 }}>
        <Story />
      </Box>
    ),
  ],
  // The seeded organization types get generated ids: fill the form with the first one.
  render: (args) => (
    <RegisterForm
      {...args}
      initialValues={{
        firstName: 'Morgan',
        lastName: 'Lee',
        email: 'admin@meritly.demo',
        password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
        organizationName: 'Acme Robotics',
        organizationTypeId: db.organizationTypes.all()[0]?.id ?? '',
      }}
    />
  ),
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Create account' }));
    await expect(form.getByLabelText(/^First name/)).toHaveValue('Morgan');
    await expect(form.getByLabelText(/^Last name/)).toHaveValue('Lee');
    await expect(form.getByLabelText(/^Email/)).toHaveValue('admin@meritly.demo');
    await expect(form.getByLabelText(/^Organization name/)).toHaveValue('Acme Robotics');
    const firstType = db.organizationTypes.all()[0]?.name ?? '';
    // The chosen type shows once the organization types have arrived.
    const types = form.getByRole('combobox', { name: /^Organization type/ });
    await waitFor(() => expect(types).toHaveTextContent(firstType), { timeout: 5000 });
    // 'Str0ng!Pass' meets the spec's five password rules.
    const rules = within(form.getByRole('list', { name: 'Password requirements' })).getAllByRole(
      'listitem',
    );
    await expect(rules).toHaveLength(5);
    for (const rule of rules) await expect(rule).toHaveAttribute('data-met', 'true');
    await expect(
      form.getByRole('checkbox', { name: 'Send me product news and tips (optional)' }),
    ).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Create account' })).toBeEnabled();
  },
};

export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
  },
};

export const RegistrationFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/register', () => new HttpResponse(null, { status: 500 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Registration failed')).toBeInTheDocument();
  },
};
