import { describe, expect, it } from 'vitest';
import {
  canSeeBudget,
  canSeeDraft,
  canSeeJustification,
  canSeePayOf,
  isNamedApprover,
  PAY_FIELDS,
  seesOthersPay,
  withoutFields,
  type PayViewer,
} from './pay-visibility';

// Acme: Maria manages Eva (primary) and Sam (secondary); Tom is in Maria's team but reports to Ana.
const ORG = 'acme';
const none = new Set<string>();
const admin: PayViewer = { role: 'admin', organizationId: ORG, employeeId: 'ada', reportIds: none };
const maria: PayViewer = {
  role: 'manager',
  organizationId: ORG,
  employeeId: 'maria',
  reportIds: new Set(['eva', 'sam']),
};
const eva: PayViewer = {
  role: 'employee',
  organizationId: ORG,
  employeeId: 'eva',
  reportIds: none,
};
const otherAdmin: PayViewer = { ...admin, organizationId: 'globex', employeeId: 'gus' };

describe('canSeePayOf', () => {
  it('an employee sees their own pay and nobody else’s', () => {
    expect(canSeePayOf(eva, { employeeId: 'eva' })).toBe(true);
    expect(canSeePayOf(eva, { employeeId: 'tom' })).toBe(false);
    expect(canSeePayOf(eva, { employeeId: 'maria' })).toBe(false);
  });

  it('a manager sees their own and their primary or secondary reports’, not a teammate’s', () => {
    expect(canSeePayOf(maria, { employeeId: 'maria' })).toBe(true);
    expect(canSeePayOf(maria, { employeeId: 'eva' })).toBe(true);
    expect(canSeePayOf(maria, { employeeId: 'sam' })).toBe(true);
    expect(canSeePayOf(maria, { employeeId: 'tom' })).toBe(false);
  });

  it('a reporting line counts only for a manager', () => {
    const demoted = { ...maria, role: 'employee' };
    expect(canSeePayOf(demoted, { employeeId: 'eva' })).toBe(false);
  });

  it('an admin sees their organization’s pay, not another organization’s', () => {
    expect(canSeePayOf(admin, { employeeId: 'tom', organizationId: ORG })).toBe(true);
    expect(canSeePayOf(otherAdmin, { employeeId: 'tom', organizationId: ORG })).toBe(false);
  });

  it('a user without an employee record sees nobody’s but an admin’s view', () => {
    const bare: PayViewer = {
      role: 'employee',
      organizationId: ORG,
      employeeId: null,
      reportIds: none,
    };
    expect(canSeePayOf(bare, { employeeId: 'eva' })).toBe(false);
  });
});

describe('seesOthersPay (pay columns of a page about several people)', () => {
  it('admins and managers with reports; employees and managers of no one not', () => {
    expect(seesOthersPay(admin)).toBe(true);
    expect(seesOthersPay(maria)).toBe(true);
    expect(seesOthersPay(eva)).toBe(false);
    expect(seesOthersPay({ role: 'manager', reportIds: none })).toBe(false);
  });
});

describe('canSeeDraft', () => {
  const draft = { subjectEmployeeId: 'eva', authorEmployeeId: 'maria', submitted: false };

  it('a draft is visible to its author and admins only', () => {
    expect(canSeeDraft(maria, draft)).toBe(true);
    expect(canSeeDraft(admin, draft)).toBe(true);
    expect(canSeeDraft(eva, draft)).toBe(false);
    const secondary: PayViewer = { ...maria, employeeId: 'ana', reportIds: new Set(['eva']) };
    expect(canSeeDraft(secondary, draft)).toBe(false);
  });

  it('once submitted: the subject’s managers too; the subject only when approved', () => {
    const submitted = { ...draft, submitted: true };
    const secondary: PayViewer = { ...maria, employeeId: 'ana', reportIds: new Set(['eva']) };
    expect(canSeeDraft(secondary, submitted)).toBe(true);
    expect(canSeeDraft(eva, submitted)).toBe(false);
    expect(canSeeDraft(eva, { ...submitted, approved: true })).toBe(true);
    const tomsBoss: PayViewer = { ...maria, employeeId: 'ana', reportIds: new Set(['tom']) };
    expect(canSeeDraft(tomsBoss, submitted)).toBe(false);
  });

  it('another organization’s admin sees none', () => {
    expect(canSeeDraft(otherAdmin, { ...draft, organizationId: ORG })).toBe(false);
  });
});

