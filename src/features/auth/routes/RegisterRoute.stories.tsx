import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import RegisterRoute from './RegisterRoute';

const meta = {
  title: 'Auth/Register',
  component: RegisterRoute,
  parameters: { router: { path: '/auth/register' } },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    // Spec 01: the registration fields, empty, with the organization types loaded.
    const form = within(canvas.getByRole('form', { name: 'Create account' }));
    for (const label of [
      /^First name/,
      /^Last name/,
      /^Email/,
      /^Password\W*$/,
      /^Confirm password/,
      /^Organization name/,
    ]) {
      await expect(form.getByLabelText(label)).toHaveValue('');
    }
    await expect(
      form.getByRole('checkbox', { name: 'Send me product news and tips (optional)' }),
    ).not.toBeChecked();
    const types = form.getByRole('combobox', { name: /^Organization type/ });
    await waitFor(() => expect(types).not.toHaveAttribute('aria-disabled', 'true'), {
      timeout: 5000,
    });
    fireEvent.mouseDown(types);
    const listbox = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    for (const type of db.organizationTypes.all()) {
      await expect(listbox.getByRole('option', { name: type.name })).toBeInTheDocument();
    }
  },
};

export const LoadingOrganizationTypes: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/organization/types', async () => {
          await delay(30_000);
          return HttpResponse.json({ data: [] });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByText('Loading organization types...');
    await expect(note).toBeInTheDocument();
    // Readable while the field waits (axe: the disabled grey fails contrast).
    await expect(note).not.toHaveClass('Mui-disabled');
  },
};

export const OrganizationTypesError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/organization/types', () =>
          HttpResponse.json({ error: 'Unavailable' }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load organization types. Please try again.'),
    ).toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('First name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Please confirm your password')).toBeInTheDocument();
  },
};

export const PasswordChecklist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Abcdefg1');
    const list = canvas.getByRole('list', { name: 'Password requirements' });
    await expect(within(list).getByText(/A special character/)).toHaveTextContent('(not met)');
  },
};
