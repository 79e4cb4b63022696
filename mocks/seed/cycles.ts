import { afterRecommendation } from '@/lib/after-decision';
import {
  chainForSubmission,
  submissionChainNote,
  SUBMISSION_CHAIN_NOTES,
} from '@/lib/approval-rules';
import { stepInstanceOf } from '@mocks/db/cycle-rows';
import type {
  CompensationChange,
  Participant,
  ParticipantStatus,
  ProgressStatus,
  Recommendation,
  RecommendationValues,
  ReviewCycle,
  ReviewStage,
  StageInstance,
  WorkflowInstanceKind,
  WorkflowTemplate,
} from '@mocks/db/records';
import type { SeedBuilder } from './builder';
import type { CompensationTypeIds, Metrics, ReviewLookups, Stages, Workflows } from './catalog';
import { bonusAmount, CURRENCY, meritIncreasePct, round100 } from './compensation';
import type { Person } from './people';
import { metricValue } from './responses';

export function addCycle(b: SeedBuilder, row: CycleSeed): ReviewCycle {
  const start = b.offsetOf(row.startDate);
  const created = b.at(Math.min(start - 14, -3) - 0.3);
  const updated = start < 0 ? b.at(start + 0.1) : created;
  // The stored row keeps the contract's field order whatever the seed leaves out.
  const { organizationId, name, typeId, statusId, startDate, endDate } = row;
  const named = { organizationId, name, typeId, statusId, startDate, endDate };
  return b.add('reviewCycles', {
    ...named,
    totalBudget: null,
    increaseBudget: null,
    bonusBudget: null,
    scope: 'company',
    teamIds: [],
    employeeIds: [],
    teamBudgets: [],
    adminOverride: false,
    adminOverrideJustification: '',
    reviewWorkflowTemplateId: null,
    approvalWorkflowTemplateId: null,
    ...row,
    createdAt: created,
    updatedAt: updated,
  });
}

/** A cycle as the seeds write it: what they leave out is company-wide, with no budgets, override or workflows. */
export type CycleSeed = Pick<
  ReviewCycle,
  'organizationId' | 'name' | 'typeId' | 'statusId' | 'startDate' | 'endDate'
> &
  Partial<Omit<ReviewCycle, 'createdAt' | 'updatedAt'>>;

/**
 * This year's annual review, in progress, company-wide, run with the organization's review and
 * approval workflows (their instances' steps with the given statuses).
 */
export function addAnnualReviewInProgress(
  b: SeedBuilder,
  input: {
    organizationId: string;
    lookups: ReviewLookups;
    workflows: Workflows;
    days: [start: number, end: number];
    budgets: [total: number, increase: number, bonus: number];
    steps: { review: ProgressStatus[]; approval: ProgressStatus | ProgressStatus[] };
  },
): ReviewCycle {
  const { lookups, workflows, days, budgets } = input;
  const cycle = addCycle(b, {
    organizationId: input.organizationId,
    name: `${b.year} Annual Review`,
    typeId: lookups.type.Annual,
    statusId: lookups.status['In Progress'],
    startDate: b.day(days[0]),
    endDate: b.day(days[1]),
    totalBudget: budgets[0],
    increaseBudget: budgets[1],
    bonusBudget: budgets[2],
    reviewWorkflowTemplateId: workflows.review.id,
    approvalWorkflowTemplateId: workflows.approval.id,
  });
  addWorkflowInstance(b, cycle, workflows.review, 'review', input.steps.review);
  addWorkflowInstance(b, cycle, workflows.approval, 'approval', input.steps.approval);
  return cycle;
}

/** Copies a template's steps into a cycle's workflow instance, each step with its status. */
export function addWorkflowInstance(
  b: SeedBuilder,
  cycle: ReviewCycle,
  template: WorkflowTemplate,
  kind: WorkflowInstanceKind,
  statuses: ProgressStatus | ProgressStatus[],
): void {
  const instance = b.add('workflowInstances', {
    organizationId: cycle.organizationId,
    cycleId: cycle.id,
    templateId: template.id,
    kind,
    createdAt: cycle.createdAt,
  });
  b.tables.workflowStepTemplates
    .filter((step) => step.templateId === template.id)
    .sort((x, y) => x.order - y.order)
    .forEach((step, i) => {
      const status = Array.isArray(statuses) ? (statuses[i] ?? 'not_started') : statuses;
      b.add('workflowStepInstances', stepInstanceOf(step, instance.id, status));
    });
}

/** Where a participant stands; every state the participants table can show. */
export const PARTICIPANT_STATES = [
  'not_started',
  'self_draft',
  'self_submitted',
  'manager_draft',
  'pending_approval',
  'approved',
  'rejected',
] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];

