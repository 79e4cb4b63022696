import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { ACME_ORG_ID, DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import { RULE_PEOPLE } from '@mocks/seed/acme-rules';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import EmployeesRoute from './EmployeesRoute';

const meta = {
  title: 'Admin/Employees',
  component: EmployeesRoute,
  parameters: { router: { path: '/admin/employees' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof EmployeesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const [imported] = RULE_PEOPLE.noAccount;
const importedName = `${imported.firstName} ${imported.lastName}`;
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Employees' }, { timeout: 10_000 });
const acmeCount = () => db.employees.all().filter((e) => e.organizationId === ACME_ORG_ID).length;

/** The admin's directory: 50 to a page, every employee counted, salaries shown, accounts told. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByRole('columnheader', { name: 'Current Salary' })).toBeVisible();
    await expect(
      await within(canvasElement).findByText(`1–50 of ${acmeCount()}`),
    ).toBeInTheDocument();
    await expect(rows.getByRole('link', { name: 'Riley Chen' })).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Manage accounts under Users' }),
    ).toBeInTheDocument();
  },
};

/** An employee imported without an account: found by search, told "No account". */
export const SearchFindsAnEmployeeWithoutAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search employees...' }),
      imported.lastName,
    );
    const link = await canvas.findByRole('link', { name: importedName }, { timeout: 10_000 });
    const row = within(link.closest('tr')!);
    await expect(row.getByText('No account')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
  },
};

/** Status Archived: only archived people, each with the Archived badge. */
export const FilteredToArchived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    // fireEvent: in jsdom user-event cannot build events for MUI's menu ("view is not a Window").
    fireEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Archived' }),
    );
    const archived = db.employees
      .all()
      .filter((e) => e.organizationId === ACME_ORG_ID && !e.isActive);
    const leaver = `${RULE_PEOPLE.archived.firstName} ${RULE_PEOPLE.archived.lastName}`;
    await expect(await canvas.findByRole('link', { name: leaver })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getAllByText('Archived', { selector: '[data-tone]' })).toHaveLength(
        archived.length,
      ),
    );
  },
};

/** Filtered by the demo manager: their direct reports only. */
export const FilteredByManager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Manager' }));
    fireEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: `${DEMO_MANAGER.firstName} ${DEMO_MANAGER.lastName}`,
      }),
    );
    const reports = db.managerAssignments
      .all()
      .filter((a) => a.primaryManagerId === DEMO_MANAGER.employeeId).length;
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(reports + 1), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('link', { name: 'Riley Chen' })).toBeInTheDocument();
  },
};

/** Account "No account": only the people without one, counted, and Clear filters offered. */
export const FilteredToNoAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Account' }));
    fireEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'No account' }),
    );
    const none = db.employees
      .all()
      .filter((e) => e.organizationId === ACME_ORG_ID && !e.userId).length;
    await expect(
      await canvas.findByText(
        `${none} ${none === 1 ? 'result' : 'results'}`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: importedName })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** A filter and a search that leave no one: the no-match text, and Clear filters brings everyone back. */
export const NoMatchAfterFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Account' }));
    fireEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'No account' }),
    );
    // The search box is back in reach once the list of options has closed.
    const search = await canvas.findByRole('searchbox', { name: 'Search employees...' });
    await userEvent.type(search, 'Riley');
    await expect(
      await canvas.findByText('No results match "Riley".', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(
      await canvas.findByText(`1–50 of ${acmeCount()}`, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search employees...' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search employees...' }), 'zzzq');
    await expect(
      await canvas.findByText('No results match "zzzq".', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/employees', 'slow']),
  play: async ({ canvasElement }) => {
    const found = await within(canvasElement).findByRole('table', {
      name: 'Employees',
      busy: true,
    });
    await expect(within(found).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(found).getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: mswOverrides(['*/api/employees', { data: [], total: 0 }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No employees yet. Add one, or import a file from your HR system.',
      ),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Add Employee' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/employees', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to load employees. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Add Employee offers an account (the Users panel), one without an account (a panel) or an import. */
export const AddEmployeeMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Import' })).toHaveAttribute(
      'href',
      '/admin/utilities/import',
    );
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Employee' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('menuitem', { name: 'With a user account (Users)' }),
    ).toHaveAttribute('href', '/admin/users?add=1');
    await expect(
      body.getByRole('menuitem', { name: 'Several at once (import a CSV file)' }),
    ).toHaveAttribute('href', '/admin/utilities/import');
    await userEvent.click(body.getByRole('menuitem', { name: 'Without an account' }));
    await expect(await body.findByRole('dialog', { name: 'Add Employee' })).toBeVisible();
  },
};

/**
 * The route is admin-only; the same screen as a manager (what the list call gives them) holds
 * only themself and their reports, and no salary column: pay is the admins' here.
 */
export const AsManager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByRole('link', { name: 'Riley Chen' })).toBeInTheDocument();
    await expect(rows.queryByRole('columnheader', { name: 'Current Salary' })).toBeNull();
    const reports = db.managerAssignments
      .all()
      .filter((a) => a.primaryManagerId === DEMO_MANAGER.employeeId).length;
    await expect(rows.getAllByRole('row')).toHaveLength(reports + 2);
    await expect(rows.queryByText(DEMO_EMPLOYEE.email)).toBeInTheDocument();
  },
};
