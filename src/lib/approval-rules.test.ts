import { describe, expect, it } from 'vitest';
import {
  APPROVAL_NOTICES,
  APPROVAL_RULE_MESSAGES,
  amountChanged,
  chainForSubmission,
  staleDecisionMessage,
  approvalStepLabel,
  chainView,
  nextStep,
  planDecision,
  planUndo,
  restartComment,
  submitterOf,
  type ChainStep,
} from './approval-rules';

// A chain of three: the manager (who submitted), a department head, people operations.
const chain = (decisions: (boolean | null)[]) => ({
  // Listed out of order on purpose: order decides, not the list.
  steps: [
    { approverId: 'head', order: 2, decision: decisions[1] },
    { approverId: 'mgr', order: 1, decision: decisions[0] },
    { approverId: 'ops', order: 3, decision: decisions[2] },
  ],
  participantEmployeeId: 'emp',
  submitterId: 'mgr',
});
const approver = (employeeId: string) => ({
  employeeId,
  userId: `usr_${employeeId}`,
  isAdmin: false,
});
const admin = (employeeId = 'adm') => ({ employeeId, userId: `usr_${employeeId}`, isAdmin: true });
const refusal = (plan: { ok: boolean; refusal?: string }) => (plan.ok ? 'ok' : plan.refusal);

describe('texts of the approval rule', () => {
  it('are the contract texts', () => {
    expect(APPROVAL_RULE_MESSAGES).toMatchObject({
      submitted: 'You cannot decide on a recommendation you submitted',
      aboutSelf: 'You cannot decide on a recommendation about yourself',
      outOfOrder: 'An earlier approval step is still awaiting a decision',
    });
  });
});

describe('submitterOf', () => {
  it('is the actor of the latest submit event', () => {
    expect(
      submitterOf([
        { action: 'submit', actorId: 'mgr' },
        { action: 'approve', actorId: 'head' },
        { action: 'submit', actorId: 'adm' },
        { action: 'edit', actorId: 'ops' },
      ]),
    ).toBe('adm');
    expect(submitterOf([])).toBeNull();
    expect(submitterOf(null)).toBeNull();
  });
});

describe('nextStep', () => {
  it('is the first undecided step by order', () => {
    expect(nextStep(chain([true, null, null]).steps)).toMatchObject({
      step: { approverId: 'head' },
      position: 2,
      total: 3,
    });
    expect(nextStep(chain([true, true, true]).steps)).toBeNull();
    // A rejection stops the chain until it is undone.
    expect(nextStep(chain([true, false, null]).steps)).toBeNull();
  });
});

describe('planDecision', () => {
  it.each<[string, (boolean | null)[], ReturnType<typeof approver>, string]>([
    ['the submitter on their own step', [null, null, null], approver('mgr'), 'submitted'],
    ['a later approver while step 1 waits', [null, null, null], approver('head'), 'out_of_order'],
    ['the last approver while step 2 waits', [true, null, null], approver('ops'), 'out_of_order'],
    ['the next approver', [true, null, null], approver('head'), 'ok'],
    ['an approver twice', [true, true, null], approver('head'), 'already_decided'],
    ['an approver after a rejection', [false, null, null], approver('head'), 'rejected'],
    ['someone with no step', [null, null, null], approver('x'), 'not_approver'],
  ])('%s → %s', (_label, decisions, caller, expected) => {
    expect(refusal(planDecision(chain(decisions), caller))).toBe(expected);
  });

  it('an admin decides the first undecided step on behalf of its approver', () => {
    const plan = planDecision(chain([null, null, null]), admin());
    expect(plan).toMatchObject({
      ok: true,
      step: { approverId: 'mgr' },
      position: 1,
      onBehalf: true,
    });
  });

  it('an admin who is a later approver still decides the first undecided step', () => {
    const plan = planDecision(chain([true, null, null]), admin('ops'));
    expect(plan).toMatchObject({ ok: true, step: { approverId: 'head' }, onBehalf: true });
    const own = planDecision(chain([true, true, null]), admin('ops'));
    expect(own).toMatchObject({ ok: true, step: { approverId: 'ops' }, onBehalf: false });
  });

  it('an admin may not decide on a recommendation about themself or that they submitted', () => {
    expect(
      refusal(
        planDecision({ ...chain([null, null, null]), participantEmployeeId: 'adm' }, admin()),
      ),
    ).toBe('about_self');
    expect(
      refusal(planDecision({ ...chain([null, null, null]), submitterId: 'usr_adm' }, admin())),
    ).toBe('submitted');
  });

  it('the submitter is found by employee id or user id', () => {
    const byUser = { ...chain([null, null, null]), submitterId: 'usr_mgr' };
    expect(refusal(planDecision(byUser, approver('mgr')))).toBe('submitted');
  });

  it('duties come before order: the submitter at step 2 is told they submitted it', () => {
    const c = { ...chain([null, null, null]), submitterId: 'head' };
    expect(refusal(planDecision(c, approver('head')))).toBe('submitted');
  });
});

