import type { OperationId, Target } from './role-matrix';
import type { ApiResponse } from './http';
import { ON_BEHALF } from './approve-in-turn';
import { giveAccount, newEmployeeBody } from './checks/employee-accounts';
import { LETTERS_EFFECTIVE_DATE, lettersWorld } from './letters-world';
import { PROBE_PASSWORD, type Dto, type SignedIn, type Who, type World } from './world';

/**
 * For every operation of the contract, a valid request for a caller and a target of the role
 * matrix: path parameters pointing at real records of the right relationship (found by
 * {@link World}), a valid body, and what to check or undo afterwards.
 */
export interface Probe {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A session of its own, sent instead of the caller's (the call ends it: logout). */
  token?: string;
  /**
   * After a 2xx answer: a stateful check (a deleted record is gone, a role did not change...).
   * Returns the problem, or null.
   */
  verify?: (response: ApiResponse) => Promise<string | null>;
  /** After the cell, whatever the answer: undo what the call may have changed. */
  cleanup?: (response: ApiResponse) => Promise<void>;
}

export type Fixture = (world: World, who: Who, target: Target) => Promise<Probe>;

const is2xx = (status: number) => status >= 200 && status < 300;

/** After a delete: `path` (a read or write of the deleted record) must answer 404. */
function gone(w: World, method: string, path: string, body?: unknown): Probe['verify'] {
  return async () => {
    const response = await w.send({ method, path, body, token: w.tokens.admin });
    return response.status === 404
      ? null
      : `after the delete, ${method.toUpperCase()} ${path} answered ${response.status}, not 404`;
  };
}

/** After a create: its record is deleted at cleanup (`idOf` reads its id from the answer). */
function adopt(
  w: World,
  label: string,
  pathOf: (id: string) => string,
  idOf = (b: Dto) => b?.data?.id,
): Probe['verify'] {
  return async (response) => {
    const id = idOf(response.body as Dto);
    if (typeof id === 'string') w.track(pathOf(id), label);
    return null;
  };
}

/** After the call used up its shared record (`World.once`): the next probe gets a new one. */
function consumed(w: World, key: string, then?: Probe['verify']): NonNullable<Probe['verify']> {
  return async (response) => {
    w.forget(key);
    return then ? then(response) : null;
  };
}

/** The employee a target names, for a caller. */
function employeeTarget(w: World, who: Who, target: Target): string {
  if (target === 'report') return w.reportId;
  if (target === 'outsider') return w.outsiderId;
  return who === 'anonymous' || who === 'otherAdmin' ? w.employeeOf('employee') : w.employeeOf(who);
}

const employeeRead: Fixture = async (w, who, target) => ({
  params: { id: employeeTarget(w, who, target) },
});

/** Participant and stage of the shared cycle a target names (reads). */
function sharedStage(w: World, target: Target) {
  const participantId =
    target === 'reportSelfReview'
      ? w.participants.report
      : target === 'outsiderSelfReview'
        ? w.participants.outsider
        : w.participants.own;
  const stageId = target === 'ownManagerReview' ? w.managerStageId : w.selfStageId;
  return { cycleId: w.sharedCycleId, participantId, stageId };
}

const participantRead: Fixture = async (w, _who, target) => ({ params: sharedStage(w, target) });

/** Participant and stage of the suite's own cycle (writes). */
async function ownCycleStage(w: World, target: Target) {
  const cycle = await w.stageCycle();
  const participantId =
    target === 'reportSelfReview'
      ? cycle.report
      : target === 'outsiderSelfReview'
        ? cycle.outsider
        : cycle.own;
  const stageId = target === 'ownManagerReview' ? w.managerStageId : w.selfStageId;
  return { cycleId: cycle.cycleId, participantId, stageId };
}

const stageControl: Fixture = async (w, _who, target) => ({
  params: await ownCycleStage(w, target),
});

const recommendationParams = async (w: World) => {
  const a = await w.awaitingManager();
  return { cycleId: a.cycleId, participantId: a.participantId, recId: a.recommendationId };
};

/** Sends an undo for `who` (restores a decision a probe made). */
async function undo(w: World, who: Who, params: Record<string, string>): Promise<ApiResponse> {
  return w.send({
    method: 'patch',
    path: `/api/review-cycles/${params.cycleId}/participants/${params.participantId}/recommendations/${params.recId}/undo`,
    token: w.tokenOf(who),
    body: overrideOf(who),
  });
}

