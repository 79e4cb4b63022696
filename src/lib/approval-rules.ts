/**
 * Who may decide (approve, reject, undo) an approval step, which step is next, and when a change
 * of amount restarts the chain. One rule for the mock server and the screens.
 *
 * - Separation of duties: nobody decides on a recommendation they submitted (the actor of its
 *   latest submit event) or on one about themselves (the participant is their employee), admins
 *   included.
 * - Order: steps are decided in their order. An approver decides their own step only when every
 *   earlier step is decided; an admin decides the first undecided step, on behalf of its approver
 *   when it is not theirs, and then only with an explicit override ({@link overrideRefusal}).
 * - Two people: nobody decides two steps of one chain (whoever decided a step, its approver or
 *   the admin on their behalf), so every chain is decided by at least two different people.
 * - Undo unwinds the chain from its end: an approver undoes their own decision only while no
 *   later step is decided; an admin undoes the last decided step.
 */

type Id = string | number;

/** The texts of the refusals (contract: 403 for duties, 409 for order). */
export const APPROVAL_RULE_MESSAGES = {
  submitted: 'You cannot decide on a recommendation you submitted',
  aboutSelf: 'You cannot decide on a recommendation about yourself',
  outOfOrder: 'An earlier approval step is still awaiting a decision',
  laterDecided: 'A later approval step has already been decided',
  twoSteps:
    'You have already decided another step of this recommendation: someone else must decide this one',
  /** A step assigned to someone else, decided without the override (403). */
  needsOverride: (approverName: string) =>
    `This step is assigned to ${approverName}: deciding it for them needs an override with a justification.`,
  /** The override without its justification (400 on onBehalfJustification). */
  overrideJustification: 'A justification is required to decide on behalf of another approver.',
  /** A change (edit, the manager review's compensation data) of a recommendation about oneself. */
  changeAboutSelf: 'You cannot change a recommendation about yourself',
} as const;

/** Why a caller may not take a decision now. */
export type ApprovalRefusal =
  | 'not_approver'
  | 'about_self'
  | 'submitted'
  | 'already_decided'
  | 'rejected'
  | 'out_of_order'
  | 'nothing_to_undo'
  | 'later_decided'
  | 'decided_another_step';

export interface ChainStep {
  approverId?: Id | null;
  order?: number | null;
  decision?: boolean | null;
  /** Who decided it (an admin on behalf of its approver); absent or null: its approver. */
  decidedById?: Id | null;
}

export interface ChainEvent {
  action: string;
  /** Who acted: an employee id (or a user id for a user without an employee record). */
  actorId?: Id | null;
}

/** The caller, named by their employee id and their user id (events may record either). */
export interface ApprovalCaller {
  employeeId?: Id | null;
  userId?: Id | null;
  isAdmin: boolean;
}

export interface ApprovalChain<S extends ChainStep = ChainStep> {
  steps: readonly S[];
  /** The employee the recommendation is about. */
  participantEmployeeId?: Id | null;
  /** Who submitted it ({@link submitterOf}); null when unknown. */
  submitterId?: Id | null;
}

export type ApprovalPlan<S extends ChainStep = ChainStep> =
  | {
      ok: true;
      step: S;
      /** 1-based position of the step in the chain. */
      position: number;
      total: number;
      /** The caller acts for the step's approver (an admin). */
      onBehalf: boolean;
    }
  | { ok: false; refusal: ApprovalRefusal };

const same = (a: Id | null | undefined, b: Id | null | undefined) =>
  a != null && b != null && String(a) === String(b);

const isDecided = (step: ChainStep) => typeof step.decision === 'boolean';

/** The steps in approval order (stable for steps without an order). */
export function orderedSteps<S extends ChainStep>(steps: readonly S[]): S[] {
  return steps
    .map((step, i) => ({ step, i }))
    .sort((a, b) => (a.step.order ?? a.i) - (b.step.order ?? b.i) || a.i - b.i)
    .map(({ step }) => step);
}