describe('planUndo', () => {
  it('an approver undoes their decision only while no later step is decided', () => {
    expect(planUndo(chain([true, true, null]), approver('head'))).toMatchObject({
      ok: true,
      step: { approverId: 'head' },
      position: 2,
    });
    expect(refusal(planUndo(chain([true, true, true]), approver('head')))).toBe('later_decided');
    expect(refusal(planUndo(chain([true, null, null]), approver('head')))).toBe('nothing_to_undo');
  });

  it('an admin undoes the last decided step', () => {
    expect(planUndo(chain([true, false, null]), admin())).toMatchObject({
      ok: true,
      step: { approverId: 'head' },
      onBehalf: true,
    });
    expect(refusal(planUndo(chain([null, null, null]), admin()))).toBe('nothing_to_undo');
  });

  it('the submitter cannot undo a decision on their submission', () => {
    expect(refusal(planUndo(chain([true, null, null]), approver('mgr')))).toBe('submitted');
  });
});

describe('when the chain restarts', () => {
  const before = { proposedIncrease: 5000, proposedSalary: 105000, proposedBonus: 2000 };

  it('a change of increase, salary or bonus is a change of amount; notes are not', () => {
    expect(amountChanged(before, { ...before })).toBe(false);
    expect(amountChanged(before, { ...before, proposedIncrease: 5000.001 })).toBe(false);
    expect(
      amountChanged(before, { ...before, proposedIncrease: 5100, proposedSalary: 105100 }),
    ).toBe(true);
    expect(amountChanged(before, { ...before, proposedBonus: 0 })).toBe(true);
    // A side that does not carry the bonus does not compare it.
    expect(amountChanged(before, { proposedIncrease: 5000, proposedSalary: 105000 })).toBe(false);
  });

  it('counts a change of the promotion’s level as a change of amount', () => {
    const promoted = { ...before, newLevelId: 'level_l4' };
    expect(amountChanged({ ...before, newLevelId: null }, promoted)).toBe(true);
    expect(amountChanged(promoted, { ...promoted, newLevelId: 'level_l5' })).toBe(true);
    expect(amountChanged(promoted, { ...promoted })).toBe(false);
    expect(amountChanged(before, promoted)).toBe(false);
  });

  it('says who changed the amount and how', () => {
    expect(restartComment('Morgan Lee', 'admin edit')).toBe(
      'Amount changed by Morgan Lee (admin edit)',
    );
    expect(restartComment('Jordan Patel', 'resubmission', false)).toBe(
      'Resubmitted by Jordan Patel',
    );
  });
});

describe('chainView', () => {
  const names: Record<string, string> = {
    mgr: 'Jordan Patel',
    head: 'Avery Kim',
    ops: 'Morgan Lee',
  };
  const nameOf = (s: ChainStep) => names[String(s.approverId)];

  it('tells the submitter another approver must decide', () => {
    expect(chainView(chain([null, null, null]), approver('mgr'), nameOf).notice).toBe(
      APPROVAL_NOTICES.submitted,
    );
  });

  it('tells a later approver whom the chain awaits, and that an admin decides a blocked step', () => {
    expect(chainView(chain([true, null, null]), approver('ops'), nameOf).notice).toBe(
      'Awaiting Avery Kim (step 2 of 3)',
    );
    expect(chainView(chain([null, null, null]), approver('head'), nameOf).notice).toBe(
      'Awaiting an admin on behalf of Jordan Patel (step 1 of 3)',
    );
  });

  it('says nothing to someone who can decide', () => {
    const view = chainView(chain([true, null, null]), approver('head'), nameOf);
    expect(view.decide.ok).toBe(true);
    expect(view.notice).toBeNull();
  });

  it('tells the participant it is about them', () => {
    const c = { ...chain([null, null, null]), participantEmployeeId: 'adm' };
    expect(chainView(c, admin(), nameOf).notice).toBe(APPROVAL_NOTICES.aboutSelf);
  });
});

