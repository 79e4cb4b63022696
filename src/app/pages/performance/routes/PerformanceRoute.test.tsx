import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import PerformanceRoute from './PerformanceRoute';

const ui = userEvent.setup({ delay: null });

describe('PerformanceRoute', () => {
  it("lists the caller's rating history with the chart", async () => {
    await signInAs('employee');
    renderRoute(<PerformanceRoute />);
    const table = await screen.findByRole('table', { name: 'Performance history' });
    const entries = db.performanceHistories.where((p) => p.employeeId === DEMO_EMPLOYEE.employeeId);
    await within(table).findAllByText('Overall Rating');
    expect(within(table).getAllByRole('row')).toHaveLength(entries.length + 1);
    expect(screen.getByRole('heading', { name: 'Rating History' })).toBeInTheDocument();
    expect(document.title).toBe('Meritly — Performance');
  });

  // The same figure as the employee dashboard's Completed Reviews card.
  it('says how many completed reviews the history holds', async () => {
    await signInAs('employee');
    renderRoute(<PerformanceRoute />);
    const completed = db.performanceHistories.where(
      (p) => p.employeeId === DEMO_EMPLOYEE.employeeId && p.status === 'completed',
    );
    expect(completed).toHaveLength(3);
    expect(await screen.findByText('3 completed reviews')).toBeInTheDocument();
  });

  it('shows the metric answers of a past review', async () => {
    await signInAs('employee');
    renderRoute(<PerformanceRoute />);
    const past = db.reviewCycles.first(
      (c) => c.organizationId === 'org_acme' && c.name === '2025 Annual Review',
    )!;
    const toggle = await screen.findByRole('button', { name: new RegExp(past.name) });
    await ui.click(toggle);
    const panel = toggle.closest<HTMLElement>('.MuiAccordion-root')!;
    const participant = db.participants.first(
      (p) => p.cycleId === past.id && p.employeeId === DEMO_EMPLOYEE.employeeId,
    )!;
    const answer = db.metricResponses.first((r) => r.participantId === participant.id)!;
    const metric = db.performanceMetrics.find(answer.metricId)!;
    expect(await within(panel).findByText(metric.name)).toBeInTheDocument();
    expect(within(panel).getByText(answer.value.split(',').join(', '))).toBeInTheDocument();
  });

  it("shows 'No performance history found.' without history", async () => {
    await signInAs('employee');
    db.performanceHistories.removeWhere((p) => p.employeeId === DEMO_EMPLOYEE.employeeId);
    renderRoute(<PerformanceRoute />);
    expect(await screen.findByText('No performance history found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rating History' })).toBeNull();
  });
});