/**
 * An admin decides the step awaiting the manager on their behalf: only with the override and its
 * justification (openapi.yaml, approveRecommendation); the others' own steps need none.
 */
const overrideOf = (who: Who): Dto => (who === 'admin' ? { ...ON_BEHALF } : {});

/** The id of a notification of `who` (the admin reminds them about the shared cycle when they have none). */
async function notificationOf(w: World, who: SignedIn): Promise<string> {
  const list = async () =>
    (await w.send({ method: 'get', path: '/api/me/notifications', token: w.tokens[who] }))
      .body as Dto;
  const first = (await list())?.data?.[0]?.id;
  if (typeof first === 'string') return first;
  await w.must('admin', 'post', `/api/review-cycles/${w.sharedCycleId}/reminders`, {
    employeeIds: [w.employeeOf(who)],
    subject: 'Contract suite reminder',
    message: 'A reminder from the contract suite.',
  });
  return (await list()).data[0].id as string;
}

const deciding = (who: Who) => who === 'admin' || who === 'manager';

async function throwawayEmployee(w: World, extra: Dto = {}): Promise<string> {
  return (await w.user(extra)).employeeId;
}

async function assignmentOf(w: World, employeeId: string): Promise<string> {
  const list: Dto[] = await w.data('admin', `/api/employees/${employeeId}/managers`);
  if (!list[0]) throw new Error(`No manager assignment for ${employeeId}`);
  return list[0].id;
}