describe('approvalStepLabel', () => {
  it('names the step, the chain length and the approver', () => {
    expect(approvalStepLabel({ stepOrder: 2, stepCount: 3, approverName: 'Priya Raman' })).toBe(
      'Step 2 of 3: Priya Raman',
    );
  });
});

describe('chainForSubmission: a submission never starts a chain that deadlocks', () => {
  // Jordan manages Riley; the approval workflow names Priya then Morgan; Morgan is an admin.
  const base = {
    managerApproverId: 'jordan',
    templateApproverIds: ['priya', 'morgan'],
    participantEmployeeId: 'riley',
    fallbackApproverId: 'morgan',
  };
  const approvers = (chain: ReturnType<typeof chainForSubmission>) =>
    chain.ok
      ? chain.steps.map((s) => `${s.approverId}${s.bySubmission ? ' (by submission)' : ''}`)
      : null;

  it('the manager submitting skips the manager step the stage adds: Priya decides step 1 of 2', () => {
    const chain = chainForSubmission({ ...base, submitterId: 'jordan' });
    expect(approvers(chain)).toEqual(['priya', 'morgan']);
    expect(chain.ok && chain.managerStepSkipped).toBe(true);
    expect(
      nextStep(chain.ok ? chain.steps.map((s) => ({ ...s, decision: null })) : [])?.step.approverId,
    ).toBe('priya');
  });

  it('someone else submitting keeps the manager step first', () => {
    const chain = chainForSubmission({ ...base, submitterId: 'morgan' });
    expect(approvers(chain)).toEqual(['jordan', 'priya', 'morgan (by submission)']);
    expect(chain.ok && chain.managerStepSkipped).toBe(false);
  });

  it('where the workflow names the submitter, their submission counts as their decision', () => {
    const chain = chainForSubmission({
      ...base,
      templateApproverIds: ['jordan', 'priya'],
      submitterId: 'jordan',
    });
    expect(approvers(chain)).toEqual(['jordan (by submission)', 'priya']);
  });

  it('a chain always needs a second person: an admin is added, or the submission is refused', () => {
    const alone = { ...base, templateApproverIds: ['jordan'], submitterId: 'jordan' };
    const withAdmin = chainForSubmission(alone);
    expect(approvers(withAdmin)).toEqual(['jordan (by submission)', 'morgan']);
    expect(withAdmin.ok && withAdmin.fallbackAdded).toBe(true);
    expect(chainForSubmission({ ...alone, fallbackApproverId: null }).ok).toBe(false);
    expect(chainForSubmission({ ...alone, fallbackApproverId: 'jordan' }).ok).toBe(false);
  });

  it('the participant is never their own approver, and each person appears once', () => {
    const chain = chainForSubmission({
      ...base,
      templateApproverIds: ['riley', 'priya', 'priya', null],
      submitterId: 'morgan',
    });
    expect(approvers(chain)).toEqual(['jordan', 'priya']);
  });
});

describe('staleDecisionMessage: a stale decision states the figures as they are now', () => {
  const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`;
  it('names the increase, salary and bonus, and the promotion when there is one', () => {
    expect(
      staleDecisionMessage(
        { proposedIncrease: 9000, proposedSalary: 94000, proposedBonus: 0, currency: 'USD' },
        money,
      ),
    ).toBe(
      'Now: increase USD 9000.00, salary USD 94000.00, bonus USD 0.00. Review the current figures and decide again.',
    );
    expect(
      staleDecisionMessage(
        {
          proposedIncrease: 1,
          proposedSalary: 2,
          proposedBonus: 3,
          currency: 'EUR',
          newLevelName: 'L4 Lead',
        },
        money,
      ),
    ).toContain('bonus EUR 3.00, promotion to L4 Lead.');
  });
});
