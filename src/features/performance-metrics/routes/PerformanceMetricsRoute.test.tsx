import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import PerformanceMetricsRoute from './PerformanceMetricsRoute';

const ui = userEvent.setup({ delay: null });

const answered = (metricId: string) => db.metricResponses.lookup('metricId', metricId).length > 0;

async function openAdd() {
  await signInAs('admin');
  renderRoute(<PerformanceMetricsRoute />);
  const listed = db.performanceMetrics.first((m) => m.organizationId === 'org_acme');
  if (listed) await screen.findByText(listed.name, {}, { timeout: 10_000 });
  await ui.click(await screen.findByRole('button', { name: 'Add Metric' }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: 'Add Performance Metric' });
}

async function chooseType(dialog: HTMLElement, label: string) {
  await ui.click(within(dialog).getByLabelText(/^Field Type/));
  await ui.click(await screen.findByRole('option', { name: label }));
}

describe('PerformanceMetricsRoute', { timeout: 60_000 }, () => {
  it('lists name, order, description and field type label', async () => {
    await signInAs('admin');
    renderRoute(<PerformanceMetricsRoute />);
    const metric = db.performanceMetrics.first(
      (m) => m.organizationId === 'org_acme' && m.scaleType === 'numeric',
    )!;
    const cell = await screen.findByText(metric.name, {}, { timeout: 10_000 });
    expect(cell.closest('tr')).toHaveTextContent('Rating');
    expect(cell.closest('tr')).toHaveTextContent(String(metric.order));
    // A heading like every other settings tab's, so the tab says what it holds.
    expect(screen.getByRole('heading', { level: 1, name: 'Performance Metrics' })).toBeVisible();
  });

  it('a new metric starts as Rating 0 to 5, ordered after the existing metrics', async () => {
    const highest = Math.max(
      ...db.performanceMetrics.where((m) => m.organizationId === 'org_acme').map((m) => m.order),
    );
    const dialog = await openAdd();
    expect(within(dialog).getByLabelText(/^Field Type/)).toHaveTextContent('Rating');
    expect(within(dialog).getByLabelText(/^Minimum Value/)).toHaveValue(0);
    expect(within(dialog).getByLabelText(/^Maximum Value/)).toHaveValue(5);
    expect(within(dialog).getByLabelText(/^Order/)).toHaveValue(highest + 1);
  });

  it('the first metric of an organization starts at order 0', async () => {
    for (const m of db.performanceMetrics.where((m) => m.organizationId === 'org_acme'))
      db.performanceMetrics.remove(m.id);
    const dialog = await openAdd();
    expect(within(dialog).getByLabelText(/^Order/)).toHaveValue(0);
  });

  it('a rating scale lies within 0 to 100: each bound says so on its field', async () => {
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Reach' } });
    fireEvent.change(within(dialog).getByLabelText(/^Minimum Value/), { target: { value: '-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Maximum Value/), {
      target: { value: '1000000000000' },
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    expect(await within(dialog).findByText('Minimum value cannot be negative')).toBeInTheDocument();
    expect(within(dialog).getByText('Maximum value must be at most 100')).toBeInTheDocument();
    expect(db.performanceMetrics.first((m) => m.name === 'Reach')).toBeUndefined();
  });

  it('the fields follow the field type, with the shared messages', async () => {
    const dialog = await openAdd();
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Minimum Value/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/^Maximum Value/), { target: { value: '1' } });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    expect(
      await within(dialog).findByText(
        'Maximum value must be greater than or equal to minimum value',
      ),
    ).toBeInTheDocument();

    await chooseType(dialog, 'Multiple Choice');
    expect(within(dialog).queryByLabelText(/^Minimum Value/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Minimum Selections/)).toHaveValue(0);
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    expect(
      await within(dialog).findByText('Options are required for this field type'),
    ).toBeInTheDocument();

    await chooseType(dialog, 'Long Text');
    fireEvent.change(within(dialog).getByLabelText('Minimum Length'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum Length'), { target: { value: '0' } });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    expect(
      await within(dialog).findByText('Maximum length must be at least 1'),
    ).toBeInTheDocument();
  });

  it('creates a dropdown metric with options one per line, blank lines dropped', async () => {
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Career Track' } });
    await chooseType(dialog, 'Dropdown');
    fireEvent.change(within(dialog).getByLabelText(/^Options \(one per line\)/), {
      target: { value: 'IC\n\n Manager \n' },
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    await waitFor(() =>
      expect(db.performanceMetrics.first((m) => m.name === 'Career Track')).toMatchObject({
        scaleType: 'custom',
        options: ['IC', 'Manager'],
      }),
    );
    expect(await screen.findByText('Career Track')).toBeInTheDocument();
  });

  // Self reviews show help written for the employee, not the help for the manager.
  it('saves help text for employees beside the help for managers', async () => {
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ownership' } });
    fireEvent.change(within(dialog).getByLabelText(/^Help Text for Employees/), {
      target: { value: 'When did you take something from idea to done?' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Help Text$/), {
      target: { value: 'Rate how reliably they finish what they start.' },
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    await waitFor(() =>
      expect(db.performanceMetrics.first((m) => m.name === 'Ownership')).toMatchObject({
        helpText: 'Rate how reliably they finish what they start.',
        employeeHelpText: 'When did you take something from idea to done?',
      }),
    );
  });

  // Two metrics cannot share a name.
  it('refuses a name another metric has, says so in the dialog and keeps what was typed', async () => {
    const dialog = await openAdd();
    const taken = db.performanceMetrics.first((m) => m.organizationId === 'org_acme')!.name;
    fireEvent.change(within(dialog).getByLabelText(/^Name/), {
      target: { value: taken.toLowerCase() },
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    expect(
      await within(dialog).findByText('A metric with this name already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue(taken.toLowerCase());
  });

  // Typed ranges come back from formik as numbers, which the rules must not trim as strings.
  it('saves a typed rating range (1 to 10) and typed text lengths (5 to 10)', async () => {
    let dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Impact' } });
    await ui.clear(within(dialog).getByLabelText(/^Minimum Value/));
    await ui.type(within(dialog).getByLabelText(/^Minimum Value/), '1');
    await ui.clear(within(dialog).getByLabelText(/^Maximum Value/));
    await ui.type(within(dialog).getByLabelText(/^Maximum Value/), '10');
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    await waitFor(() =>
      expect(db.performanceMetrics.first((m) => m.name === 'Impact')).toMatchObject({
        scaleType: 'numeric',
        minValue: 1,
        maxValue: 10,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await ui.click(screen.getByRole('button', { name: 'Add Metric' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Performance Metric' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Headline' } });
    await chooseType(dialog, 'Text');
    await ui.type(within(dialog).getByLabelText('Minimum Length'), '5');
    await ui.type(within(dialog).getByLabelText('Maximum Length'), '10');
    await ui.click(within(dialog).getByRole('button', { name: 'Add Metric' }));
    await waitFor(() =>
      expect(db.performanceMetrics.first((m) => m.name === 'Headline')).toMatchObject({
        scaleType: 'text',
        validationRules: expect.objectContaining({ minLength: 5, maxLength: 10 }),
      }),
    );
  });

  it("an edit over someone else's change is refused, their values shown, the typed name kept", async () => {
    await signInAs('admin');
    renderRoute(<PerformanceMetricsRoute />);
    const metric = db.performanceMetrics.first(
      (m) => m.organizationId === 'org_acme' && m.scaleType === 'numeric',
    )!;
    await ui.click(
      await screen.findByRole('button', { name: `Edit ${metric.name}` }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Performance Metric' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Typed name' } });
    db.performanceMetrics.update(metric.id, { helpText: 'Changed in another tab' });
    await ui.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Help Text now:')).toBeInTheDocument();
    expect(within(dialog).getByText('Changed in another tab')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Typed name');
    expect(db.performanceMetrics.find(metric.id)?.name).toBe(metric.name);
    await ui.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(db.performanceMetrics.find(metric.id)?.name).toBe('Typed name'));
  });

  it('offers to deactivate, not delete, a metric with recorded responses, and keeps it', async () => {
    await signInAs('admin');
    renderRoute(<PerformanceMetricsRoute />);
    const metric = db.performanceMetrics.first(
      (m) => m.organizationId === 'org_acme' && m.isActive && answered(m.id),
    )!;
    await ui.click(
      await screen.findByRole('button', { name: `Delete ${metric.name}` }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Performance Metric' });
    expect(dialog).toHaveTextContent(
      `"${metric.name}" has recorded responses, so it is kept for them and cannot be deleted.`,
    );
    expect(dialog).not.toHaveTextContent('Review stages that use it stop showing it');
    await ui.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(db.performanceMetrics.find(metric.id)?.isActive).toBe(false));
    expect(screen.queryByText('Failed to save')).not.toBeInTheDocument();
  });

  it('shows the spec texts for an empty list and a failed delete', async () => {
    server.use(http.get('*/api/performance-metrics', () => HttpResponse.json([])));
    await signInAs('admin');
    const view = renderRoute(<PerformanceMetricsRoute />);
    expect(
      await screen.findByText('No performance metrics found.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    view.unmount();
    server.resetHandlers();
    server.use(
      http.delete('*/api/performance-metrics/:id', () => new HttpResponse(null, { status: 500 })),
    );
    // A metric nobody has answered yet: the one a delete is offered for.
    const metric = db.performanceMetrics.first((m) => m.organizationId === 'org_acme')!;
    db.metricResponses.removeWhere((r) => r.metricId === metric.id);
    renderRoute(<PerformanceMetricsRoute />);
    await ui.click(
      await screen.findByRole('button', { name: `Delete ${metric.name}` }, { timeout: 10_000 }),
    );
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Delete Performance Metric' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Failed to delete')).toBeInTheDocument();
  });
});
