/**
 * Who may decide (approve, reject, undo) an approval step, which step is next, and when a change
 * of amount restarts the chain (issue 17 §3). One rule for the mock server and the screens.
 *
 * - Separation of duties: nobody decides on a recommendation they submitted (the actor of its
 *   latest submit event) or on one about themselves (the participant is their employee), admins
 *   included.
 * - Order: steps are decided in their order. An approver decides their own step only when every
 *   earlier step is decided; an admin decides the first undecided step (on behalf of its approver
 *   when it is not theirs).
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
  | 'later_decided';

export interface ChainStep {
  approverId?: Id | null;
  order?: number | null;
  decision?: boolean | null;
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
 * rejected by an earlier step (the chain stops there), an earlier step undecided (an admin then decides that earlier step on behalf of its approver).
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
  return { ok: true, ...next, onBehalf: next.step !== own };
}

/**
 * The step an undo by `caller` clears, or why not: an approver's own decided step while no later
 * step is decided; an admin's the last decided step of the chain.
 */
export function planUndo<S extends ChainStep>(
  chain: ApprovalChain<S>,
  caller: ApprovalCaller,
): ApprovalPlan<S> {
  const { own, refusal } = standing(chain, caller);
  if (refusal) return { ok: false, refusal };
  const ordered = orderedSteps(chain.steps);
  const decided = ordered.filter(isDecided);
  const target = caller.isAdmin ? decided.at(-1) : own && isDecided(own) ? own : undefined;
  if (!target) return { ok: false, refusal: 'nothing_to_undo' };
  const position = ordered.indexOf(target) + 1;
  if (ordered.slice(position).some(isDecided)) return { ok: false, refusal: 'later_decided' };
  return { ok: true, step: target, position, total: ordered.length, onBehalf: target !== own };
}

/** The amounts whose change restarts an approval chain. */
export interface ChainAmounts {
  proposedIncrease?: number | null;
  proposedSalary?: number | null;
  proposedBonus?: number | null;
  /** A promotion's level (issue 23) counts as an amount. */
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

/**
 * Whether a change from `before` to `after` restarts the chain: an amount changed on a
 * recommendation with at least one decision (approved and rejected ones always have one).
 */
export function restartsChain(
  steps: readonly ChainStep[],
  before: ChainAmounts,
  after: ChainAmounts,
): boolean {
  return hasDecisions(steps) && amountChanged(before, after);
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

/** Issue 20 §6: which step of whose chain an undecided approval is ("Step 2 of 3: Priya Raman"). */
export function approvalStepLabel(step: {
  stepOrder: number;
  stepCount: number;
  approverName: string;
}): string {
  return `Step ${step.stepOrder} of ${step.stepCount}: ${step.approverName}`;
}
