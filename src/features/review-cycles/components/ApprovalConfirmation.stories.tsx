import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { cycleFlags } from '@mocks/views/guideline';
import { handlers } from '@mocks/handlers/index';
import { useAllCycleParticipants } from '@/api/resources/participants';
import { ParticipantsTable } from './ParticipantsTable';

const CYCLE_ID = 'cycle_0004';

/**
 * No guideline in the cycle and a raise of 900% on its first pending recommendation; returns that
 * one and the next pending one without a flag.
 */
function tenfoldRaise(): { largeId: string; cleanId: string } {
  const cycle = db.reviewCycles.find(CYCLE_ID)!;
  db.reviewCycles.update(CYCLE_ID, { guideline: { ...cycle.guideline!, ranges: [] } });
  const [large, ...others] = db.recommendations
    .all()
    .filter((r) => r.cycleId === CYCLE_ID && r.status === 'pending_approval')
    .sort((a, b) => a.id.localeCompare(b.id));
  const increase = large!.currentSalary * 9;
  db.recommendations.update(large!.id, {
    proposedIncrease: increase,
    proposedSalary: large!.currentSalary + increase,
  });
  const flags = cycleFlags(db.reviewCycles.find(CYCLE_ID)!);
  const clean = others.find((r) => flags.of(r.participantId).length === 0);
  return { largeId: large!.id, cleanId: clean!.id };
}

/**
 * The story's two recommendations, chosen once before it renders: picked again later, a story's
 * own edits (a promotion gets a flag) or its approval (no longer pending) would name others.
 */
let picked: ReturnType<typeof tenfoldRaise> | null = null;

/** The two recommendations as the store holds them now. */
function targets() {
  if (!picked) throw new Error('The stories pick their recommendations in beforeEach');
  return {
    large: db.recommendations.find(picked.largeId)!,
    clean: db.recommendations.find(picked.cleanId)!,
  };
}

const stepsOf = (recommendationId: string) =>
  db.approvalSteps.lookup('recommendationId', recommendationId);

/**
 * The step an admin's Approve decides: the first undecided one in order (a submitter's own step
 * is decided by their submission already).
 */
const nextStep = (recommendationId: string) =>
  stepsOf(recommendationId)
    .filter((s) => s.decision === null)
    .sort((a, b) => a.order - b.order)[0]!;

/** The admin's participants table, cut to the two rows (a 64-row table is slow in jsdom). */
function TableStory() {
  const [ids] = useState(() => {
    const { large, clean } = targets();
    return new Set([large.participantId, clean.participantId]);
  });
  const rows = useAllCycleParticipants(CYCLE_ID);
  return (
    <ParticipantsTable
      cycleId={CYCLE_ID}
      rows={(rows.data ?? []).filter((r) => ids.has(r.id))}
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

/**
 * The admin deciding a step assigned to another approver gives the override's justification
 * first (when the next step is theirs, nothing asks).
 */
async function justifyIfAsked(page: ReturnType<typeof within>) {
  const ask = await page
    .findByRole('dialog', { name: /^Decide on behalf of / }, { timeout: 2_000 })
    .catch(() => null);
  if (!ask) return;
  await userEvent.type(within(ask).getByLabelText(/^Justification/), 'The approver is on leave.');
  await userEvent.click(within(ask).getByRole('button', { name: 'Override and continue' }));
  await waitFor(() =>
    expect(page.queryByRole('dialog', { name: /^Decide on behalf of / })).toBeNull(),
  );
}

const meta = {
  title: 'Review Cycles/Approval Confirmation',
  component: TableStory,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    picked = tenfoldRaise();
    return storySession('admin');
  },
} satisfies Meta<typeof TableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Approve on a flagged recommendation (a large change, over its pool) asks first, with the amount
 * and the pool after approval; Approve anyway records the admin's approval on the step awaiting
 * it, and nothing else.
 */
export const ApproveFlaggedAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const { large } = targets();
    const name = nameOf(large.participantId);
    const step = nextStep(large.id);
    const decidedBefore = stepsOf(large.id).filter((s) => s.decision !== null).length;
    await userEvent.click(
      await canvas.findByRole('button', { name: `Approve ${name}` }, { timeout: 10_000 }),
    );
    await justifyIfAsked(page);
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
    await waitFor(() => expect(db.approvalSteps.find(step.id)?.decision).toBe(true));
    await expect(stepsOf(large.id).filter((s) => s.decision !== null)).toHaveLength(
      decidedBefore + 1,
    );
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** Cancel leaves it undecided. */
export const ApproveFlaggedCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const { large } = targets();
    const name = nameOf(large.participantId);
    const before = stepsOf(large.id).map((s) => [s.id, s.decision]);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Approve ${name}` }, { timeout: 10_000 }),
    );
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: `Approve ${name}` })).toBeEnabled();
    await expect(stepsOf(large.id).map((s) => [s.id, s.decision])).toEqual(before);
    await expect(targets().large.status).toBe('pending_approval');
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
    await justifyIfAsked(within(canvasElement.ownerDocument.body));
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

/** L4 Lead's band minimum in the default zone (mocks/seed/levels.ts: a midpoint of 132,000 ± 1/6). */
const L4_LEAD_MINIMUM = 110_000;

/**
 * Approving a promotion asks first, even within the promotion's own guideline: the
 * levels and the compa-ratio after in the new band; once approved, the employee is on the new
 * level.
 */
export const ApprovePromotionAsksFirst: Story = {
  // Runs after the stories' beforeEach, which picked the recommendations and signed the admin in.
  beforeEach: () => {
    const { clean } = targets();
    const employeeId = db.participants.find(clean.participantId)!.employeeId;
    db.employees.update(employeeId, { levelId: level('L3 Senior').id, zone: null });
    // Within the promotion's own guideline (a raise of 5-20% that reaches the new band's
    // minimum) and within the team's pool: the promotion is the only reason to ask.
    const salary = Math.max(L4_LEAD_MINIMUM, Math.round(clean.currentSalary * 1.05));
    db.recommendations.update(clean.id, {
      newLevelId: level('L4 Lead').id,
      currentLevelId: level('L3 Senior').id,
      proposedIncrease: salary - clean.currentSalary,
      proposedSalary: salary,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const { clean } = targets();
    const name = nameOf(clean.participantId);
    const step = nextStep(clean.id);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Approve ${name}` }, { timeout: 10_000 }),
    );
    await justifyIfAsked(page);
    const dialog = await page.findByRole('dialog', { name: `Approve ${name}'s recommendation?` });
    await expect(dialog).toHaveTextContent('Check before approving: Promotion to L4 Lead.');
    await expect(dialog).toHaveTextContent('Promotion: L3 Senior → L4 Lead');
    // The proposed salary over L4 Lead's midpoint, 132,000.
    const compa = (clean.proposedSalary / 132_000).toFixed(2);
    await expect(dialog).toHaveTextContent(
      new RegExp(`Compa-ratio after${compa.replace('.', '\\.')}`),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Anyway' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(db.approvalSteps.find(step.id)?.decision).toBe(true));
    await expect(page.queryByRole('alert')).toBeNull();
    // The admin's was the last step awaited: the promotion is approved, the employee on L4 Lead.
    await expect(targets().clean.status).toBe('approved');
    const employee = db.employees.find(db.participants.find(clean.participantId)!.employeeId)!;
    await expect(employee.levelId).toBe(level('L4 Lead').id);
  },
};