export interface CycleContext {
  b: SeedBuilder;
  cycle: ReviewCycle;
  stages: Stages;
  metrics: Metrics;
  compTypes: CompensationTypeIds;
  /** The approval chain's approvers (template user steps), in order. */
  approvers: Person[];
  /** Acts for participants without a manager and edits recommendations. */
  admin: Person;
  /** No metric responses, compensation data or approval history (the large scenario). */
  light?: boolean;
  /** False for a cycle without compensation (no approval workflow): a submitted manager review completes the participant. */
  compensation?: boolean;
}

export interface ParticipantPlan {
  person: Person;
  state: ParticipantState;
  rating: number;
  currentSalary: number;
  lastBonus: number | null;
  bonusTargetPct: number;
  /** Overrides the increase derived from the rating. */
  proposedIncrease?: number;
  proposedBonus?: number;
  /** For pending_approval: how many approvers (from the first) already approved. */
  approvalsDone?: number;
  /** The self review was submitted, then reopened by an admin. */
  selfReopened?: boolean;
  /** An admin edited the recommendation before the approvals. */
  editedByAdmin?: boolean;
  /** Who submitted the manager review when not the manager (then the manager may approve it). */
  submittedBy?: Person;
}

export interface ParticipantSeed {
  participant: Participant;
  recommendation: Recommendation | null;
}

const NOTES = [
  'No increase this cycle; a performance plan is in place.',
  'Partially met goals; a modest increase while we work on the development plan.',
  'Solid year that fully met expectations.',
  'Consistently exceeded goals and raised the bar for the team.',
  'Outstanding year; recommending the top of the merit range.',
];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One seeded approver: their submission counts as their decision when they submitted it. */
export interface SeededApprover {
  person: Person;
  bySubmission: boolean;
}

/**
 * The people who approve a participant's recommendation submitted by `submitter`, as a real
 * submission builds the chain (src/lib/approval-rules chainForSubmission): their manager, then the
 * chain, each once, never themselves; the submitter's own step counts as decided or is skipped, and
 * the admin approves when nobody else would.
 */
export function submissionChain(
  ctx: CycleContext,
  person: Person,
  submitter: Person = person.manager ?? ctx.admin,
) {
  return chainForSubmission({
    managerApproverId: person.manager?.employee.id ?? null,
    templateApproverIds: ctx.approvers.map((p) => p.employee.id),
    participantEmployeeId: person.employee.id,
    submitterId: submitter.employee.id,
    fallbackApproverId: ctx.admin.employee.id,
  });
}

/** The seeded approvers of a chain ({@link submissionChain}). */
export function approversOf(
  chain: ReturnType<typeof submissionChain>,
  ctx: CycleContext,
  person: Person,
): SeededApprover[] {
  if (!chain.ok) return [];
  const byId = new Map(
    [person.manager, ...ctx.approvers, ctx.admin]
      .filter((p): p is Person => !!p)
      .map((p) => [p.employee.id, p]),
  );
  return chain.steps.map((step) => ({
    person: byId.get(String(step.approverId))!,
    bySubmission: step.bySubmission,
  }));
}

function participantStatus(state: ParticipantState): ParticipantStatus {
  if (state === 'not_started') return 'not_started';
  if (state === 'approved' || state === 'pending_approval' || state === 'rejected')
    return afterRecommendation(state).participant;
  return 'in_progress';
}

/**
 * A participant of `ctx.cycle` in `plan.state`, with what that state implies: stage instances, metric
 * responses, compensation data, the recommendation, its approval steps and history. Times fall
 * between the cycle's start and the earlier of its end and now.
 */
