import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers/index';
import { ACME_ORG_ID, DEMO_ADMIN, DEMO_MANAGER } from '@mocks/seed/accounts';
import WorkflowEditorRoute from './WorkflowEditorRoute';

const TEMPLATE_ID = 'wft_story_chain';
const TEMPLATE = '*/api/workflows/workflow-templates/:id';

function addTemplate() {
  db.workflowTemplates.insert({
    id: TEMPLATE_ID,
    organizationId: ACME_ORG_ID,
    name: 'Executive sign-off',
    description: 'Department head, then People Operations.',
    type: 'approvalChain',
    status: 'active',
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
  });
  [DEMO_MANAGER, DEMO_ADMIN].forEach((account, index) =>
    db.workflowStepTemplates.insert({
      templateId: TEMPLATE_ID,
      name: `${account.firstName} ${account.lastName}`,
      description: '',
      stepType: 'approval',
      assigneeType: 'user',
      assigneeId: account.userId,
      dynamicAssignee: null,
      order: index + 1,
    }),
  );
}

const meta = {
  title: 'Settings/Workflow Editor',
  component: WorkflowEditorRoute,
  parameters: {
    layout: 'padded',
    router: {
      path: paths.admin.settings.workflow.path,
      initialEntries: [paths.admin.settings.workflow.getHref(TEMPLATE_ID)],
    },
  },
  beforeEach: () => {
    addTemplate();
    return storySession('admin');
  },
} satisfies Meta<typeof WorkflowEditorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExistingApprovalChain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Executive sign-off' }),
    ).toBeInTheDocument();
    await expect(await canvas.findAllByText('Jordan Patel')).toHaveLength(2);
  },
};

export const NewReviewCycle: Story = {
  parameters: {
    router: {
      path: paths.admin.settings.workflowNew.path,
      initialEntries: [
        {
          pathname: paths.admin.settings.workflowNew.getHref(),
          state: {
            details: {
              name: 'Annual review',
              description: 'Self, then manager.',
              type: 'reviewCycle',
            },
          },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Add steps to see a preview.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Step' }));
    await expect(await canvas.findAllByText('Select a Review Stage...')).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Template' }));
    await expect(
      await canvas.findByText('All steps must have an assignee selected.'),
    ).toBeInTheDocument();
  },
};

export const LoadingTemplate: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(TEMPLATE, async () => {
          await delay(30_000);
          return new HttpResponse(null, { status: 503 });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading template...')).toBeInTheDocument();
  },
};

export const TemplateError: Story = {
  parameters: {
    msw: {
      handlers: [http.get(TEMPLATE, () => new HttpResponse(null, { status: 500 })), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch template'),
    ).toBeInTheDocument();
  },
};

export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: [http.put(TEMPLATE, () => new HttpResponse(null, { status: 500 })), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Template' }));
    await expect(await canvas.findByText('Failed to save template')).toBeInTheDocument();
  },
};
