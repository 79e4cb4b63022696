import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Form, Formik } from 'formik';
import { cycleFormValues } from '../cycle-form';
import { CycleStatusField } from './CycleStatusField';

/** The statuses every organization starts with. */
const STATUSES = ['Draft', 'Active', 'In Progress', 'Pending', 'Completed', 'Closed'].map(
  (name) => ({ id: `rstat_${name.toLowerCase().replace(' ', '_')}`, name }),
);
const idOf = (name: string) => STATUSES.find((s) => s.name === name)!.id;

const meta = {
  title: 'Review Cycles/Cycle Status Field',
  component: CycleStatusField,
  args: { statuses: STATUSES },
  parameters: { savedStatus: 'Draft' },
  decorators: [
    (Story, { parameters }) => (
      <Formik
        initialValues={{ ...cycleFormValues(), status: idOf(parameters.savedStatus as string) }}
        onSubmit={() => undefined}
      >
        <Form>
          <Story />
        </Form>
      </Formik>
    ),
  ],
} satisfies Meta<typeof CycleStatusField>;

export default meta;
type Story = StoryObj<typeof meta>;

const openStatuses = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
  return within(canvasElement.ownerDocument.body).findByRole('listbox');
};

/** A Draft cycle: it says what Draft does and that it starts with Launch; nothing else is offered. */
export const DraftCycle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Being set up: on nobody’s to-do list and no reminders. Launch it from the cycle page to start it.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'A Draft cycle starts with Launch on the cycle page, which checks it is ready and tells its participants and managers.',
      ),
    ).toBeVisible();
    const list = within(await openStatuses(canvasElement));
    await expect(list.getByRole('option', { name: 'Active' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(list.getByRole('option', { name: 'Draft' })).not.toHaveAttribute('aria-disabled');
  },
};

/** A closed cycle set back to Active: saving reopens it, and the form says so first. */
export const ReopenClosedCycle: Story = {
  parameters: { savedStatus: 'Closed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Finished: stages are locked for managers and employees; only an admin can change them.',
      ),
    ).toBeVisible();
    const list = within(await openStatuses(canvasElement));
    // fireEvent: in jsdom user-event cannot build events for MUI's menu ("view is not a Window").
    fireEvent.click(list.getByRole('option', { name: 'Active' }));
    await waitFor(() =>
      expect(
        canvas.getByText(
          'Running: participants and managers see their stages and automatic reminders go out.',
        ),
      ).toBeVisible(),
    );
    await expect(
      canvas.getByText(
        'Saving reopens the cycle: stages unlock for managers and employees. Nobody is told.',
      ),
    ).toBeVisible();
  },
};

/** An active cycle closed: saving locks the stages. */
export const CloseActiveCycle: Story = {
  parameters: { savedStatus: 'Active' },
  play: async ({ canvasElement }) => {
    const list = within(await openStatuses(canvasElement));
    fireEvent.click(list.getByRole('option', { name: 'Closed' }));
    await waitFor(() =>
      expect(
        within(canvasElement).getByText(
          'Saving closes the cycle: stages lock for managers and employees. Nobody is told.',
        ),
      ).toBeVisible(),
    );
  },
};