/**
 * The first undecided step in order (the only one that may be decided now); null when none, or
 * when a step rejected it (a rejection stops the chain until it is undone).
 */
export function nextStep<S extends ChainStep>(
  steps: readonly S[],
): { step: S; position: number; total: number } | null {
  const ordered = orderedSteps(steps);
  if (ordered.some((s) => s.decision === false)) return null;
  const index = ordered.findIndex((s) => !isDecided(s));
  return index === -1 ? null : { step: ordered[index], position: index + 1, total: ordered.length };
}

/** Who submitted the recommendation: the actor of its latest submit event; null without one. */
export function submitterOf(history: readonly ChainEvent[] | null | undefined): Id | null {
  const submits = (history ?? []).filter((e) => e.action === 'submit');
  return submits.at(-1)?.actorId ?? null;
}

const isCaller = (caller: ApprovalCaller, id: Id | null | undefined) =>
  same(id, caller.employeeId) || same(id, caller.userId);

/** The duty that keeps the caller from deciding at all; null when none. */
export function dutyRefusal(
  chain: ApprovalChain,
  caller: ApprovalCaller,
): 'about_self' | 'submitted' | null {
  if (same(chain.participantEmployeeId, caller.employeeId)) return 'about_self';
  if (isCaller(caller, chain.submitterId)) return 'submitted';
  return null;
}

/**
 * Whether the caller may change (edit the amounts, save the manager review's compensation data
 * of) a recommendation about `participantEmployeeId`: never one about themselves, admins included.
 */
export function changesAboutSelf(
  participantEmployeeId: Id | null | undefined,
  caller: Pick<ApprovalCaller, 'employeeId'>,
): boolean {
  return same(participantEmployeeId, caller.employeeId);
}

/** Whether the caller decided a step of the chain other than `except` (by its decidedById). */
function decidedAnother(steps: readonly ChainStep[], caller: ApprovalCaller, except: ChainStep) {
  return steps.some(
    (s) => s !== except && isDecided(s) && isCaller(caller, s.decidedById ?? s.approverId),
  );
}

/** The caller's own step, or why they may not act on this chain at all (both plans check first). */
function standing<S extends ChainStep>(
  chain: ApprovalChain<S>,
  caller: ApprovalCaller,
): { own?: S; refusal?: ApprovalRefusal } {
  const own = chain.steps.find((s) => same(s.approverId, caller.employeeId));
  if (!own && !caller.isAdmin) return { refusal: 'not_approver' };
  return { own, refusal: dutyRefusal(chain, caller) ?? undefined };
}

/**
 * The step an approve or reject by `caller` is recorded on, or why not. Checked in this order:
 * not an approver (nor an admin), about themselves, submitted by them, own step already decided,
 * rejected by an earlier step (the chain stops there), an earlier step undecided (an admin then decides that earlier step on behalf of its approver), the caller decided another step of
 * the chain (nobody decides two). A plan on behalf (`onBehalf`) still needs the admin's override.
 */
export function planDecision<S extends ChainStep>(
  chain: ApprovalChain<S>,
  caller: ApprovalCaller,
): ApprovalPlan<S> {
  const { own, refusal } = standing(chain, caller);
  if (refusal) return { ok: false, refusal };
  if (own && isDecided(own)) return { ok: false, refusal: 'already_decided' };
  if (chain.steps.some((s) => s.decision === false)) return { ok: false, refusal: 'rejected' };
  const next = nextStep(chain.steps);
  if (!next) return { ok: false, refusal: 'already_decided' };
  if (own && next.step !== own && !caller.isAdmin) return { ok: false, refusal: 'out_of_order' };
  if (decidedAnother(chain.steps, caller, next.step))
    return { ok: false, refusal: 'decided_another_step' };
  return { ok: true, ...next, onBehalf: next.step !== own };
}

