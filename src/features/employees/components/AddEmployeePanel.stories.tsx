import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@mocks/handlers/index';
import { db } from '@mocks/db';
import { ACME_ORG_ID, DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { storySession } from '@/test/story-session';
import { AddEmployeePanel } from './AddEmployeePanel';

const meta = {
  title: 'Admin/Employees/Add Employee',
  component: AddEmployeePanel,
  args: { open: true, onClose: fn(), onAdded: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof AddEmployeePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const panel = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('dialog', { name: 'Add Employee' }));
const field = (name: string) => async (canvasElement: HTMLElement) =>
  (await panel(canvasElement)).getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillValid(canvasElement: HTMLElement, email = '') {
  const form = await panel(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: /^First Name/ }), 'Ada');
  await userEvent.type(form.getByRole('textbox', { name: /^Last Name/ }), 'Byron');
  if (email) await userEvent.type(form.getByRole('textbox', { name: /^Work Email/ }), email);
  await userEvent.type(form.getByRole('textbox', { name: /^Position/ }), 'Engineer');
  await userEvent.type(form.getByLabelText(/^Hire Date/), '2026-02-01');
  await userEvent.type(form.getByRole('textbox', { name: /^Current Salary/ }), '95,000');
}

const submit = async (canvasElement: HTMLElement) =>
  userEvent.click((await panel(canvasElement)).getByRole('button', { name: 'Add Employee' }));

/** The empty form: what an employee without an account is, and its fields. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = await panel(canvasElement);
    await expect(form.getByText(/cannot sign in until you give them an account/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Currency/ })).toHaveValue('USD');
    await expect(await field('First Name')(canvasElement)).toHaveFocus();
  },
};

/** Submitting nothing: each required field says so, and nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    const form = await panel(canvasElement);
    for (const text of [
      'First name is required',
      'Last name is required',
      'Position is required',
      'Hire date is required',
    ])
      await expect(await form.findByText(text)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The import's rules, on their fields: an email's shape, a positive salary, a 3-letter currency. */
export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement, 'ada@');
    const form = await panel(canvasElement);
    const salary = form.getByRole('textbox', { name: /^Current Salary/ });
    await userEvent.clear(salary);
    await userEvent.type(salary, '0');
    const currency = form.getByRole('textbox', { name: /^Currency/ });
    await userEvent.clear(currency);
    await userEvent.type(currency, 'EURO');
    await submit(canvasElement);
    await expect(await form.findByText('Invalid email')).toBeVisible();
    await expect(form.getByText('Must be a positive amount')).toBeVisible();
    await expect(form.getByText('Currency must be a 3-letter code')).toBeVisible();
  },
};

/** A hire date from 1900 to a year ahead: 1800-01-01 (a slip for 2018) and one two years out say so. */
export const HireDateOutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    await fillValid(canvasElement);
    const form = await panel(canvasElement);
    const hireDate = form.getByLabelText(/^Hire Date/);
    await userEvent.clear(hireDate);
    await userEvent.type(hireDate, '1800-01-01');
    await submit(canvasElement);
    await expect(await form.findByText('Hire date cannot be before 1900-01-01')).toBeVisible();
    const twoYearsOut = `${new Date().getFullYear() + 2}-01-01`;
    fireEvent.change(hireDate, { target: { value: twoYearsOut } });
    await submit(canvasElement);
    await expect(
      await form.findByText('Hire date cannot be more than a year from today'),
    ).toBeVisible();
    await expect(args.onAdded).not.toHaveBeenCalled();
  },
};

/** An email that is already an employee's: the server's 409, under Email (once, not above the form too). */
export const EmailTaken: Story = {
  play: async ({ canvasElement, args }) => {
    await fillValid(canvasElement, DEMO_EMPLOYEE.email);
    await submit(canvasElement);
    const form = await panel(canvasElement);
    await waitFor(() =>
      expect(form.getAllByText('An employee with this email already exists')).toHaveLength(1),
    );
    await expect(form.getByRole('textbox', { name: /^Work Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A 400 the form cannot foresee (the manager was archived meanwhile): its detail on its field, once. */
export const ServerDetails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/employees', () =>
          HttpResponse.json(
            {
              error: 'Manager must be a manager or admin of the organization',
              details: [
                {
                  field: 'primaryManagerId',
                  message: 'Manager must be a manager or admin of the organization',
                },
              ],
            },
            { status: 400 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    const form = await panel(canvasElement);
    const manager = await form.findByRole('combobox', { name: /^Manager/ });
    await waitFor(() => expect(manager).toHaveAttribute('aria-invalid', 'true'));
    // Said on its field once, not again above the form.
    await expect(
      form.getAllByText('Manager must be a manager or admin of the organization'),
    ).toHaveLength(1);
  },
};

/** A valid employee is added (stored without an account) and the panel closes. */
export const Added: Story = {
  play: async ({ canvasElement, args }) => {
    const before = db.employees.lookup('organizationId', ACME_ORG_ID).length;
    await fillValid(canvasElement, 'ada.byron@acme.example');
    await submit(canvasElement);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(args.onAdded).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ada', user: null, currentSalary: 95000 }),
    );
    await expect(db.employees.lookup('organizationId', ACME_ORG_ID).length).toBe(before + 1);
  },
};

/** Closing a typed-in form asks first (the project's discard guard). */
export const DiscardGuard: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await panel(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await userEvent.click(form.getByRole('button', { name: 'Close' }));
    const ask = await page(canvasElement).findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Added on a level, in a zone: the answer already places their salary in the level's band. */
export const AddedOnALevel: Story = {
  play: async ({ canvasElement, args }) => {
    await fillValid(canvasElement);
    const form = await panel(canvasElement);
    await userEvent.click(form.getByRole('combobox', { name: 'Level' }));
    // fireEvent: in jsdom user-event cannot build events for MUI's menu ("view is not a Window").
    fireEvent.click(await page(canvasElement).findByRole('option', { name: 'L3 Senior' }));
    await userEvent.click(await form.findByRole('combobox', { name: 'Zone' }));
    fireEvent.click(await page(canvasElement).findByRole('option', { name: 'Zone B' }));
    await submit(canvasElement);
    await waitFor(() => expect(args.onAdded).toHaveBeenCalled());
    const l3 = db.levels.first((l) => l.organizationId === ACME_ORG_ID && l.name === 'L3 Senior')!;
    await expect(args.onAdded).toHaveBeenCalledWith(
      expect.objectContaining({
        levelId: l3.id,
        zone: 'Zone B',
        bandPosition: expect.objectContaining({ zone: 'Zone B', salary: 95000 }),
      }),
    );
  },
};