export function addParticipant(ctx: CycleContext, plan: ParticipantPlan): ParticipantSeed {
  const { b, cycle, stages } = ctx;
  const { rng } = b;
  const start = b.offsetOf(cycle.startDate);
  const end = Math.min(b.offsetOf(cycle.endDate), 0) - 0.02;
  const t = (from: number, to: number) => start + rng.float(from, to) * (end - start);
  const created = (Date.parse(cycle.createdAt) - b.now.getTime()) / 86_400_000;
  /** Never before the cycle was created, never in the future. */
  const stamp = (offset: number) => b.at(Math.min(Math.max(offset, created), -0.01));
  const withCompensation = ctx.compensation !== false;
  const times = {
    selfStart: t(0.02, 0.12),
    selfSubmit: t(0.15, 0.35),
    managerStart: t(0.4, 0.5),
    managerSubmit: t(0.55, 0.68),
    edit: t(0.7, 0.73),
    decisions: [t(0.75, 0.8), t(0.82, 0.88), t(0.9, 0.97)],
  };
  const step = PARTICIPANT_STATES.indexOf(plan.state);
  const selfSubmitted = step >= 2;
  const managerStarted = step >= 3;
  const submitted = step >= 4;
  const lastTouched = submitted
    ? times.managerSubmit
    : managerStarted
      ? times.managerStart
      : selfSubmitted
        ? times.selfSubmit
        : step === 1
          ? times.selfStart
          : start;

  const participant = b.add('participants', {
    organizationId: cycle.organizationId,
    cycleId: cycle.id,
    employeeId: plan.person.employee.id,
    managerId: plan.person.manager?.employee.id ?? null,
    status: withCompensation || !submitted ? participantStatus(plan.state) : 'completed',
    currentStageId: selfSubmitted ? stages.manager.id : stages.self.id,
    createdAt: cycle.createdAt,
    updatedAt: stamp(lastTouched),
  });

  const stageRow = (
    stage: ReviewStage,
    row: Pick<StageInstance, 'status' | 'lockStatus' | 'submittedAt'>,
    at: number,
  ) =>
    b.add('stageInstances', {
      participantId: participant.id,
      cycleId: cycle.id,
      stageId: stage.id,
      ...row,
      updatedAt: stamp(at),
    });
  const unsubmittedRow = (stage: ReviewStage, status: StageInstance['status'], at: number) =>
    stageRow(stage, { status, lockStatus: 'Unlocked', submittedAt: null }, at);
  if (step === 0) unsubmittedRow(stages.self, 'not_started', start);
  else if (step === 1) unsubmittedRow(stages.self, 'draft', times.selfStart);
  else
    stageRow(
      stages.self,
      {
        status: 'completed',
        lockStatus: plan.selfReopened ? 'Reopened' : 'Locked',
        submittedAt: stamp(times.selfSubmit),
      },
      plan.selfReopened ? times.managerStart : times.selfSubmit,
    );
  if (!managerStarted) unsubmittedRow(stages.manager, 'not_started', start);
  else if (!submitted) unsubmittedRow(stages.manager, 'draft', times.managerStart);
  else
    stageRow(
      stages.manager,
      {
        status: withCompensation ? afterRecommendation(plan.state).managerReview : 'completed',
        lockStatus: 'Locked',
        submittedAt: stamp(times.managerSubmit),
      },
      times.managerSubmit,
    );

  if (!ctx.light) {
    const respond = (stage: ReviewStage, howMany: number, at: number) =>
      addResponses(ctx, participant, stage, plan, howMany, stamp(at));
    if (step >= 1)
      respond(
        stages.self,
        selfSubmitted ? 4 : 2,
        selfSubmitted ? times.selfSubmit : times.selfStart,
      );
    if (managerStarted)
      respond(
        stages.manager,
        submitted ? 5 : 3,
        submitted ? times.managerSubmit : times.managerStart,
      );
  }
  if (!managerStarted || !withCompensation) return { participant, recommendation: null };

  const current = plan.currentSalary;
  const increase =
    plan.proposedIncrease ??
    round100(current * Math.max(0, meritIncreasePct(plan.rating) + rng.float(-0.003, 0.003)));
  const bonus = plan.proposedBonus ?? bonusAmount(current, plan.bonusTargetPct, plan.rating);
  const notes = NOTES[Math.max(0, Math.min(4, plan.rating - 1))];
  if (!ctx.light) {
    const changes: CompensationChange[] = [
      {
        type: ctx.compTypes.baseSalary,
        typeName: 'Base Salary',
        currentValue: current,
        proposedValue: current + increase,
        percentChange: round2((increase / current) * 100),
        override: false,
      },
    ];
    if (bonus > 0) {
      changes.push({
        type: ctx.compTypes.annualBonus,
        typeName: 'Annual Bonus',
        currentValue: plan.lastBonus,
        proposedValue: bonus,
        percentChange: plan.lastBonus
          ? round2(((bonus - plan.lastBonus) / plan.lastBonus) * 100)
          : null,
        override: false,
      });
    }
    b.add('compensationData', {
      participantId: participant.id,
      stageId: stages.manager.id,
      changes,
      justification: notes,
      status: submitted ? 'pending_approval' : 'draft',
      updatedAt: stamp(submitted ? times.managerSubmit : times.managerStart),
    });
  }
  if (!submitted) return { participant, recommendation: null };

  const submitter = plan.submittedBy ?? plan.person.manager ?? ctx.admin;
  const chain = submissionChain(ctx, plan.person, submitter);
  const approvers = approversOf(chain, ctx, plan.person);
  // Decisions count among the steps the submission did not decide.
  const others = approvers.filter((a) => !a.bySubmission);
  const decided = (i: number): boolean | null => {
    if (approvers[i]!.bySubmission || plan.state === 'approved') return true;
    const k = others.indexOf(approvers[i]!);
    if (plan.state === 'rejected') {
      const rejectAt = others.length > 1 ? 1 : 0;
      return k < rejectAt ? true : k === rejectAt ? false : null;
    }
    return k < Math.min(plan.approvalsDone ?? 0, others.length - 1) ? true : null;
  };
  const recommendation = b.add('recommendations', {
    organizationId: cycle.organizationId,
    cycleId: cycle.id,
    participantId: participant.id,
    currentSalary: current,
    proposedIncrease: increase,
    proposedSalary: current + increase,
    proposedBonus: bonus,
    currency: CURRENCY,
    notes,
    status:
      plan.state === 'approved'
        ? 'approved'
        : plan.state === 'rejected'
          ? 'rejected'
          : 'pending_approval',
    createdAt: stamp(times.managerSubmit),
    updatedAt: stamp(times.managerSubmit),
  });
  const values = (inc: number): RecommendationValues => ({
    proposedIncrease: inc,
    proposedSalary: current + inc,
    notes,
  });
  const event = (
    actor: Person,
    action: 'submit' | 'approve' | 'reject' | 'edit',
    at: number,
    extra: Partial<{
      reason: 'budget';
      comments: string;
      before: RecommendationValues;
      after: RecommendationValues;
    }> = {},
  ) => {
    if (ctx.light) return;
    // Nobody decides on their own submission: the admin decided that step for them.
    const onBehalf = action !== 'submit' && actor === submitter && actor !== ctx.admin;
    b.add('recommendationEvents', {
      recommendationId: recommendation.id,
      action,
      actorUserId: onBehalf ? ctx.admin.user.id : actor.user.id,
      actorName: onBehalf
        ? `${ctx.admin.fullName} (admin, on behalf of ${actor.fullName})`
        : actor.fullName,
      reason: extra.reason ?? null,
      comments: extra.comments ?? null,
      before: extra.before ?? null,
      after: extra.after ?? null,
      at: stamp(at),
    });
  };
  const submittedIncrease = plan.editedByAdmin ? increase + 1500 : increase;
  const note = submissionChainNote(chain, {
    submitter: submitter.fullName,
    manager: plan.person.manager?.fullName ?? null,
    nameOf: (id) => approvers.find((a) => a.person.employee.id === id)?.person.fullName ?? '',
  });
  event(submitter, 'submit', times.managerSubmit, {
    after: values(submittedIncrease),
    ...(note ? { comments: note } : {}),
  });
  if (plan.editedByAdmin) {
    event(ctx.admin, 'edit', times.edit, {
      comments: 'Brought in line with the team budget after calibration.',
      before: values(submittedIncrease),
      after: values(increase),
    });
  }
  approvers.forEach(({ person: approver, bySubmission }, i) => {
    const decision = decided(i);
    const at = bySubmission
      ? times.managerSubmit
      : times.decisions[Math.min(i, times.decisions.length - 1)];
    const rejected = decision === false;
    b.add('approvalSteps', {
      recommendationId: recommendation.id,
      approverEmployeeId: approver.employee.id,
      order: i + 1,
      decision,
      reason: rejected ? 'budget' : null,
      comments: bySubmission
        ? SUBMISSION_CHAIN_NOTES.bySubmission(approver.fullName)
        : rejected
          ? "Please bring the increase within the team's remaining budget."
          : decision
            ? 'Approved.'
            : null,
      decidedAt: decision === null ? null : stamp(at),
    });
    if (decision === true && !bySubmission)
      event(approver, 'approve', at, { comments: 'Approved.' });
    if (rejected) {
      event(approver, 'reject', at, {
        reason: 'budget',
        comments: "Please bring the increase within the team's remaining budget.",
      });
    }
  });
  return { participant, recommendation };
}

function addResponses(
  ctx: CycleContext,
  participant: Participant,
  stage: ReviewStage,
  plan: ParticipantPlan,
  howMany: number,
  at: string,
): void {
  const { b, metrics } = ctx;
  const byId = new Map(Object.values(metrics).map((m) => [m.id, m]));
  for (const selected of stage.settings.selectedMetrics.slice(0, howMany)) {
    const metric = byId.get(selected.id);
    if (!metric) continue;
    b.add('metricResponses', {
      participantId: participant.id,
      stageId: stage.id,
      metricId: metric.id,
      employeeId: participant.employeeId,
      cycleId: participant.cycleId,
      value: metricValue(b, metric, plan.rating, b.offsetOf(ctx.cycle.endDate)),
      updatedAt: at,
    });
  }
}