/**
 * The step an undo by `caller` clears, or why not: an approver's own decided step while no later
 * step is decided; an admin's the last decided step of the chain. The submitter's own step, which
 * their submission decided, is neither undone nor waited for.
 */
export function planUndo<S extends ChainStep>(
  chain: ApprovalChain<S>,
  caller: ApprovalCaller,
): ApprovalPlan<S> {
  const { own, refusal } = standing(chain, caller);
  if (refusal) return { ok: false, refusal };
  const ordered = orderedSteps(chain.steps);
  // The submitter's own step was decided by the submission: no one undoes it, nor waits for it.
  const undoable = (s: S) => isDecided(s) && !same(s.approverId, chain.submitterId);
  const decided = ordered.filter(undoable);
  const target = caller.isAdmin ? decided.at(-1) : own && isDecided(own) ? own : undefined;
  if (!target) return { ok: false, refusal: 'nothing_to_undo' };
  const position = ordered.indexOf(target) + 1;
  if (ordered.slice(position).some(undoable)) return { ok: false, refusal: 'later_decided' };
  return { ok: true, step: target, position, total: ordered.length, onBehalf: target !== own };
}

/** An admin's explicit override to decide a step assigned to someone else. */
export interface DecisionOverride {
  onBehalf?: boolean | null;
  onBehalfJustification?: string | null;
}

/** The override's justification, trimmed; null when none was given. */
export function overrideJustification(
  override: DecisionOverride | null | undefined,
): string | null {
  return override?.onBehalf ? override.onBehalfJustification?.trim() || null : null;
}

/** The 400 of an override without its justification, on onBehalfJustification; null when fine. */
export function overrideError(override: DecisionOverride | null | undefined): string | null {
  if (!override?.onBehalf) return null;
  return overrideJustification(override) ? null : APPROVAL_RULE_MESSAGES.overrideJustification;
}

/**
 * Why a plan may not go ahead as sent: a step assigned to someone else (`onBehalf`) decided
 * without the override names whose it is; null when the plan is the caller's own step or the
 * override is given with its justification.
 */
export function overrideRefusal(
  plan: ApprovalPlan,
  override: DecisionOverride | null | undefined,
  approverName: string,
): string | null {
  if (!plan.ok || !plan.onBehalf || overrideJustification(override)) return null;
  return APPROVAL_RULE_MESSAGES.needsOverride(approverName);
}

/** What a submission's chain starts with ({@link chainForSubmission}). */
export interface SubmissionChainInput {
  /** The participant's manager when the stage requires manager approval; null otherwise. */
  managerApproverId: Id | null;
  /** The approvers the cycle's approval workflow names, in order. */
  templateApproverIds: readonly (Id | null | undefined)[];
  /** The employee the recommendation is about (never their own approver). */
  participantEmployeeId: Id;
  /** Who submits it (their employee id); null for a user without an employee record. */
  submitterId: Id | null;
  /** Who approves when nobody but the submitter would: an admin who is neither; null when none. */
  fallbackApproverId: Id | null;
}

export interface PlannedStep {
  approverId: Id;
  /** The submitter's own step: their submission is their decision. */
  bySubmission: boolean;
}

export type SubmissionChain =
  | {
      ok: true;
      steps: PlannedStep[];
      /** The manager's step was left out because the manager submitted it. */
      managerStepSkipped: boolean;
      /** The fallback approver was added so that a second person decides. */
      fallbackAdded: boolean;
    }
  | { ok: false };

/**
 * The approval chain a submission starts, so that it can never deadlock on separation of duties:
 * the manager's step (when the stage requires it) then the workflow's approvers, each person once
 * and never the participant. The submitter never decides their own submission afterwards, so:
 * - where the workflow names the submitter, their step counts as decided by the submission;
 * - the manager's step that only the stage adds is skipped when the manager submits;
 * - a chain always needs a second person: when no step is left for anyone but the submitter, the
 *   fallback approver (an admin) is added; without one the submission is refused (ok false).
 */
