import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import type { CycleLaunchReadiness, LaunchCheck } from '@/api/resources/review-cycles';
import { LaunchCycleDialog } from './LaunchCycleDialog';

const check = (key: LaunchCheck['key'], label: string, required: boolean) =>
  ({ key, label, required, ready: true, message: '' }) satisfies LaunchCheck;

/** A promotion review of five with both workflows, a matrix and a budget. */
const READY: CycleLaunchReadiness = {
  cycleId: 'cycle_0007',
  status: 'Draft',
  isDraft: true,
  launchable: true,
  checks: [
    { ...check('participants', 'Participants', true), message: '5 participants' },
    {
      ...check('reviewStages', 'Review stages', true),
      message: '2 stages: Self Review, Manager Review',
    },
    { ...check('endDate', 'End date', true), message: 'Ends on January 29, 2027' },
    { ...check('managers', 'Managers', false), message: 'Every participant has a manager' },
    {
      ...check('approvalWorkflow', 'Approval workflow', false),
      message: '1 approval step: HR approval',
    },
    { ...check('guideline', 'Merit matrix', false), message: 'Merit matrix saved' },
    { ...check('budget', 'Budget', false), message: 'Increase budget: $80,000.00' },
  ],
};

/** The same cycle with nobody in it, no review workflow and no matrix. */
const MISSING: CycleLaunchReadiness = {
  ...READY,
  launchable: false,
  checks: READY.checks.map((c) =>
    c.key === 'participants'
      ? {
          ...c,
          ready: false,
          message: 'The cycle has no participants: choose its teams or employees',
        }
      : c.key === 'reviewStages'
        ? {
            ...c,
            ready: false,
            message:
              'No review workflow: participants would have no stages to complete. Choose a Review Workflow Template on the cycle (Edit), or create one under Settings → Workflows',
          }
        : c.key === 'guideline'
          ? {
              ...c,
              ready: false,
              message: 'No merit matrix: raises are not checked against a guideline',
            }
          : c,
  ),
};

const meta = {
  title: 'Review Cycles/Launch Cycle Dialog',
  component: LaunchCycleDialog,
  args: {
    open: true,
    cycleName: 'Q1 2027 Promotion Review',
    readiness: READY,
    onLaunch: fn(),
    onClose: fn(),
    fixOf: () => <Button size="small">Edit cycle</Button>,
  },
} satisfies Meta<typeof LaunchCycleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening transition has shown it (a browser fades it in). */
async function dialogOf(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
  return within(body.getByRole('dialog'));
}

/** Everything is ready: every line is ticked and Launch launches. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      dialog.getByRole('heading', { name: 'Launch Q1 2027 Promotion Review' }),
    ).toBeVisible();
    const checklist = within(dialog.getByRole('list', { name: 'Launch checklist' }));
    await expect(checklist.getAllByRole('listitem')).toHaveLength(7);
    await expect(
      checklist.getByRole('listitem', { name: 'Participants: Ready' }),
    ).toHaveTextContent('5 participants');
    await expect(dialog.queryByRole('button', { name: 'Edit cycle' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Launch' }));
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
  },
};

/** Required things missing: each says what and where to fix it; Launch stays disabled. */
export const Missing: Story = {
  args: { readiness: MISSING },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const checklist = within(dialog.getByRole('list', { name: 'Launch checklist' }));
    await expect(
      checklist.getByRole('listitem', { name: 'Participants: Missing' }),
    ).toHaveTextContent('The cycle has no participants: choose its teams or employees');
    await expect(
      checklist.getByRole('listitem', { name: 'Review stages: Missing' }),
    ).toHaveTextContent(
      'No review workflow: participants would have no stages to complete. Choose a Review Workflow Template on the cycle (Edit), or create one under Settings → Workflows',
    );
    await expect(
      checklist.getByRole('listitem', { name: 'Merit matrix: Warning' }),
    ).toHaveTextContent('No merit matrix: raises are not checked against a guideline');
    await expect(checklist.getAllByRole('button', { name: 'Edit cycle' })).toHaveLength(3);
    await expect(dialog.getByText('Fix what is missing to launch.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Launch' })).toBeDisabled();
  },
};

/** Launched: who was told, and where the messages are. */
export const Launched: Story = {
  args: {
    result: {
      cycleId: 'cycle_0007',
      status: 'Active',
      notifiedCount: 8,
      participantsNotified: 5,
      managersNotified: 3,
      unreachable: [{ id: 'emp_0042', firstName: 'Noor', lastName: 'Haddad' }],
      warnings: [],
    },
    outboxHref: '/admin/outbox?cycleId=cycle_0007',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      dialog.getByText('Launched. 8 people notified: 5 participants and 3 managers.'),
    ).toBeVisible();
    await expect(
      dialog.getByText('Not notified (no account and no email address): Noor Haddad.'),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View the messages' })).toHaveAttribute(
      'href',
      '/admin/outbox?cycleId=cycle_0007',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The server refused (someone removed the participants meanwhile): its reasons, as sent. */
export const Refused: Story = {
  args: {
    launchError: {
      message: 'This cycle is not ready to launch',
      details: ['The cycle has no participants: choose its teams or employees'],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within((await dialogOf(canvasElement)).getByRole('alert'));
    await expect(alert.getByText('This cycle is not ready to launch')).toBeVisible();
    await expect(
      alert.getByText('The cycle has no participants: choose its teams or employees'),
    ).toBeVisible();
  },
};
