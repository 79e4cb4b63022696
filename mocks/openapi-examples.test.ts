import { describe, expect, it } from 'vitest';
import generated from '@/api/openapi.gen.json';
import { db } from '@mocks/db';
import type { Role } from '@mocks/db/records';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { callApi } from '@mocks/test/api';
import { TEST_NOW } from '@mocks/test/constants';
import { loginAs } from '@mocks/test/login';

/**
 * Every request example in `openapi.yaml` is a call a backend team or a reader of the API docs may
 * copy as is: sent to the mock's `demo` data by the role the operation is for, it must succeed
 * with one of its documented 2xx answers (the route wrapper checks the body against the contract;
 * a violation fails the test). The examples therefore name the demo's own records (see the ids
 * below); a seed change that breaks one shows up here.
 */

type Operation = {
  operationId: string;
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
};
type ExampleCall = {
  /** Who sends it; null: no token (sign-in, register, ...). */
  as: Role | null;
  /** Values of the path's `{params}`: the demo's records the example is about. */
  params?: Record<string, string>;
  /** Brings the demo to the state the example is about. */
  before?: () => void;
};

const IN_PROGRESS_CYCLE = 'cycle_0004';
const DRAFT_CYCLE = 'cycle_0006';
const LAST_ANNUAL_CYCLE = 'cycle_0003';

/** A draft letter for a second participant of the 2025 review (the demo seeds Riley Chen's, released). */
function draftLetter(): void {
  const released = db.letters.find('letter_0001')!;
  db.letters.insert({
    ...released,
    id: 'letter_0002',
    participantId: 'part_0012',
    employeeId: db.participants.find('part_0012')!.employeeId,
    managerNote: '',
    releaseAt: null,
  });
}