export function chainForSubmission(input: SubmissionChainInput): SubmissionChain {
  const { managerApproverId, templateApproverIds, participantEmployeeId, submitterId } = input;
  const named = templateApproverIds.filter((id): id is Id => id != null);
  const isSubmitter = (id: Id) => same(id, submitterId);
  const managerStepSkipped =
    managerApproverId != null &&
    isSubmitter(managerApproverId) &&
    !named.some((id) => same(id, managerApproverId));
  const seen: Id[] = [participantEmployeeId];
  const steps: PlannedStep[] = [];
  const candidates = [
    ...(managerStepSkipped || managerApproverId == null ? [] : [managerApproverId]),
    ...named,
  ];
  for (const id of candidates) {
    if (seen.some((other) => same(other, id))) continue;
    seen.push(id);
    steps.push({ approverId: id, bySubmission: isSubmitter(id) });
  }
  let fallbackAdded = false;
  if (!steps.some((step) => !step.bySubmission)) {
    const fallback = input.fallbackApproverId;
    if (fallback == null || isSubmitter(fallback) || same(fallback, participantEmployeeId))
      return { ok: false };
    steps.push({ approverId: fallback, bySubmission: false });
    fallbackAdded = true;
  }
  return { ok: true, steps, managerStepSkipped, fallbackAdded };
}

/** What the history says of a chain a submission started ({@link chainForSubmission}). */
export const SUBMISSION_CHAIN_NOTES = {
  bySubmission: (name: string) => `Counts as ${name}'s approval: they submitted it`,
  managerSkipped: (name: string) => `Manager approval skipped: ${name} submitted it`,
  fallback: (name: string) => `${name} approves as a second person: nobody else is in the chain`,
  noSecondApprover:
    'This recommendation needs an approver other than you. Ask an admin to add one to the approval workflow.',
} as const;

/**
 * What the submit event's comments say of the chain it started, for whoever waits to see why:
 * "Manager approval skipped: Jordan Patel submitted it"; null when the chain is as the workflow has it.
 */
export function submissionChainNote(
  chain: SubmissionChain,
  names: { submitter: string; manager: string | null; nameOf: (approverId: Id) => string },
): string | null {
  if (!chain.ok) return null;
  const notes: string[] = [];
  if (chain.managerStepSkipped && names.manager)
    notes.push(SUBMISSION_CHAIN_NOTES.managerSkipped(names.manager));
  if (chain.steps.some((s) => s.bySubmission))
    notes.push(SUBMISSION_CHAIN_NOTES.bySubmission(names.submitter));
  const fallback = chain.fallbackAdded ? chain.steps.at(-1) : undefined;
  if (fallback) notes.push(SUBMISSION_CHAIN_NOTES.fallback(names.nameOf(fallback.approverId)));
  return notes.length > 0 ? notes.join('. ') : null;
}

/** The amounts whose change restarts an approval chain. */
export interface ChainAmounts {
  proposedIncrease?: number | null;
  proposedSalary?: number | null;
  proposedBonus?: number | null;
  /** A promotion's level counts as an amount. */
  newLevelId?: string | null;
}

const AMOUNT_KEYS = ['proposedIncrease', 'proposedSalary', 'proposedBonus'] as const;

/**
 * Whether an amount present on both sides differs by a cent or more, or the promotion's level
 * differs (notes do not count).
 */
export function amountChanged(before: ChainAmounts, after: ChainAmounts): boolean {
  if ('newLevelId' in before && 'newLevelId' in after) {
    if ((before.newLevelId ?? null) !== (after.newLevelId ?? null)) return true;
  }
  return AMOUNT_KEYS.some((key) => {
    if (!(key in before) || !(key in after)) return false;
    const a = before[key] ?? null;
    const b = after[key] ?? null;
    if (a === null || b === null) return a !== b;
    return Math.abs(a - b) >= 0.005;
  });
}

/** Whether a chain holds a decision that a change of amount would clear. */
export function hasDecisions(steps: readonly ChainStep[]): boolean {
  return steps.some(isDecided);
}

