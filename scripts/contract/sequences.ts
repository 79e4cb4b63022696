import type { ApiResponse } from './http';
import type { Category } from './runner';
import type { Dto, World } from './world';

/**
 * Fields a caller may not set have no effect: own role, organization and archive flag
 * through the profile, an employee moved to another organization, a current salary sent with a
 * compensation proposal, and another approver's decision through one's own approval. Each
 * sequence returns its checks (label and problem, null when it holds); the runner records them in
 * the `state` column of the operation named by the key.
 */
export type SequenceCheck = {
  label: string;
  problem: string | null;
  /** The column the check is reported in; default: its set's. */
  category?: Category;
};
export type Sequence = (w: World) => Promise<SequenceCheck[]>;

const is2xx = (status: number) => status >= 200 && status < 300;

function refusedOrIgnored(response: ApiResponse, what: string): string | null {
  return response.status >= 500 ? `${what} answered ${response.status}` : null;
}

async function session(w: World, token: string | null): Promise<Dto> {
  const response = await w.send({ method: 'get', path: '/api/auth/validate-session', token });
  return response.status === 200 ? (response.body as Dto)?.user : null;
}

export const SEQUENCES: Record<string, Sequence> = {
  updateProfile: async (w) => {
    const token = w.tokens.employee;
    const me = w.users.employee;
    const checks: SequenceCheck[] = [];
    const tries: [string, Dto][] = [
      ['organizationId', { organizationId: w.users.otherAdmin.organizationId }],
      ['isActive', { isActive: false }],
      ['role', { role: 'admin' }],
      ['employeeId', { employeeId: w.reportId }],
    ];
    for (const [field, extra] of tries) {
      const response = await w.send({
        method: 'put',
        path: '/api/users/profile',
        token,
        body: { firstName: me.firstName, lastName: me.lastName, ...extra },
      });
      const after = await session(w, token);
      let problem = refusedOrIgnored(response, `the profile with ${field}`);
      if (!after) problem ??= `the employee's session ended after sending ${field}`;
      else if (
        after.role !== me.role ||
        after.organizationId !== me.organizationId ||
        after.employeeId !== me.employeeId
      )
        problem ??= `${field} in the profile changed the user (${after.role}, ${after.organizationId}, ${after.employeeId})`;
      checks.push({ label: `an employee sets own ${field} through the profile`, problem });
    }
    return checks;
  },

  updateEmployee: async (w) => {
    const created = await w.user();
    const id = created.employeeId as string;
    const read = await w.data('admin', `/api/employees/${id}`);
    const response = await w.send({
      method: 'put',
      path: `/api/employees/${id}`,
      token: w.tokens.admin,
      body: {
        firstName: read.firstName,
        lastName: read.lastName,
        organizationId: w.users.otherAdmin.organizationId,
      },
    });
    const own = await w.send({
      method: 'get',
      path: `/api/employees/${id}`,
      token: w.tokens.admin,
    });
    const theirs = await w.send({
      method: 'get',
      path: `/api/employees/${id}`,
      token: w.tokens.otherAdmin,
    });
    let problem = refusedOrIgnored(response, 'organizationId of another organization');
    if (is2xx(response.status)) problem ??= 'an employee was moved to another organization (2xx)';
    if (own.status !== 200) problem ??= `the employee left the organization (${own.status})`;
    if (theirs.status !== 404)
      problem ??= `the other organization reads the employee (${theirs.status})`;
    return [{ label: "an admin sets another organization's id on an employee", problem }];
  },

  saveCompensationData: async (w) => {
    const cycle = await w.stageCycle();
    const employee = w.employeeOf('employee');
    const before = await w.data('admin', `/api/employees/${employee}`);
    const response = await w.send({
      method: 'post',
      path: `/api/review-cycles/${cycle.cycleId}/participants/${cycle.own}/stages/${w.managerStageId}/compensation-data`,
      token: w.tokens.manager,
      body: {
        compensationChanges: [
          { type: w.salaryTypeId, proposedValue: 100000, currentValue: 1, percentChange: 99999 },
        ],
        justification: 'Contract suite: the current salary is not the caller’s to set',
        status: 'draft',
      },
    });
    const after = await w.data('admin', `/api/employees/${employee}`);
    let problem = refusedOrIgnored(response, 'a proposal with a current value');
    if (after.currentSalary !== before.currentSalary)
      problem ??= `the current salary changed from ${before.currentSalary} to ${after.currentSalary}`;
    return [{ label: "a manager sends a report's current salary with a proposal", problem }];
  },

  approveRecommendation: async (w) => {
    const a = await w.awaitingManager();
    const base = `/api/review-cycles/${a.cycleId}/participants/${a.participantId}`;
    const stepsOf = async (): Promise<Dto[]> => {
      const participant = await w.data('admin', base);
      const recs: Dto[] = participant.recommendations ?? [participant.recommendation];
      return recs.find((r) => r?.id === a.recommendationId)?.approvalSteps ?? [];
    };
    const manager = w.users.manager;
    const isManagers = (step: Dto) =>
      step.approverId === manager.employeeId || step.approverId === manager.id;
    const before = await stepsOf();
    const response = await w.send({
      method: 'patch',
      path: `${base}/recommendations/${a.recommendationId}/approve`,
      token: w.tokens.manager,
      body: { comments: 'Contract suite: only my own step' },
    });
    const after = await stepsOf();
    if (is2xx(response.status)) {
      await w.send({
        method: 'patch',
        path: `${base}/recommendations/${a.recommendationId}/undo`,
        token: w.tokens.manager,
        body: {},
      });
    }
    let problem = is2xx(response.status)
      ? null
      : `the manager's approval answered ${response.status}`;
    const others = (steps: Dto[]) =>
      JSON.stringify(
        steps.filter((s) => !isManagers(s)).map((s) => [s.id, s.decision, s.decidedAt]),
      );
    if (others(before) !== others(after))
      problem ??= "the manager's approval decided another approver's step";
    return [{ label: "a manager's approval leaves the other approvers' steps", problem }];
  },
};
