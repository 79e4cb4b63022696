import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { handlers } from '@mocks/handlers/index';
import { cycleFormSchema, type CycleFormValues } from '../cycle-form';
import { TeamPoolFields } from './TeamPoolFields';

const PAYROLL = '*/api/review-cycles/team-payroll';

/** Two teams, payroll 300,000 and 100,000 (a 75/25 share). */
const payroll = {
  data: {
    currency: 'USD',
    teams: [
      { teamId: 'team_a', teamName: 'Platform', employeeCount: 3, payroll: 300000 },
      { teamId: 'team_b', teamName: 'Sales', employeeCount: 1, payroll: 100000 },
    ],
  },
};

function PoolForm({ initial }: { initial: Partial<CycleFormValues> }) {
  const values = {
    ...(cycleFormSchema.getDefault() as CycleFormValues),
    increaseBudget: '10000',
    bonusBudget: '4000',
    ...initial,
  };
  return (
    <Formik initialValues={values} onSubmit={() => undefined}>
      <Form>
        <TeamPoolFields />
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Review Cycles/Team Pool Fields',
  component: PoolForm,
  args: { initial: { splitTeams: true, poolMethod: 'payroll' } },
  parameters: {
    msw: { handlers: [http.post(PAYROLL, () => HttpResponse.json(payroll)), ...handlers] },
  },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof PoolForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pool = (canvasElement: HTMLElement, team: string, label: string) =>
  within(within(canvasElement).getByRole('group', { name: `${team} pool` })).getByLabelText(label);

export const Off: Story = {
  args: { initial: { splitTeams: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Split budgets into team pools')).not.toBeChecked();
    await expect(canvas.queryByRole('group', { name: 'Platform pool' })).toBeNull();
  },
};

/** By payroll share: 75% and 25% of each budget. */
export const ByPayrollShare: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Platform pool' });
    await expect(pool(canvasElement, 'Platform', 'Increase Pool')).toHaveValue(7500);
    await expect(pool(canvasElement, 'Sales', 'Bonus Pool')).toHaveValue(1000);
    await expect(canvas.getByText('The team pools add up to the budgets.')).toBeInTheDocument();
  },
};

export const Evenly: Story = {
  args: { initial: { splitTeams: true, poolMethod: 'even' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('group', { name: 'Sales pool' });
    await expect(pool(canvasElement, 'Sales', 'Increase Pool')).toHaveValue(5000);
  },
};

/** Editing a pool switches to By hand and says by how much the pools differ. */
export const ByHandWithDifference: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Platform pool' });
    const field = pool(canvasElement, 'Platform', 'Increase Pool');
    await userEvent.clear(field);
    await userEvent.type(field, '8000');
    await expect(canvas.getByRole('button', { name: 'By hand' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Team increase pools are $500.00 over the increase budget',
    );
  },
};