/** Why the chain restarted, for the history: "Amount changed by Morgan Lee (admin edit)". */
export type RestartCause = 'admin edit' | 'calibration' | 'resubmission';

/** The restart event's comments; a resubmission at the same amounts says so. */
export function restartComment(actorName: string, cause: RestartCause, amounts = true): string {
  return amounts ? `Amount changed by ${actorName} (${cause})` : `Resubmitted by ${actorName}`;
}

/** What the screens say to someone who may not decide now. */
export const APPROVAL_NOTICES = {
  submitted: 'You submitted this recommendation; another approver must decide',
  aboutSelf: 'This recommendation is about you; another approver must decide',
  twoSteps: 'You decided another step of this recommendation; someone else must decide this one',
  awaiting: (name: string, position: number, total: number) =>
    `Awaiting ${name} (step ${position} of ${total})`,
  /** The next approver may not decide it themselves (they submitted it or it is about them). */
  awaitingAdmin: (name: string, position: number, total: number) =>
    `Awaiting an admin on behalf of ${name} (step ${position} of ${total})`,
} as const;

export interface ChainView<S extends ChainStep> {
  decide: ApprovalPlan<S>;
  undo: ApprovalPlan<S>;
  /** Who can decide, or why the viewer cannot; null when the viewer can or nothing awaits. */
  notice: string | null;
}

/** The viewer's options on a chain and the sentence that explains the others' turn. */
export function chainView<S extends ChainStep>(
  chain: ApprovalChain<S>,
  caller: ApprovalCaller,
  nameOf: (step: S) => string,
): ChainView<S> {
  const decide = planDecision(chain, caller);
  const undo = planUndo(chain, caller);
  let notice: string | null = null;
  if (!decide.ok && decide.refusal === 'submitted') notice = APPROVAL_NOTICES.submitted;
  else if (!decide.ok && decide.refusal === 'about_self') notice = APPROVAL_NOTICES.aboutSelf;
  else if (!decide.ok && decide.refusal === 'decided_another_step')
    notice = APPROVAL_NOTICES.twoSteps;
  else if (!decide.ok) {
    const next = nextStep(chain.steps);
    if (next) {
      const approver = { employeeId: next.step.approverId, isAdmin: false };
      const blocked = dutyRefusal(chain, approver) !== null;
      const text = blocked ? APPROVAL_NOTICES.awaitingAdmin : APPROVAL_NOTICES.awaiting;
      notice = text(nameOf(next.step), next.position, next.total);
    }
  }
  return { decide, undo, notice };
}

/** Which step of whose chain an undecided approval is ("Step 2 of 3: Priya Raman"). */
export function approvalStepLabel(step: {
  stepOrder: number;
  stepCount: number;
  approverName: string;
}): string {
  return `Step ${step.stepOrder} of ${step.stepCount}: ${step.approverName}`;
}

/** The figures a decision is taken on, as a stale decision's 412 states them now. */
export interface DecisionFigures {
  proposedIncrease: number;
  proposedSalary: number;
  proposedBonus: number;
  currency: string;
  newLevelName?: string | null;
}

/**
 * The 412 of a decision taken on figures that changed since the approver read them: `error` the
 * stale-record text, `message` the current figures and what to do ("Now: increase $9,000.00,
 * salary $94,000.00, bonus $0.00. Review the current figures and decide again.").
 */
export function staleDecisionMessage(
  figures: DecisionFigures,
  money: (amount: number, currency: string) => string,
): string {
  const parts = [
    `increase ${money(figures.proposedIncrease, figures.currency)}`,
    `salary ${money(figures.proposedSalary, figures.currency)}`,
    `bonus ${money(figures.proposedBonus, figures.currency)}`,
  ];
  if (figures.newLevelName) parts.push(`promotion to ${figures.newLevelName}`);
  return `Now: ${parts.join(', ')}. Review the current figures and decide again.`;
}
