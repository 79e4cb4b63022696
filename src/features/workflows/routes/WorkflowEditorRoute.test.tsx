import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { WORKFLOW_MESSAGES } from '@/lib/workflows';
import { landingPages, renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '@mocks/seed/accounts';
import WorkflowEditorRoute from './WorkflowEditorRoute';

const LIST = paths.admin.settings.workflows.path;

function renderNew(state?: unknown) {
  return renderRoute(<WorkflowEditorRoute />, {
    path: paths.admin.settings.workflowNew.path,
    initialEntry: { pathname: paths.admin.settings.workflowNew.getHref(), state },
    routes: landingPages(LIST),
  });
}

function renderExisting(id: string) {
  return renderRoute(<WorkflowEditorRoute />, {
    path: paths.admin.settings.workflow.path,
    initialEntry: paths.admin.settings.workflow.getHref(id),
    routes: landingPages(LIST),
  });
}

const templateId = (name: string) => db.workflowTemplates.first((t) => t.name === name)!.id;
const steps = () => screen.getByRole('list', { name: 'Workflow steps' });
const preview = () => screen.getByRole('region', { name: 'Workflow Preview' });
const previewNames = () =>
  within(preview())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function choose(user: UserEvent, stepNumber: number, label: RegExp, option: string) {
  await user.click(
    within(steps()).getByRole('combobox', {
      name: new RegExp(`${label.source} for step ${stepNumber}`),
    }),
  );
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The library's keyboard sensor: space lifts, arrows move, space drops. */
async function moveUp(handle: HTMLElement, by: number) {
  handle.focus();
  fireEvent.keyDown(handle, { keyCode: 32 });
  await pause();
  for (let i = 0; i < by; i += 1) {
    fireEvent.keyDown(handle, { keyCode: 38 });
    await pause();
  }
  fireEvent.keyDown(handle, { keyCode: 32 });
  await pause();
}

beforeEach(async () => {
  await signInAs('admin');
});

describe('Workflow template editor', { timeout: 60_000 }, () => {
  it('sends a visit to /new without details back to the list', async () => {
    renderNew();
    expect(await screen.findByRole('heading', { name: `Page ${LIST}` })).toBeInTheDocument();
  });

  it('builds an approval chain of three assignees, reorders it by keyboard drag and saves it', async () => {
    const user = userEvent.setup();
    const { router } = renderNew({
      details: {
        name: 'Leadership approvals',
        description: 'Three sign-offs',
        type: 'approvalChain',
      },
    });
    expect(screen.getByRole('heading', { name: 'Leadership approvals' })).toBeInTheDocument();
    expect(screen.getByText('Three sign-offs')).toBeInTheDocument();
    expect(screen.getByText('Approval Chain')).toBeInTheDocument();
    expect(within(preview()).getByText('Add steps to see a preview.')).toBeInTheDocument();

    for (let i = 0; i < 3; i += 1)
      await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(within(steps()).getAllByText('Select an Assignee...')).toHaveLength(3);
    await choose(user, 1, /Assignee/, 'Morgan Lee');
    await choose(user, 2, /Assignee/, 'Jordan Patel');
    await choose(user, 3, /Assignee/, 'Riley Chen');
    expect(previewNames()).toEqual(['Morgan Lee', 'Jordan Patel', 'Riley Chen']);

    await moveUp(screen.getByLabelText('Reorder step 3'), 2);
    await waitFor(() =>
      expect(previewNames()).toEqual(['Riley Chen', 'Morgan Lee', 'Jordan Patel']),
    );

    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    const saved = db.workflowTemplates.first((t) => t.name === 'Leadership approvals')!;
    expect(saved).toMatchObject({
      type: 'approvalChain',
      description: 'Three sign-offs',
      status: 'active',
    });
    const savedSteps = db.workflowStepTemplates
      .lookup('templateId', saved.id)
      .sort((a, b) => a.order - b.order);
    expect(savedSteps.map((s) => [s.order, s.assigneeId, s.assigneeType, s.stepType])).toEqual([
      [1, DEMO_EMPLOYEE.userId, 'user', 'approval'],
      [2, DEMO_ADMIN.userId, 'user', 'approval'],
      [3, DEMO_MANAGER.userId, 'user', 'approval'],
    ]);
  });

  it("refuses to save while a step has no assignee: 'All steps must have an assignee selected.'", async () => {
    const user = userEvent.setup();
    renderNew({ details: { name: 'Half done', description: '', type: 'reviewCycle' } });
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(within(steps()).getAllByText('Select a Review Stage...')).toHaveLength(2);
    await choose(user, 1, /Review Stage/, 'Self Review');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText(WORKFLOW_MESSAGES.assigneeRequired)).toBeInTheDocument();
    expect(db.workflowTemplates.first((t) => t.name === 'Half done')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Delete step 2' }));
    expect(screen.queryByText(WORKFLOW_MESSAGES.assigneeRequired)).not.toBeInTheDocument();
  });

  it("refuses a template without steps: 'A workflow needs at least one step.'", async () => {
    const user = userEvent.setup();
    renderNew({ details: { name: 'Nothing yet', description: '', type: 'reviewCycle' } });
    expect(screen.getByText('0 / 50 steps')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('A workflow needs at least one step.')).toBeInTheDocument();
    expect(db.workflowTemplates.first((t) => t.name === 'Nothing yet')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(screen.queryByText('A workflow needs at least one step.')).not.toBeInTheDocument();
    expect(screen.getByText('1 / 50 steps')).toBeInTheDocument();
  });

  it('does not offer a review stage another step uses', async () => {
    const user = userEvent.setup();
    renderNew({ details: { name: 'Twice', description: '', type: 'reviewCycle' } });
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await choose(user, 1, /Review Stage/, 'Self Review');
    await user.click(within(steps()).getByRole('combobox', { name: /Review Stage for step 2/ }));
    expect(
      await screen.findByRole('option', { name: 'Self Review (used in step 1)' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('names the later step of a stored template that uses one stage twice', async () => {
    const user = userEvent.setup();
    const id = templateId('Standard Review');
    const stored = db.workflowStepTemplates.lookup('templateId', id);
    // Stored before the rule: its second step names the first step's stage.
    const self = stored.find((s) => s.name === 'Self Review')!;
    db.workflowStepTemplates.update(stored.find((s) => s.name !== 'Self Review')!.id, {
      assigneeId: self.assigneeId,
      name: self.name,
    });
    renderExisting(id);
    await user.click(await screen.findByRole('button', { name: 'Save Template' }));
    const second = within(steps()).getByRole('combobox', { name: /Review Stage for step 2/ });
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription(WORKFLOW_MESSAGES.stageRepeated),
    );
  });

  it("shows 'Loading options...' while the users load", async () => {
    server.use(
      http.get('*/api/users', async () => {
        await delay(60_000);
        return HttpResponse.json([]);
      }),
    );
    const user = userEvent.setup();
    renderNew({ details: { name: 'Slow', description: '', type: 'approvalChain' } });
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(within(steps()).getByText('Loading options...')).toBeInTheDocument();
  });

  it("loads a template ('Loading template...'), names review steps after their stage, edits details and saves", async () => {
    const user = userEvent.setup();
    const id = templateId('Standard Review');
    const { router } = renderExisting(id);
    expect(screen.getByText('Loading template...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Standard Review' })).toBeInTheDocument();
    expect(previewNames()).toEqual(['Self Review', 'Manager Review']);

    await user.click(screen.getByRole('button', { name: 'Edit Workflow Details' }));
    const panel = screen.getByRole('dialog', { name: 'Edit Workflow Details' });
    const name = within(panel).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(await within(panel).findByText(WORKFLOW_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(name, 'Self then manager');
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Self then manager' })).toBeInTheDocument();

    await moveUp(screen.getByLabelText('Reorder step 2'), 1);
    await waitFor(() => expect(previewNames()).toEqual(['Manager Review', 'Self Review']));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(db.workflowTemplates.find(id)?.name).toBe('Self then manager');
    const saved = db.workflowStepTemplates
      .lookup('templateId', id)
      .sort((a, b) => a.order - b.order);
    expect(saved.map((s) => s.name)).toEqual(['Manager Review', 'Self Review']);
  });

  it("a save over someone else's change is refused, their template shown, the edited steps kept", async () => {
    const user = userEvent.setup();
    const id = templateId('Standard Review');
    const { router } = renderExisting(id);
    expect(await screen.findByRole('heading', { name: 'Standard Review' })).toBeInTheDocument();
    await moveUp(screen.getByLabelText('Reorder step 2'), 1);
    await waitFor(() => expect(previewNames()).toEqual(['Manager Review', 'Self Review']));
    db.workflowTemplates.update(id, { description: 'Changed in another tab' });
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('This record was changed by someone else')).toBeInTheDocument();
    expect(screen.getByText('Description now:')).toBeInTheDocument();
    expect(screen.getByText('Changed in another tab')).toBeInTheDocument();
    expect(screen.getByText('Steps now:')).toBeInTheDocument();
    expect(previewNames()).toEqual(['Manager Review', 'Self Review']);
    expect(router.state.location.pathname).not.toBe(LIST);

    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    const saved = db.workflowStepTemplates
      .lookup('templateId', id)
      .sort((a, b) => a.order - b.order);
    expect(saved.map((s) => s.name)).toEqual(['Manager Review', 'Self Review']);
  });

  it('Cancel goes back to the list without saving', async () => {
    const user = userEvent.setup();
    const { router } = renderNew({
      details: { name: 'Never saved', description: '', type: 'reviewCycle' },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(LIST);
    expect(db.workflowTemplates.first((t) => t.name === 'Never saved')).toBeUndefined();
  });

  it("shows 'Failed to fetch template' when the template cannot be read", async () => {
    server.use(
      http.get(
        '*/api/workflows/workflow-templates/:id',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    renderExisting(templateId('Standard Review'));
    expect(await screen.findByText('Failed to fetch template')).toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to save template', when the save fails", async () => {
    server.use(
      http.put(
        '*/api/workflows/workflow-templates/:id',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderExisting(templateId('Standard Review'));
    await user.click(await screen.findByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Failed to save template')).toBeInTheDocument();
  });
});
