import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { WORKFLOW_MESSAGES } from '@/lib/workflows';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { ACME_ORG_ID } from '@mocks/seed/accounts';
import WorkflowsRoute from './WorkflowsRoute';

// The machine is shared with other test runs: MUI screens in jsdom can take seconds to settle.

const renderPage = () =>
  renderRoute(<WorkflowsRoute />, {
    path: paths.admin.settings.workflows.path,
    routes: [
      {
        path: paths.admin.settings.workflowNew.path,
        element: <h1>New workflow editor</h1>,
      },
      { path: paths.admin.settings.workflow.path, element: <h1>Workflow editor</h1> },
    ],
  });

const table = () => screen.getByRole('table', { name: 'Workflows', hidden: true });
const rowNames = () =>
  within(table())
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => within(row).getAllByRole('cell', { hidden: true })[0]?.textContent);

function addUnusedTemplate() {
  return db.workflowTemplates.insert({
    organizationId: ACME_ORG_ID,
    name: 'Spare Chain',
    description: '',
    type: 'approvalChain',
    status: 'draft',
    createdAt: '2020-01-01T00:00:00.000Z',
    updatedAt: '2020-01-01T00:00:00.000Z',
  });
}

beforeEach(async () => {
  await signInAs('admin');
});

describe('Review Workflows', { timeout: 60_000 }, () => {
  it('lists the workflows, last updated first; a new column sorts ascending first', async () => {
    addUnusedTemplate();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Review Workflows' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Edit Spare Chain' });
    expect(rowNames()).toEqual(['Standard Review', 'Compensation Approval', 'Spare Chain']);
    for (const header of ['Name', 'Type', 'Status', 'Last Updated', 'Actions']) {
      expect(
        within(table()).getByRole('columnheader', { name: new RegExp(header) }),
      ).toBeInTheDocument();
    }
    expect(within(table()).getByText('Draft')).toBeInTheDocument();
    expect(within(table()).getAllByText('Approval Chain')).toHaveLength(2);
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    expect(rowNames()).toEqual(['Compensation Approval', 'Spare Chain', 'Standard Review']);
  });

  it("shows 'No workflows found.' when there are none", async () => {
    db.workflowTemplates.removeWhere(() => true);
    renderPage();
    expect(await screen.findByText('No workflows found.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch workflows' when the list fails without a message", async () => {
    server.use(
      http.get('*/api/workflows/workflow-templates', () => new HttpResponse(null, { status: 500 })),
    );
    renderPage();
    expect(await screen.findByText('Failed to fetch workflows')).toBeInTheDocument();
    expect(screen.getByText('No workflows found.')).toBeInTheDocument();
  });

  it('opens the editor with the details from the Create New Workflow panel, without saving', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add New Workflow' }));
    const panel = screen.getByRole('dialog', { name: 'Create New Workflow' });
    expect(within(panel).getByRole('combobox', { name: /Type/ })).toHaveTextContent('Review Cycle');
    await user.click(within(panel).getByRole('button', { name: 'Create Workflow' }));
    expect(await within(panel).findByText(WORKFLOW_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: /Name/ }), 'Leadership approvals');
    await user.type(within(panel).getByRole('textbox', { name: /Description/ }), 'Two levels');
    await user.click(within(panel).getByRole('combobox', { name: /Type/ }));
    await user.click(screen.getByRole('option', { name: 'Approval Chain' }));
    const before = db.workflowTemplates.count();
    await user.click(within(panel).getByRole('button', { name: 'Create Workflow' }));
    expect(await screen.findByRole('heading', { name: 'New workflow editor' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      details: { name: 'Leadership approvals', description: 'Two levels', type: 'approvalChain' },
    });
    expect(db.workflowTemplates.count()).toBe(before);
  });

  it('opens a workflow from its edit button', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Standard Review' }));
    const id = db.workflowTemplates.first((t) => t.name === 'Standard Review')!.id;
    expect(router.state.location.pathname).toBe(paths.admin.settings.workflow.getHref(id));
  });

  it('deletes after confirmation; a workflow used by a cycle is refused with the server message', async () => {
    addUnusedTemplate();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Compensation Approval' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'Are you sure you want to delete this workflow?',
      ),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/^Workflow template is used by a review cycle \(/),
    ).toBeInTheDocument();
    expect(rowNames()).toContain('Compensation Approval');

    await user.click(await screen.findByRole('button', { name: 'Delete Spare Chain' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(rowNames()).toContain('Spare Chain');
    await user.click(await screen.findByRole('button', { name: 'Delete Spare Chain' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).not.toContain('Spare Chain'));
    expect(screen.queryByText(/is used by a review cycle/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to delete workflow' when a delete fails without a message", async () => {
    server.use(
      http.delete(
        '*/api/workflows/workflow-templates/:id',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Standard Review' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete workflow')).toBeInTheDocument();
  });
});
