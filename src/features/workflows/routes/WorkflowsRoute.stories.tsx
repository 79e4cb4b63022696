import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import WorkflowsRoute from './WorkflowsRoute';

const LIST = '*/api/workflows/workflow-templates';

const meta = {
  title: 'Settings/Workflows',
  component: WorkflowsRoute,
  parameters: { router: { path: paths.admin.settings.workflows.path }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof WorkflowsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's workflows (the only role that opens this screen). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Edit Standard Review' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(LIST, async () => {
          await delay(30_000);
          return HttpResponse.json({ data: [] });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Workflows',
      busy: true,
    });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByText('No workflows found.')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { mockScenario: 'empty' },
  // A new organization starts with the Standard Review workflow; this one deleted it.
  beforeEach: () => {
    db.workflowStepTemplates.removeWhere(() => true);
    db.workflowTemplates.removeWhere(() => true);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No workflows found.')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get(LIST, () => new HttpResponse(null, { status: 500 })), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch workflows'),
    ).toBeInTheDocument();
  },
};

export const CreateWorkflowPanel: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add New Workflow' }));
    await userEvent.click(await page.findByRole('button', { name: 'Create Workflow' }));
    await expect(await page.findByText('Name is required')).toBeInTheDocument();
  },
};

export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: 'Delete Compensation Approval' }),
    );
    await expect(
      await page.findByText('Are you sure you want to delete this workflow?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Delete' }));
    await expect(
      await page.findByText(/Workflow template is used by a review cycle/),
    ).toBeInTheDocument();
  },
};