describe('approvers', () => {
  // Priya heads engineering: Tom is not her report, but his recommendation's chain names her.
  const priya: PayViewer = {
    role: 'manager',
    organizationId: ORG,
    employeeId: 'priya',
    reportIds: none,
  };
  const chain = {
    subjectEmployeeId: 'tom',
    authorEmployeeId: 'ana',
    approverIds: ['ana', 'priya'],
  };

  it('a named approver reads a submitted recommendation’s amounts and reasons', () => {
    expect(isNamedApprover(priya, { ...chain, submitted: true })).toBe(true);
    expect(canSeeDraft(priya, { ...chain, submitted: true })).toBe(true);
    expect(canSeeJustification(priya, { ...chain, submitted: true })).toBe(true);
  });

  it('not a draft, not someone the chain does not name, never the subject as approver', () => {
    expect(canSeeDraft(priya, { ...chain, submitted: false })).toBe(false);
    expect(canSeeDraft(priya, { ...chain, submitted: true, approverIds: ['ana'] })).toBe(false);
    const tom: PayViewer = { ...eva, employeeId: 'tom' };
    const aboutTom = { ...chain, submitted: true, approverIds: ['tom'] };
    expect(isNamedApprover(tom, aboutTom)).toBe(false);
    expect(canSeeJustification(tom, aboutTom)).toBe(false);
  });

  it('an approver does not see the person’s pay outside the recommendation', () => {
    expect(canSeePayOf(priya, { employeeId: 'tom' })).toBe(false);
  });
});

describe('canSeeJustification', () => {
  it('the subject never reads the reasons written about their pay, even approved', () => {
    const approved = { subjectEmployeeId: 'eva', authorEmployeeId: 'maria', submitted: true };
    expect(canSeeJustification(eva, approved)).toBe(false);
    expect(canSeeJustification(maria, approved)).toBe(true);
    expect(canSeeJustification(admin, approved)).toBe(true);
  });

  it('a manager reading about themself does not read the reasons either', () => {
    const aboutMaria = { subjectEmployeeId: 'maria', authorEmployeeId: 'boss', submitted: true };
    expect(canSeeJustification(maria, aboutMaria)).toBe(false);
  });
});

describe('canSeeBudget', () => {
  const pools = new Set(['engineering']);
  it('admins see every pool and the cycle totals', () => {
    expect(canSeeBudget(admin, { teamId: 'sales' })).toBe(true);
    expect(canSeeBudget(admin, 'total')).toBe(true);
  });
  it('a manager sees their own pools only, never the totals', () => {
    expect(canSeeBudget(maria, { teamId: 'engineering' }, pools)).toBe(true);
    expect(canSeeBudget(maria, { teamId: 'sales' }, pools)).toBe(false);
    expect(canSeeBudget(maria, 'total', pools)).toBe(false);
    expect(canSeeBudget(maria, { teamId: null }, new Set([null]))).toBe(true);
  });
  it('employees see no budget but the pools of the people they approve, never the totals', () => {
    expect(canSeeBudget(eva, { teamId: 'engineering' })).toBe(false);
    expect(canSeeBudget(eva, { teamId: 'engineering' }, pools)).toBe(true);
    expect(canSeeBudget(eva, 'total', pools)).toBe(false);
  });
});

describe('shaping', () => {
  const member = {
    id: 'tom',
    firstName: 'Tom',
    currentSalary: 90000,
    bonusesLast12Months: 0,
    lastRating: null,
    lastIncrease: null,
  };

  it('leaves the pay fields out (omitted, not null), without touching the original', () => {
    const shaped = withoutFields(member, PAY_FIELDS.teamMember);
    expect(shaped).toEqual({ id: 'tom', firstName: 'Tom' });
    expect('currentSalary' in shaped).toBe(false);
    expect(member.currentSalary).toBe(90000);
  });
});
