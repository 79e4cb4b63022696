import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParticipantRow } from '@/api/resources/participants';
import type { ReviewCycle } from '@/api/resources/review-cycles';
import { isAwaitingApproval } from '@/lib/pending-approvals';
import { CycleProcessPanels } from './CycleProcessPanels';

/** What the server's total with awaitingApproval=true counts (the same rule). */
const pendingOf = (rows: ParticipantRow[]) =>
  rows.map((r) => r.recommendation).filter(isAwaitingApproval).length;

const priya = { id: 'emp_priya', firstName: 'Priya', lastName: 'Raman' };
const morgan = { id: 'emp_morgan', firstName: 'Morgan', lastName: 'Lee' };

/**
 * A `large`-like cycle: 10,000 participants whose approval steps carry decisions
 * but no approval history (the scenario keeps none). Every third is approved by both approvers,
 * every third by Priya only and waits for Morgan, the rest wait for Priya.
 */
function largeLike(count = 10_000) {
  const rows = Array.from({ length: count }, (_, i) => {
    const stage = i % 3;
    const decidedAt = `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T10:00:00.000Z`;
    const step = (approver: typeof priya, order: number, decided: boolean) => ({
      id: `appr_${i}_${order}`,
      approverId: approver.id,
      approver,
      order,
      decision: decided ? true : null,
      reason: null,
      comments: null,
      decidedAt: decided ? decidedAt : null,
    });
    return {
      id: `part_${i}`,
      employeeName: `Person ${i}`,
      status: stage === 0 ? 'completed' : 'pending_approval',
      recommendation: {
        id: `rec_${i}`,
        status: stage === 0 ? 'approved' : 'pending_approval',
        approvalSteps: [step(priya, 1, stage !== 2), step(morgan, 2, stage === 0)],
        history: [],
      },
    };
  }) as unknown as ParticipantRow[];
  const approved = (who: 'priya' | 'morgan') =>
    rows.filter((r) =>
      r.recommendation!.approvalSteps.some(
        (s) => s.approverId === (who === 'priya' ? priya.id : morgan.id) && s.decision === true,
      ),
    ).length;
  const cycle = {
    id: 'cycle_large',
    approvalWorkflowInstance: { id: 'wf', steps: [] },
    progress: {
      reviewStatus: 'completed',
      approvalStatus: 'in_progress',
      overallStatus: 'in_progress',
      reviewSteps: [],
      approvers: [
        {
          approverId: priya.id,
          approverName: 'Priya Raman',
          approvedCount: approved('priya'),
          assignedCount: count,
          percent: (approved('priya') / count) * 100,
        },
        {
          approverId: morgan.id,
          approverName: 'Morgan Lee',
          approvedCount: approved('morgan'),
          assignedCount: count,
          percent: (approved('morgan') / count) * 100,
        },
      ],
    },
  } as unknown as ReviewCycle;
  return { cycle, rows };
}

describe('CycleProcessPanels on a large cycle', () => {
  it('counted approvals are listed as actions taken, never "No approval actions taken yet"', () => {
    const { cycle, rows } = largeLike();
    render(
      <CycleProcessPanels cycle={cycle} recentlyDecided={rows} pendingCount={pendingOf(rows)} />,
    );
    const panel = screen.getByRole('region', { name: 'Approval Process' });
    expect(within(panel).getByText('6,667 of 10,000 approved · 66.7%')).toBeInTheDocument();
    expect(within(panel).queryByText('No approval actions taken yet')).toBeNull();
    const recent = within(panel).getByRole('list', { name: 'Recent approval actions' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(/^(Priya Raman|Morgan Lee) approved Person \d+/);
    // One pending approval per recommendation awaiting a decision: 6,666 of the 10,000.
    expect(within(panel).getByText('6,666 awaiting a decision')).toBeInTheDocument();
  });

  it('says "No approval actions taken yet" only when no step is decided', () => {
    const { cycle, rows } = largeLike(30);
    const undecided = rows.map((r) => ({
      ...r,
      status: 'pending_approval',
      recommendation: {
        ...r.recommendation!,
        status: 'pending_approval',
        approvalSteps: r.recommendation!.approvalSteps.map((s) => ({
          ...s,
          decision: null,
          decidedAt: null,
        })),
      },
    })) as ParticipantRow[];
    render(
      <CycleProcessPanels
        cycle={cycle}
        recentlyDecided={undecided}
        pendingCount={pendingOf(undecided)}
      />,
    );
    expect(screen.getByText('No approval actions taken yet')).toBeInTheDocument();
    expect(screen.getByText('30 awaiting a decision')).toBeInTheDocument();
  });

  it('shows no count and no actions while they load', () => {
    const { cycle } = largeLike(30);
    render(<CycleProcessPanels cycle={cycle} recentlyDecided={null} pendingCount={null} />);
    const panel = screen.getByRole('region', { name: 'Approval Process' });
    expect(within(panel).getByText('10 of 30 approved · 33.3%')).toBeInTheDocument();
    expect(within(panel).queryByText(/awaiting a decision/)).toBeNull();
    expect(within(panel).queryByText('No approval actions taken yet')).toBeNull();
    expect(within(panel).queryByRole('list', { name: 'Recent approval actions' })).toBeNull();
  });
});
