import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { cycleFlags } from '@mocks/views/guideline';
import { handlers } from '@mocks/handlers/index';
import { useCycleParticipants } from '@/api/resources/participants';
import { ParticipantsTable } from './ParticipantsTable';

const CYCLE_ID = 'cycle_0004';

/** Two pending recommendations of the demo's current cycle: the first gets a tenfold raise, the other has no flag. */
function targets() {
  const pending = db.recommendations
    .all()
    .filter((r) => r.cycleId === CYCLE_ID && r.status === 'pending_approval')
    .sort((a, b) => a.id.localeCompare(b.id));
  const flags = cycleFlags(db.reviewCycles.find(CYCLE_ID)!);
  const clean = pending.slice(1).find((r) => flags.of(r.participantId).length === 0);
  return { large: pending[0]!, clean: clean! };
}

/** No guideline in the cycle, and a raise of 900% on the first pending recommendation. */
function tenfoldRaise() {
  const cycle = db.reviewCycles.find(CYCLE_ID)!;
  db.reviewCycles.update(CYCLE_ID, { guideline: { ...cycle.guideline!, ranges: [] } });
  const { large } = targets();
  const increase = large.currentSalary * 9;
  db.recommendations.update(large.id, {
    proposedIncrease: increase,
    proposedSalary: large.currentSalary + increase,
  });
}

/** The admin's participants table, cut to the two rows (a 64-row table is slow in jsdom). */
function TableStory() {
  const [ids] = useState(() => {
    const { large, clean } = targets();
    return new Set([large.participantId, clean.participantId]);
  });
  const rows = useCycleParticipants(CYCLE_ID);
  return (
    <ParticipantsTable
      cycleId={CYCLE_ID}
      rows={(rows.data?.rows ?? []).filter((r) => ids.has(r.id))}
      isLoading={rows.isPending}
      currentEmployeeId={null}
      isAdmin
    />
  );
}

const nameOf = (participantId: string) => {
  const participant = db.participants.find(participantId)!;
  const employee = db.employees.find(participant.employeeId)!;
  return `${employee.firstName} ${employee.lastName}`;
};

const meta = {
  title: 'Review Cycles/Approval Confirmation',
  component: TableStory,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    tenfoldRaise();
    return storySession('admin');
  },
} satisfies Meta<typeof TableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Approve on a flagged recommendation (a large change, over its pool) asks first, with the amount
 * and the pool after approval; Approve anyway records the decision (the admin's, on behalf of the
 * first approver).
 */
export const ApproveFlaggedAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const name = nameOf(targets().large.participantId);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Approve ${name}` }, { timeout: 10_000 }),
    );
    const dialog = await page.findByRole('dialog', {
      name: `Approve ${name}'s recommendation?`,
    });
    await expect(dialog).toHaveTextContent(/Check before approving: Large change/);
    await expect(within(dialog).getByLabelText('Increase')).toHaveTextContent(
      /^\$[\d,]+\.\d\d \(900\.00% of the current salary\)$/,
    );
    await expect(within(dialog).getByLabelText('Pool after approval')).toHaveTextContent(
      /^Increase: \$[\d,.]+ (over the|of) \$[\d,.]+/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Anyway' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const decided = db.approvalSteps.lookup('recommendationId', targets().large.id);
    await expect(decided.some((s) => s.decision === true)).toBe(true);
  },
};

/** Cancel leaves it undecided. */
export const ApproveFlaggedCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const name = nameOf(targets().large.participantId);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Approve ${name}` }, { timeout: 10_000 }),
    );
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: `Approve ${name}` })).toBeEnabled();
    await expect(
      db.approvalSteps.lookup('recommendationId', targets().large.id).some((s) => s.decision),
    ).toBe(false);
  },
};

/**
 * Bulk approve: the flagged row cannot be selected; of the selected ones, the server's skips are
 * listed with their reasons (here a separation-of-duties refusal of the single approval).
 */
export const BulkApproveSummary: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/review-cycles/:cycleId/recommendations/bulk-approve', async () => {
          const { clean } = targets();
          return HttpResponse.json({
            data: {
              approvedCount: 0,
              refusedCount: 1,
              results: [
                {
                  recommendationId: clean.id,
                  participantId: clean.participantId,
                  approved: false,
                  error: 'You cannot decide on a recommendation you submitted',
                },
              ],
            },
          });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { large, clean } = targets();
    await canvas.findByRole(
      'button',
      { name: `Approve ${nameOf(large.participantId)}` },
      {
        timeout: 10_000,
      },
    );
    await expect(canvas.getByRole('checkbox', { name: /Flagged: Large change/ })).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: `Select ${nameOf(clean.participantId)}` }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Selected (1)' }));
    const summary = await canvas.findByRole('alert', { name: 'Bulk approve summary' });
    await expect(summary).toHaveTextContent('Approved 0 of 1; skipped 1:');
    await expect(summary).toHaveTextContent(
      `You cannot decide on a recommendation you submitted: ${nameOf(clean.participantId)}`,
    );
  },
};

/** The L3 Senior and L4 Lead of the demo ladder (mocks/seed/levels.ts). */
const level = (name: string) =>
  db.levels.first((l) => l.organizationId === 'org_acme' && l.name === name)!;

/**
 * Approving a promotion (issue 23) asks first: the levels and the compa-ratio after in the new
 * band; once approved, the employee is on the new level.
 */
export const ApprovePromotionAsksFirst: Story = {
  beforeEach: () => {
    tenfoldRaise();
    const { clean } = targets();
    const employeeId = db.participants.find(clean.participantId)!.employeeId;
    db.employees.update(employeeId, { levelId: level('L3 Senior').id, zone: null });
    db.recommendations.update(clean.id, {
      newLevelId: level('L4 Lead').id,
      currentLevelId: level('L3 Senior').id,
    });
    return storySession('admin');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const { clean } = targets();
    const name = nameOf(clean.participantId);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Approve ${name}` }, { timeout: 10_000 }),
    );
    const dialog = await page.findByRole('dialog', { name: `Approve ${name}'s recommendation?` });
    await expect(dialog).toHaveTextContent(/Check before approving: .*Promotion to L4 Lead\./);
    await expect(dialog).toHaveTextContent('Promotion: L3 Senior → L4 Lead');
    // The proposed salary over L4 Lead's midpoint, 132,000.
    const compa = (clean.proposedSalary / 132_000).toFixed(2);
    await expect(dialog).toHaveTextContent(
      new RegExp(`Compa-ratio after${compa.replace('.', '\\.')}`),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Anyway' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const steps = db.approvalSteps.lookup('recommendationId', clean.id);
    await expect(steps.some((s) => s.decision === true)).toBe(true);
  },
};
