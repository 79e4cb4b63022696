import { describe, expect, it } from 'vitest';
import {
  APPROVAL_NOTICES,
  APPROVAL_RULE_MESSAGES,
  changesAboutSelf,
  chainView,
  overrideError,
  overrideJustification,
  overrideRefusal,
  planDecision,
  type ChainStep,
} from './approval-rules';

// Three approvers: a manager, a department head, people operations; submitted by a second admin.
const chainOf = (steps: ChainStep[]) => ({
  steps,
  participantEmployeeId: 'emp',
  submitterId: 'adm2',
});
const step = (approverId: string, order: number, decision: boolean | null = null, by?: string) => ({
  approverId,
  order,
  decision,
  decidedById: by ?? null,
});
const admin = { employeeId: 'adm', userId: 'usr_adm', isAdmin: true };
const approver = (employeeId: string) => ({
  employeeId,
  userId: `usr_${employeeId}`,
  isAdmin: false,
});
const refusal = (plan: { ok: boolean; refusal?: string }) => (plan.ok ? 'ok' : plan.refusal);
const override = { onBehalf: true, onBehalfJustification: 'Priya is on leave until May' };

describe('texts of the duties', () => {
  it('are the contract texts', () => {
    expect(APPROVAL_RULE_MESSAGES.needsOverride('Priya Shah')).toBe(
      'This step is assigned to Priya Shah: deciding it for them needs an override with a justification.',
    );
    expect(APPROVAL_RULE_MESSAGES.overrideJustification).toBe(
      'A justification is required to decide on behalf of another approver.',
    );
    expect(APPROVAL_RULE_MESSAGES.twoSteps).toBe(
      'You have already decided another step of this recommendation: someone else must decide this one',
    );
    expect(APPROVAL_RULE_MESSAGES.changeAboutSelf).toBe(
      'You cannot change a recommendation about yourself',
    );
  });
});

describe('nobody decides two steps of one chain', () => {
  it('refuses an admin the next step once they decided an earlier one on behalf', () => {
    const chain = chainOf([step('mgr', 1, true, 'adm'), step('head', 2), step('ops', 3)]);
    expect(refusal(planDecision(chain, admin))).toBe('decided_another_step');
  });

  it('refuses an admin their own step once they decided an earlier one on behalf', () => {
    const chain = chainOf([step('mgr', 1, true, 'adm'), step('adm', 2)]);
    expect(refusal(planDecision(chain, admin))).toBe('decided_another_step');
  });

  it('lets an admin decide the last step when someone else decided every other one', () => {
    const chain = chainOf([step('mgr', 1, true), step('head', 2, true, 'adm2'), step('ops', 3)]);
    expect(planDecision(chain, admin)).toMatchObject({ ok: true, position: 3, onBehalf: true });
  });

  it('frees the admin again once their decision is undone', () => {
    const chain = chainOf([step('mgr', 1), step('head', 2)]);
    expect(planDecision(chain, admin)).toMatchObject({ ok: true, position: 1 });
  });

  it('names the caller by their user id as well as their employee id', () => {
    const chain = chainOf([step('mgr', 1, true, 'usr_adm'), step('head', 2)]);
    expect(refusal(planDecision(chain, admin))).toBe('decided_another_step');
  });

  it('leaves an approver deciding their own step alone', () => {
    const chain = chainOf([step('mgr', 1, true, 'adm'), step('head', 2)]);
    expect(planDecision(chain, approver('head'))).toMatchObject({ ok: true, onBehalf: false });
  });

  it('tells the admin why in the chain view', () => {
    const chain = chainOf([step('mgr', 1, true, 'adm'), step('head', 2)]);
    expect(chainView(chain, admin, (s) => String(s.approverId)).notice).toBe(
      APPROVAL_NOTICES.twoSteps,
    );
  });
});

describe('the override of a step assigned to someone else', () => {
  const chain = chainOf([step('mgr', 1), step('adm', 2)]);
  const plan = planDecision(chain, admin);

  it('is needed for another approver’s step', () => {
    expect(overrideRefusal(plan, undefined, 'Priya Shah')).toBe(
      APPROVAL_RULE_MESSAGES.needsOverride('Priya Shah'),
    );
    expect(overrideRefusal(plan, { onBehalf: false }, 'Priya Shah')).not.toBeNull();
    expect(
      overrideRefusal(plan, { onBehalf: true, onBehalfJustification: '  ' }, 'P'),
    ).not.toBeNull();
    expect(overrideRefusal(plan, override, 'Priya Shah')).toBeNull();
  });

  it('is not needed for the caller’s own step', () => {
    const own = planDecision(chainOf([step('mgr', 1, true), step('adm', 2)]), admin);
    expect(own).toMatchObject({ ok: true, onBehalf: false });
    expect(overrideRefusal(own, undefined, 'Morgan Lee')).toBeNull();
  });

  it('needs its justification, not blank', () => {
    expect(overrideError({ onBehalf: true })).toBe(APPROVAL_RULE_MESSAGES.overrideJustification);
    expect(overrideError({ onBehalf: true, onBehalfJustification: ' \n ' })).toBe(
      APPROVAL_RULE_MESSAGES.overrideJustification,
    );
    expect(overrideError({ onBehalf: true, onBehalfJustification: 'x' })).toBeNull();
    expect(overrideError({ onBehalf: false })).toBeNull();
    expect(overrideError(undefined)).toBeNull();
  });

  it('records its justification trimmed, and none without the override', () => {
    expect(overrideJustification({ onBehalf: true, onBehalfJustification: '  On leave ' })).toBe(
      'On leave',
    );
    expect(
      overrideJustification({ onBehalf: false, onBehalfJustification: 'On leave' }),
    ).toBeNull();
  });
});

describe('changesAboutSelf', () => {
  it('is the caller’s own participant record, admins included', () => {
    expect(changesAboutSelf('emp', { employeeId: 'emp' })).toBe(true);
    expect(changesAboutSelf('emp', { employeeId: 'adm' })).toBe(false);
    expect(changesAboutSelf('emp', { employeeId: null })).toBe(false);
    expect(changesAboutSelf(null, { employeeId: null })).toBe(false);
  });
});
