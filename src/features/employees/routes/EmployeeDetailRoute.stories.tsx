import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { setPayHistory } from '@mocks/test/pay-history';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import EmployeeDetailRoute from './EmployeeDetailRoute';

const riley = {
  router: { path: '/employees/:id', initialEntries: ['/employees/emp_demo_employee'] },
  layout: 'padded',
};

const meta = {
  title: 'Admin/Employee Detail',
  component: EmployeeDetailRoute,
  parameters: riley,
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof EmployeeDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Edit Employee' }),
    ).toBeInTheDocument();
  },
};

export const AsManager: Story = {
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Jordan Patel opens his report Riley Chen: her information and histories, no admin controls.
    await expect(await canvas.findByRole('heading', { name: 'Riley Chen' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('table', { name: 'Performance history' }),
    ).toBeInTheDocument();
    const seededPay = db.compensationHistories.count(
      (entry) => entry.employeeId === DEMO_EMPLOYEE.employeeId,
    );
    await expect(seededPay).toBeGreaterThan(0);
    await expect(await canvas.findByRole('button', { name: 'Export History' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Employee' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Audit' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument();
  },
};

export const AsEmployeeSelf: Story = {
  beforeEach: () => storySession('employee'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Riley Chen' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Employee' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/employees/emp_demo_employee', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Riley Chen' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Employee' })).not.toBeInTheDocument();
  },
};

export const NoHistory: Story = {
  parameters: mswOverrides(
    ['*/api/employees/emp_demo_employee/compensation-history', { data: [] }],
    ['*/api/employees/emp_demo_employee/performance-history', { data: [] }],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No compensation history found.')).toBeInTheDocument();
    await expect(await canvas.findByText('No performance history found.')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { router: { path: '/employees/:id', initialEntries: ['/employees/emp_missing'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Employee not found')).toBeInTheDocument();
  },
};

/** Someone else changes Riley's department while the admin edits: told, their value listed, input kept. */
export const EditedBySomeoneElse: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Edit Employee' },
        { timeout: 10_000 },
      ),
    );
    const panel = within(await screen.findByRole('dialog', { name: 'Edit Employee' }));
    const position = panel.getByLabelText('Position');
    await userEvent.clear(position);
    await userEvent.type(position, 'Staff Engineer');
    db.employees.update(DEMO_EMPLOYEE.employeeId, { department: 'Platform' });
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await panel.findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    await expect(panel.getByText('Department now:')).toBeInTheDocument();
    await expect(position).toHaveValue('Staff Engineer');
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(db.employees.find(DEMO_EMPLOYEE.employeeId)?.position).toBe('Staff Engineer'),
    );
  },
};

/**
 * Riley on a level whose default band is 80,000 – 100,000 – 120,000 (USD), no zone, at the
 * salary given: the band position the page shows follows from these figures.
 */
function onBand(salary: number) {
  return () => {
    const level = db.levels.first(
      (l) => l.organizationId === 'org_acme' && l.name === 'L3 Senior',
    )!;
    db.levels.update(level.id, {
      bands: [{ zone: null, currency: 'USD', min: 80000, mid: 100000, max: 120000 }],
    });
    db.employees.update(DEMO_EMPLOYEE.employeeId, { levelId: level.id, zone: null });
    setPayHistory(DEMO_EMPLOYEE.employeeId, [{ date: '2025-04-01', salary }]);
  };
}

/** The value shown under a label of the employment card. */
async function valueOf(canvasElement: HTMLElement, label: string) {
  const term = await within(canvasElement).findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** 76,000 on 80,000 – 100,000 – 120,000: compa-ratio 0.76, penetration −10%, below the minimum. */
export const BandPositionBelowMinimum: Story = {
  beforeEach: onBand(76000),
  play: async ({ canvasElement }) => {
    await expect(await valueOf(canvasElement, 'Level')).toHaveTextContent('L3 Senior');
    await expect(await valueOf(canvasElement, 'Zone')).toHaveTextContent('Default');
    await expect(await valueOf(canvasElement, 'Pay Band')).toHaveTextContent(
      '$80,000.00 – $100,000.00 – $120,000.00',
    );
    const compa = await valueOf(canvasElement, 'Compa-Ratio');
    await expect(compa).toHaveTextContent('0.76');
    await expect(within(compa).getByText('Below minimum')).toBeInTheDocument();
    await expect(await valueOf(canvasElement, 'Range Penetration')).toHaveTextContent('-10%');
  },
};

/** Jordan Patel reads his report: 130,000 is above the maximum (1.30, 125%). */
export const BandPositionAboveMaximumAsManager: Story = {
  beforeEach: () => {
    onBand(130000)();
    return storySession('manager');
  },
  play: async ({ canvasElement }) => {
    const compa = await valueOf(canvasElement, 'Compa-Ratio');
    await expect(compa).toHaveTextContent('1.30');
    await expect(within(compa).getByText('Above maximum')).toBeInTheDocument();
    await expect(await valueOf(canvasElement, 'Range Penetration')).toHaveTextContent('125%');
  },
};

/** Riley reads her own page: her band position, in range (no flag). */
export const BandPositionInRangeAsEmployee: Story = {
  beforeEach: () => {
    onBand(88000)();
    return storySession('employee');
  },
  play: async ({ canvasElement }) => {
    const compa = await valueOf(canvasElement, 'Compa-Ratio');
    await expect(compa).toHaveTextContent('0.88');
    await expect(within(compa).queryByText('Below minimum')).not.toBeInTheDocument();
    await expect(await valueOf(canvasElement, 'Range Penetration')).toHaveTextContent('20%');
  },
};

export const WithoutLevel: Story = {
  beforeEach: () => {
    db.employees.update(DEMO_EMPLOYEE.employeeId, { levelId: null, zone: null });
  },
  play: async ({ canvasElement }) => {
    await expect(await valueOf(canvasElement, 'Level')).toHaveTextContent('—');
    await expect(within(canvasElement).queryByText('Compa-Ratio')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Pay Band')).not.toBeInTheDocument();
  },
};

/** The admin moves Riley from Zone B to L5 Principal on its default band. */
export const EditLevelAndZone: Story = {
  beforeEach: () => {
    db.employees.update(DEMO_EMPLOYEE.employeeId, { zone: 'Zone B' });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Edit Employee' },
        { timeout: 10_000 },
      ),
    );
    const panel = within(await screen.findByRole('dialog', { name: 'Edit Employee' }));
    await userEvent.click(panel.getByRole('combobox', { name: 'Level' }));
    // fireEvent: in jsdom user-event cannot build events for MUI's menu ("view is not a Window").
    fireEvent.click(await screen.findByRole('option', { name: 'L5 Principal' }));
    // The level's menu closes first (it hides the panel from the accessibility tree meanwhile).
    await userEvent.click(await panel.findByRole('combobox', { name: 'Zone' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Default (no zone)' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Save Changes' }));
    const l5 = db.levels.first(
      (l) => l.organizationId === 'org_acme' && l.name === 'L5 Principal',
    )!;
    await waitFor(() =>
      expect(db.employees.find(DEMO_EMPLOYEE.employeeId)).toMatchObject({
        levelId: l5.id,
        zone: null,
      }),
    );
    // The page reloads the saved employee: its Level reads the new level once that answer is in.
    await waitFor(async () =>
      expect(await valueOf(canvasElement, 'Level')).toHaveTextContent('L5 Principal'),
    );
  },
};

/** Riley's work email is the one she signs in with; her personal email is apart and editable. */
export const WorkAndPersonalEmail: Story = {
  beforeEach: () => {
    db.employees.update(DEMO_EMPLOYEE.employeeId, { personalEmail: 'riley@home.example' });
  },
  play: async ({ canvasElement }) => {
    await expect(await valueOf(canvasElement, 'Work Email')).toHaveTextContent(DEMO_EMPLOYEE.email);
    await expect(await valueOf(canvasElement, 'Personal Email')).toHaveTextContent(
      'riley@home.example',
    );
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Edit Employee' }),
    );
    const panel = within(await screen.findByRole('dialog', { name: 'Edit Employee' }));
    const work = panel.getByRole('textbox', { name: 'Work Email' });
    await expect(work).toBeDisabled();
    await expect(work).toHaveAccessibleDescription(
      'This is the email they sign in with: change it on the Users page',
    );
    await expect(panel.getByRole('textbox', { name: 'Personal Email' })).toHaveValue(
      'riley@home.example',
    );
  },
};