/** The demo records each example is about (a new example gets its line here). */
const CALLS: Record<string, ExampleCall> = {
  login: { as: null },
  register: { as: null },
  forgotPassword: { as: null },
  joinWaitlist: { as: null },
  updateProfile: { as: 'admin' },
  createUser: { as: 'admin' },
  updateUser: { as: 'admin', params: { id: 'usr_0010' } },
  resetUserPassword: { as: 'admin', params: { id: 'usr_0010' } },
  updateOrganization: { as: 'admin' },
  updateRegistrationSettings: { as: 'admin' },
  createOrganizationType: { as: 'admin' },
  updateOrganizationType: { as: 'admin', params: { id: 'otype_0001_org_acme' } },
  createTeam: { as: 'admin' },
  updateTeam: { as: 'admin', params: { id: 'team_0001' } },
  createEmployee: { as: 'admin' },
  createLevel: { as: 'admin' },
  updateLevel: { as: 'admin', params: { id: 'level_0003' } },
  updateEmployee: { as: 'admin', params: { id: 'emp_0010' } },
  // The demo's chief executive is the one employee without a manager yet.
  createEmployeeManagers: { as: 'admin', params: { id: 'emp_0001' } },
  updateEmployeeManagers: { as: 'admin', params: { id: 'emp_0010', assignmentId: 'mgr_0012' } },
  createPerformanceMetric: { as: 'admin' },
  updatePerformanceMetric: { as: 'admin', params: { id: 'metric_0001' } },
  createReviewCycle: { as: 'admin' },
  previewTeamPayroll: { as: 'admin' },
  updateReviewCycle: { as: 'admin', params: { id: DRAFT_CYCLE } },
  moveCalibrationParticipant: { as: 'admin', params: { cycleId: IN_PROGRESS_CYCLE } },
  setCalibrationTargets: { as: 'admin', params: { cycleId: IN_PROGRESS_CYCLE } },
  setCalibrationLock: { as: 'admin', params: { cycleId: IN_PROGRESS_CYCLE } },
  saveCycleGuideline: { as: 'admin', params: { cycleId: IN_PROGRESS_CYCLE } },
  previewGuidelineCost: { as: 'admin', params: { cycleId: DRAFT_CYCLE } },
  bulkApproveRecommendations: { as: 'admin', params: { cycleId: IN_PROGRESS_CYCLE } },
  saveMetricResponses: {
    as: 'employee',
    params: { cycleId: IN_PROGRESS_CYCLE, participantId: 'part_0077', stageId: 'stage_0001' },
  },
  saveCompensationData: {
    as: 'manager',
    params: { cycleId: IN_PROGRESS_CYCLE, participantId: 'part_0080', stageId: 'stage_0002' },
  },
  editRecommendation: {
    as: 'admin',
    params: { cycleId: IN_PROGRESS_CYCLE, participantId: 'part_0110', recId: 'rec_0085' },
  },
  approveRecommendation: {
    as: 'admin',
    params: { cycleId: IN_PROGRESS_CYCLE, participantId: 'part_0110', recId: 'rec_0085' },
  },
  rejectRecommendation: {
    as: 'admin',
    params: { cycleId: IN_PROGRESS_CYCLE, participantId: 'part_0111', recId: 'rec_0086' },
  },
  undoRecommendationDecision: {
    as: 'admin',
    params: { cycleId: IN_PROGRESS_CYCLE, participantId: 'part_0089', recId: 'rec_0075' },
  },
  updateLetterTemplate: { as: 'admin', params: { cycleId: LAST_ANNUAL_CYCLE } },
  previewLetter: { as: 'admin', params: { cycleId: LAST_ANNUAL_CYCLE } },
  generateLetters: { as: 'admin', params: { cycleId: LAST_ANNUAL_CYCLE } },
  releaseLetters: { as: 'admin', params: { cycleId: LAST_ANNUAL_CYCLE }, before: draftLetter },
  updateLetter: {
    as: 'manager',
    params: { cycleId: LAST_ANNUAL_CYCLE, letterId: 'letter_0002' },
    before: draftLetter,
  },
  updateTableColumnPreferences: { as: 'admin', params: { tableName: 'participants' } },
  createReviewStage: { as: 'admin' },
  updateReviewStage: { as: 'admin', params: { id: 'stage_0002' } },
  createWorkflowTemplate: { as: 'admin' },
  updateWorkflowTemplate: { as: 'admin', params: { id: 'wft_0002' } },
  createCompensationCategory: { as: 'admin' },
  updateCompensationCategory: { as: 'admin', params: { id: 'ccat_0002' } },
  createCompensationType: { as: 'admin', params: { id: 'ccat_0002' } },
  updateCompensationType: { as: 'admin', params: { id: 'ctype_0004' } },
  sendCycleReminders: { as: 'admin', params: { cycleId: IN_PROGRESS_CYCLE } },
  updateReminderSchedule: { as: 'admin', params: { cycleId: IN_PROGRESS_CYCLE } },
  // The demo seeds no notification: the example's is a reminder the employee received.
  markNotificationsRead: {
    as: 'employee',
    before: () => {
      db.notifications.insert({
        id: 'ntf_0001',
        organizationId: 'org_acme',
        userId: DEMO_EMPLOYEE.userId,
        kind: 'reminder',
        title: 'Reminder: 2026 Annual Review',
        body: 'Please finish your self review.',
        cycleId: IN_PROGRESS_CYCLE,
        createdAt: TEST_NOW.toISOString(),
        readAt: null,
      });
    },
  },
  importEmployees: { as: 'admin' },
  importCompensationHistory: { as: 'admin' },
  importLevels: { as: 'admin' },
};

const examples = Object.entries(generated.paths as Record<string, Record<string, unknown>>)
  .flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op: op as Operation })),
  )
  .filter(({ op }) => op?.requestBody?.content?.['application/json']?.example !== undefined)
  .map(({ path, method, op }) => ({
    path,
    method,
    operationId: op.operationId,
    example: op.requestBody!.content!['application/json']!.example,
    documented: Object.keys(op.responses).filter((status) => /^2\d\d$/.test(status)),
  }));

describe('every request example of openapi.yaml', () => {
  it('names the demo records it is about', () => {
    expect(examples.length).toBeGreaterThan(40);
    expect(examples.map((e) => e.operationId).filter((id) => !(id in CALLS))).toEqual([]);
  });

  it.each(examples)(
    '$operationId: $method $path',
    async ({ path, method, operationId, example, documented }) => {
      const call = CALLS[operationId]!;
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const value = call.params?.[name];
        if (!value) throw new Error(`${operationId}: no demo value for {${name}}`);
        return value;
      });
      call.before?.();
      const token = call.as ? await loginAs(call.as) : undefined;
      const { status, body } = await callApi(method, url, { token, body: example });
      expect(documented, `answered ${status} ${JSON.stringify(body)}`).toContain(String(status));
    },
  );
});