export const FIXTURES: Record<OperationId, Fixture> = {
  // Auth
  login: async (w) => ({
    body: { email: w.accounts.employee.email, password: w.accounts.employee.password },
  }),
  logout: async (w, who) => {
    if (who === 'anonymous') return {};
    const token = await w.login(who);
    return {
      token,
      verify: async () => {
        const after = await w.send({ method: 'get', path: '/api/auth/validate-session', token });
        return after.status === 401
          ? null
          : `the signed-out token still answers ${after.status} on validate-session`;
      },
    };
  },
  validateSession: async () => ({}),
  register: async (w) => {
    const name = w.unique('register');
    return {
      body: {
        firstName: 'Contract',
        lastName: 'Founder',
        email: `${name}@contract.example`,
        password: PROBE_PASSWORD,
        organizationName: `Contract Org ${name}`,
      },
    };
  },
  forgotPassword: async (w) => ({ body: { email: w.accounts.employee.email } }),
  updateProfile: async (w, who, target) => {
    const me = w.userOf(who);
    if (target !== 'roleEscalation')
      return { body: { firstName: me.firstName, lastName: me.lastName } };
    return {
      body: { firstName: me.firstName, role: 'admin' },
      verify: async () => {
        if (who === 'anonymous' || who === 'otherAdmin') return null;
        const session = await w.send({
          method: 'get',
          path: '/api/auth/validate-session',
          token: w.tokenOf(who),
        });
        const role = (session.body as Dto)?.user?.role;
        return role === me.role
          ? null
          : `role changed from ${me.role} to ${String(role)} through the profile`;
      },
    };
  },

  // Users
  listUsers: async () => ({}),
  createUser: async (w, who) => ({
    body:
      who === 'otherAdmin'
        ? { ...w.userBody(), primaryManagerId: w.employeeOf('manager') }
        : w.userBody(),
    verify: adopt(
      w,
      'user',
      (id) => `/api/users/${id}`,
      (b) => b?.id,
    ),
  }),
  updateUser: async (w) => {
    const user = await w.once('updateUser', () => w.user());
    return {
      params: { id: user.id },
      body: { firstName: 'Contract', lastName: 'Edited', email: user.email, role: 'employee' },
    };
  },
  deleteUser: async (w) => {
    const { id } = await w.once('deleteUser', () => w.user());
    return {
      params: { id },
      verify: consumed(w, 'deleteUser', gone(w, 'put', `/api/users/${id}/reactivate`)),
    };
  },
  deactivateUser: async (w) => ({
    params: { id: (await w.once('deactivateUser', () => w.user())).id },
  }),
  reactivateUser: async (w) => ({
    params: { id: (await w.once('reactivateUser', () => w.user())).id },
  }),
  resetUserPassword: async (w) => ({
    params: { id: (await w.once('resetUserPassword', () => w.user())).id },
    body: { temporaryPassword: PROBE_PASSWORD, expirationHours: 24 },
  }),

  // Organization
  getOrganization: async () => ({}),
  updateOrganization: async (w) => {
    const org = await w.must('admin', 'get', '/api/organization');
    return { body: { name: org.name, domain: org.domain ?? null, typeId: org.typeId } };
  },
  listRegistrationOrganizationTypes: async () => ({}),
  updateRegistrationSettings: async (w) => {
    const org = await w.must('admin', 'get', '/api/organization');
    return {
      body: {
        allowUserRegistration: Boolean(org.allowUserRegistration),
        requireEmailVerification: Boolean(org.requireEmailVerification),
      },
    };
  },
  // A type of this organization exists, so another organization's list can be seen to leave it out.
  listOrganizationTypes: async (w) => {
    await w.organizationType();
    return {};
  },
  createOrganizationType: async (w) => ({
    body: { name: w.unique('Contract type') },
    verify: adopt(w, 'organization type', (id) => `/api/organization-types/${id}`),
  }),
  updateOrganizationType: async (w) => ({
    params: { id: await w.organizationType() },
    body: { name: w.unique('Contract type'), description: 'Renamed by the contract suite' },
  }),
  deleteOrganizationType: async (w) => {
    const id = await w.organizationType();
    return {
      params: { id },
      verify: gone(w, 'put', `/api/organization-types/${id}`, { name: w.unique('Gone type') }),
    };
  },

  // Teams
  listTeams: async () => ({}),
  createTeam: async (w, who) => {
    const body = w.teamBody();
    if (who === 'otherAdmin') return { body: { ...body, memberIds: [w.outsiderId] } };
    return {
      body,
      verify: async (response) => {
        const id = (response.body as Dto)?.data?.id;
        w.track(`/api/teams/${id}`, 'team');
        const read = await w.send({
          method: 'get',
          path: `/api/teams/${id}`,
          token: w.tokens.admin,
        });
        return read.status === 200 && (read.body as Dto)?.data?.name === body.name
          ? null
          : `the created team does not read back (${read.status})`;
      },
    };
  },
  getTeam: async (w, _who, target) => ({
    params: { id: target === 'otherTeam' ? w.otherTeamId : w.ownTeamId },
  }),
  updateTeam: async (w) => ({ params: { id: await w.team() }, body: w.teamBody() }),
  deleteTeam: async (w) => {
    const id = await w.team();
    return { params: { id }, verify: gone(w, 'get', `/api/teams/${id}`) };
  },

  // Employees
  listEmployees: async () => ({}),
  getEmployee: employeeRead,
  createEmployee: async (w, who) => ({
    body:
      who === 'otherAdmin'
        ? { ...newEmployeeBody(w), primaryManagerId: w.employeeOf('manager') }
        : newEmployeeBody(w),
    // Employees are not deleted: an account, deleted at cleanup, leaves them archived.
    verify: async (response) => {
      const id = (response.body as Dto)?.data?.id;
      if (typeof id === 'string') await giveAccount(w, id, who === 'otherAdmin' ? who : 'admin');
      return null;
    },
  }),
  updateEmployee: async (w) => ({
    params: { id: await w.once('updateEmployee', () => throwawayEmployee(w)) },
    body: { firstName: 'Contract', lastName: 'Edited', position: 'Probe' },
  }),
  getEmployeeCompensationHistory: employeeRead,
  getEmployeePerformanceHistory: employeeRead,
  listEmployeeManagers: employeeRead,
  createEmployeeManagers: async (w) => ({
    params: { id: await w.once('createEmployeeManagers', () => throwawayEmployee(w)) },
    body: { primaryManagerId: w.employeeOf('manager') },
    verify: consumed(w, 'createEmployeeManagers'),
  }),
  updateEmployeeManagers: async (w) => {
    const id = await w.once('updateEmployeeManagers', () =>
      throwawayEmployee(w, { primaryManagerId: w.employeeOf('manager') }),
    );
    return {
      params: { id, assignmentId: await assignmentOf(w, id) },
      body: {
        primaryManagerId: w.employeeOf('manager'),
        secondaryManagerId: w.employeeOf('admin'),
      },
    };
  },
  deleteEmployeeManagers: async (w) => {
    const id = await w.once('deleteEmployeeManagers', () =>
      throwawayEmployee(w, { primaryManagerId: w.employeeOf('manager') }),
    );
    return {
      params: { id, assignmentId: await assignmentOf(w, id) },
      verify: consumed(w, 'deleteEmployeeManagers', async () => {
        const list: Dto[] = await w.data('admin', `/api/employees/${id}/managers`);
        return list.length === 0 ? null : 'the assignment is still listed after the delete';
      }),
    };
  },

  // Levels
  listLevels: async () => ({}),
  createLevel: async (w) => ({
    body: w.levelBody(),
    verify: adopt(w, 'level', (id) => `/api/levels/${id}`),
  }),
  updateLevel: async (w) => ({ params: { id: await w.level() }, body: w.levelBody() }),
  deleteLevel: async (w) => {
    const id = await w.level();
    return { params: { id }, verify: gone(w, 'put', `/api/levels/${id}`, w.levelBody()) };
  },

  // Performance metrics
  listPerformanceMetrics: async () => ({}),
  createPerformanceMetric: async (w) => ({
    body: w.metricBody(),
    verify: adopt(w, 'metric', (id) => `/api/performance-metrics/${id}`),
  }),
  updatePerformanceMetric: async (w) => ({
    params: { id: await w.metric() },
    body: w.metricBody(),
  }),
  deletePerformanceMetric: async (w) => {
    const id = await w.metric();
    return {
      params: { id },
      verify: gone(w, 'put', `/api/performance-metrics/${id}`, w.metricBody()),
    };
  },

  // Review cycles
  listReviewCycles: async () => ({}),
  createReviewCycle: async (w, who) => ({
    body: w.cycleBody(who === 'otherAdmin' ? [w.outsiderId, w.reportId] : [w.outsiderId]),
    verify: adopt(w, 'cycle', (id) => `/api/review-cycles/${id}`),
  }),
  listPendingApprovals: async () => ({}),
  getReviewCycle: async (w, _who, target) => ({
    params: { id: target === 'otherCycle' ? w.otherCycleId : w.sharedCycleId },
  }),
  updateReviewCycle: async (w) => ({
    params: { id: await w.cycle() },
    body: w.cycleBody([w.outsiderId]),
  }),
  deleteReviewCycle: async (w) => {
    const id = await w.cycle();
    return { params: { id }, verify: gone(w, 'get', `/api/review-cycles/${id}`) };
  },
  listReviewStatuses: async () => ({}),
  listReviewTypes: async () => ({}),
  getCycleReport: async (w) => ({ params: { cycleId: w.sharedCycleId } }),
  getCycleLaunchReadiness: async (w) => ({ params: { cycleId: w.sharedCycleId } }),
  launchReviewCycle: async (w) => ({ params: { cycleId: await w.cycle() } }),
  getCycleBudget: async (w, _who, target) => ({
    params: { cycleId: target === 'otherCycle' ? w.otherCycleId : w.sharedCycleId },
  }),
  getCycleGuideline: async (w, _who, target) => ({
    params: { cycleId: target === 'otherCycle' ? w.otherCycleId : w.sharedCycleId },
  }),
  saveCycleGuideline: async (w) => {
    const current = await w.data('admin', `/api/review-cycles/${w.sharedCycleId}/guidelines`);
    return {
      params: { cycleId: w.sharedCycleId },
      body: {
        positionBoundaries: current.positionBoundaries,
        ranges: current.ranges,
        overBudgetPolicy: current.overBudgetPolicy,
        reviewPeriodStart: current.reviewPeriodStart,
        reviewPeriodEnd: current.reviewPeriodEnd,
      },
    };
  },
  previewGuidelineCost: async (w, _who, target) => {
    const cycleId = target === 'otherCycle' ? w.otherCycleId : w.sharedCycleId;
    return {
      params: { cycleId },
      // A three-column matrix priced, not saved (the shared cycle's own guideline is untouched).
      body: {
        positionBoundaries: [0.9, 1.1],
        ranges: [3, 4, 5].flatMap((rating) =>
          [0, 1, 2].map((column) => ({
            rating,
            column,
            minPercent: 1,
            midPercent: rating - column,
            maxPercent: 6,
            enforcement: 'soft',
          })),
        ),
        overBudgetPolicy: 'soft',
        reviewPeriodStart: '2026-01-01',
        reviewPeriodEnd: '2026-12-31',
      },
    };
  },
  getCalibration: async (w, _who, target) => ({
    params: { cycleId: target === 'otherCycle' ? w.otherCycleId : w.sharedCycleId },
  }),
  moveCalibrationParticipant: async (w, _who, target) => {
    const cycle = await w.stageCycle();
    const participantId = target === 'outsiderSelfReview' ? cycle.outsider : cycle.report;
    const view = await w.data('admin', `/api/review-cycles/${cycle.cycleId}/calibration`);
    const current = (view.participants as Dto[]).find((p) => p.participantId === participantId);
    return {
      params: { cycleId: cycle.cycleId },
      body: { participantId, rating: current?.rating === 3 ? 4 : 3, reason: 'Contract probe' },
    };
  },
  setCalibrationTargets: async (w) => ({
    params: { cycleId: (await w.stageCycle()).cycleId },
    body: { targets: [] },
  }),
  setCalibrationLock: async (w) => ({
    params: { cycleId: (await w.stageCycle()).cycleId },
    body: { locked: false },
  }),
  previewTeamPayroll: async (w) => ({
    body: { scope: 'teams', teamIds: [w.ownTeamId], employeeIds: [] },
  }),
  listCycleParticipants: async (w, _who, target) => ({
    params: { cycleId: target === 'otherCycle' ? w.otherCycleId : w.sharedCycleId },
  }),
  getParticipant: async (w, _who, target) => {
    const { cycleId, participantId } = sharedStage(w, target);
    return { params: { cycleId, participantId } };
  },

  // Stages
  getStageUnlockStatus: participantRead,
  unlockStage: stageControl,
  relockStage: stageControl,
  revertStage: stageControl,
  listMetricResponses: participantRead,
  saveMetricResponses: async (w, _who, target) => ({
    params: await ownCycleStage(w, target),
    body: { entries: [], status: 'draft' },
  }),
  getCompensationData: async (w) => ({ params: sharedStage(w, 'ownManagerReview') }),
  saveCompensationData: async (w, _who, target) => ({
    params: await ownCycleStage(w, target),
    body: {
      compensationChanges: [{ type: w.salaryTypeId, proposedValue: 100000 }],
      justification: 'Draft saved by the contract suite',
      status: 'draft',
    },
  }),

  // Recommendations
  editRecommendation: async (w) => {
    const params = await recommendationParams(w);
    const participant = await w.data(
      'admin',
      `/api/review-cycles/${params.cycleId}/participants/${params.participantId}`,
    );
    const recommendation: Dto = (participant.recommendations ?? [participant.recommendation]).find(
      (r: Dto) => r?.id === params.recId,
    );
    if (!recommendation) throw new Error(`Recommendation ${params.recId} not on its participant`);
    const notes = 'Contract suite: amounts unchanged';
    return {
      params,
      body: {
        proposedIncrease: recommendation.proposedIncrease,
        proposedSalary: recommendation.proposedSalary,
        notes,
      },
    };
  },
  approveRecommendation: async (w, who) => {
    const params = await recommendationParams(w);
    return {
      params,
      body: { comments: 'Approved by the contract suite', ...overrideOf(who) },
      cleanup: async (response) => {
        if (is2xx(response.status)) await undo(w, who, params);
      },
    };
  },
  bulkApproveRecommendations: async (w, who) => {
    const params = await recommendationParams(w);
    return {
      params: { cycleId: params.cycleId },
      body: {
        recommendationIds: [params.recId],
        comments: 'Bulk approved by the contract suite',
        ...overrideOf(who),
      },
      cleanup: async (response) => {
        const approved = (response.body as Dto)?.data?.results?.[0]?.approved === true;
        if (is2xx(response.status) && approved) await undo(w, who, params);
      },
    };
  },
  rejectRecommendation: async (w, who) => {
    const params = await recommendationParams(w);
    return {
      params,
      body: { reason: 'other', comments: 'Rejected by the contract suite', ...overrideOf(who) },
      cleanup: async (response) => {
        if (is2xx(response.status)) await undo(w, who, params);
      },
    };
  },
  undoRecommendationDecision: async (w, who) => {
    const params = await recommendationParams(w);
    if (deciding(who)) {
      await w.must(
        who as 'admin' | 'manager',
        'patch',
        `/api/review-cycles/${params.cycleId}/participants/${params.participantId}/recommendations/${params.recId}/approve`,
        overrideOf(who),
      );
    }
    return {
      params,
      body: { comments: 'Undone by the contract suite', ...overrideOf(who) },
      cleanup: async (response) => {
        if (deciding(who) && !is2xx(response.status)) await undo(w, who, params);
      },
    };
  },

  // Letters: the suite's own letters cycle, scripts/contract/letters-world.ts
  getLetterTemplate: async (w) => ({ params: { cycleId: (await lettersWorld(w)).cycleId } }),
  updateLetterTemplate: async (w) => {
    const { cycleId } = await lettersWorld(w);
    const current = await w.data('admin', `/api/review-cycles/${cycleId}/letter-template`);
    return { params: { cycleId }, body: { subject: current.subject, body: current.body } };
  },
  previewLetter: async (w) => {
    const { cycleId, participants } = await lettersWorld(w);
    const current = await w.data('admin', `/api/review-cycles/${cycleId}/letter-template`);
    return {
      params: { cycleId },
      body: {
        participantId: participants.own,
        subject: current.subject,
        body: current.body,
        effectiveDate: LETTERS_EFFECTIVE_DATE,
      },
    };
  },
  generateLetters: async (w) => {
    const { cycleId, participants } = await lettersWorld(w);
    return {
      params: { cycleId },
      body: { participantIds: [participants.report], effectiveDate: LETTERS_EFFECTIVE_DATE },
    };
  },
  listCycleLetters: async (w, _who, target) => ({
    params: { cycleId: target === 'otherCycle' ? w.otherCycleId : (await lettersWorld(w)).cycleId },
  }),
  updateLetter: async (w, _who, target) => {
    const { cycleId, letters } = await lettersWorld(w);
    return {
      params: { cycleId, letterId: target === 'outsider' ? letters.outsider : letters.report },
      body: { managerNote: 'Written by the contract suite.' },
    };
  },
  // The employee's letter is already released: the answer skips it, nothing changes.
  releaseLetters: async (w) => {
    const { cycleId, letters } = await lettersWorld(w);
    return { params: { cycleId }, body: { letterIds: [letters.own], releaseAt: null } };
  },
  listMyLetters: async (w) => {
    await lettersWorld(w);
    return {};
  },
  getLetter: async (w, _who, target) => {
    const { letters } = await lettersWorld(w);
    const letterId =
      target === 'report' ? letters.report : target === 'outsider' ? letters.outsider : letters.own;
    return { params: { letterId } };
  },

  // Preferences
  getTableColumnPreferences: async () => ({ params: { tableName: 'participants' } }),
  updateTableColumnPreferences: async (w, who) => {
    const reader = who === 'anonymous' || who === 'otherAdmin' ? 'admin' : who;
    const saved = await w.must(reader, 'get', '/api/user/preferences/table-columns/participants');
    return { params: { tableName: 'participants' }, body: { columns: saved.columns } };
  },

  // Review stages
  listReviewStages: async () => ({}),
  createReviewStage: async (w) => ({
    body: w.stageBody(),
    verify: adopt(w, 'review stage', (id) => `/api/review-stages/${id}`),
  }),
  updateReviewStage: async (w) => ({ params: { id: await w.reviewStage() }, body: w.stageBody() }),
  deleteReviewStage: async (w) => {
    const id = await w.reviewStage();
    return { params: { id }, verify: gone(w, 'put', `/api/review-stages/${id}`, w.stageBody()) };
  },

  // Workflow templates
  listWorkflowTemplates: async () => ({}),
  // The approver is the manager of the suite's organization: for another organization's admin
  // that is a foreign user, which must be refused.
  createWorkflowTemplate: async (w) => ({
    body: w.templateBody(),
    verify: adopt(w, 'workflow template', (id) => `/api/workflows/workflow-templates/${id}`),
  }),
  getWorkflowTemplate: async (w) => ({ params: { id: await w.template() } }),
  updateWorkflowTemplate: async (w) => ({
    params: { id: await w.template() },
    body: w.templateBody(),
  }),
  deleteWorkflowTemplate: async (w) => {
    const id = await w.template();
    return { params: { id }, verify: gone(w, 'get', `/api/workflows/workflow-templates/${id}`) };
  },

  // Compensation
  listCompensationTypes: async () => ({}),
  listCompensationCategories: async () => ({ query: { includeTypes: 'true' } }),
  createCompensationCategory: async (w) => ({
    body: { name: w.unique('Contract category'), order: 9 },
    verify: adopt(w, 'compensation category', (id) => `/api/compensation/categories/${id}`),
  }),
  updateCompensationCategory: async (w) => ({
    params: { id: await w.category() },
    body: { name: w.unique('Contract category'), order: 9 },
  }),
  deleteCompensationCategory: async (w) => {
    const id = await w.category();
    return {
      params: { id },
      verify: gone(w, 'put', `/api/compensation/categories/${id}`, {
        name: w.unique('Gone category'),
      }),
    };
  },
  createCompensationType: async (w) => ({
    params: { id: await w.category() },
    body: { name: w.unique('Contract compensation type'), order: 1 },
  }),
  updateCompensationType: async (w) => ({
    params: { id: await w.compensationType() },
    body: { name: w.unique('Contract compensation type'), order: 2 },
  }),
  deleteCompensationType: async (w) => {
    const id = await w.compensationType();
    return {
      params: { id },
      verify: gone(w, 'put', `/api/compensation/types/${id}`, { name: w.unique('Gone type') }),
    };
  },

  // Dashboards
  listMyReviews: async () => ({}),
  getMyCompensationHistory: async () => ({}),
  listMyDirectReports: async () => ({}),
  getManagerSummary: async () => ({}),
  getAdminSummary: async () => ({}),

  // Notifications (manager nudges)
  getCycleBehind: async (w) => ({ params: { cycleId: w.sharedCycleId } }),
  sendCycleReminders: async (w) => ({
    params: { cycleId: w.sharedCycleId },
    body: {
      employeeIds: [w.employeeOf('employee')],
      subject: 'Contract suite reminder',
      message: 'Hi {firstName}, a reminder from the contract suite.',
    },
  }),
  getReminderSchedule: async (w) => ({ params: { cycleId: w.sharedCycleId } }),
  updateReminderSchedule: async (w) => ({
    params: { cycleId: w.sharedCycleId },
    body: { enabled: true, offsets: [3, 1] },
  }),
  listMyNotifications: async () => ({}),
  markNotificationsRead: async (w, who) => ({
    body: {
      ids: [await notificationOf(w, who === 'anonymous' || who === 'otherAdmin' ? 'admin' : who)],
    },
  }),
  markAllNotificationsRead: async () => ({}),
  listOutbox: async () => ({}),

  // Audit trail
  listAuditEntries: async () => ({ query: { limit: '5' } }),

  // Imports: dry runs, so a probe changes nothing
  importEmployees: async (w) => {
    const name = w.unique('import');
    return {
      body: {
        fileName: 'contract.csv',
        dryRun: true,
        rows: [
          {
            firstName: 'Contract',
            lastName: 'Import',
            email: `${name}@contract.example`,
            position: 'Probe',
            hireDate: '2024-02-01',
          },
        ],
      },
    };
  },
  importCompensationHistory: async (w) => {
    const types: Dto[] = await w.data('admin', '/api/compensation/types');
    const salary = types.find((t) => /salary/i.test(t.name)) ?? types[0];
    return {
      body: {
        fileName: 'contract.csv',
        dryRun: true,
        rows: [
          {
            email: w.accounts.employee.email,
            effectiveDate: '2024-02-01',
            type: salary?.name ?? 'Base Salary',
            amount: '1000',
          },
        ],
      },
    };
  },

  importLevels: async (w) => ({
    body: {
      fileName: 'contract-bands.csv',
      dryRun: true,
      rows: [{ level: w.unique('Contract level'), min: '50000', mid: '60000', max: '70000' }],
    },
  }),

  // Waitlist
  joinWaitlist: async (w) => ({
    body: {
      email: `${w.unique('waitlist')}@contract.example`,
      name: 'Contract Suite',
      consent: true,
    },
  }),
};
