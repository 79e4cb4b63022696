import type { operations } from '@/api/schema';

/**
 * The role-by-operation matrix of the API: for every operation of `openapi.yaml`, what each kind
 * of caller gets for a representative request, and what an admin of another organization gets
 * for the same request. It is data, shared by `mocks/role-matrix.test.ts` (every cell against the
 * in-process mock) and the contract suite (`npm run contract`, against any server).
 *
 * Sources: the "**Roles:**" lines of the contract's descriptions, the `auth` of each handler in
 * `mocks/handlers`, and the role rules (admin: everything in their organization;
 * manager: read direct reports and act on their manager_review stages; employee: own records and
 * own self_review stages; another organization's records answer 404).
 */

/** Every operationId of the contract. */
export type OperationId = keyof operations & string;

/**
 * Who calls: no token, or a user of the organization: the demo admin, manager and employee (the
 * manager manages the employee), and `otherManager`, a manager of no one involved (a "manager of
 * another team").
 */
export type Caller = 'anonymous' | 'admin' | 'manager' | 'otherManager' | 'employee';

export const CALLERS: readonly Caller[] = [
  'anonymous',
  'admin',
  'manager',
  'otherManager',
  'employee',
];

/** The answer class a cell expects: any 2xx, or an exact refusal. */
export type Expected = 'ok' | 401 | 403 | 404;

/**
 * What an admin of another organization gets:
 * - `404`: the same request (this organization's ids in the path) answers 404;
 * - `'isolated'`: the call answers 2xx (with `organizationId` of this organization in the query
 *   when the operation takes one) and the body names none of this organization's records;
 * - `'refused'`: the body names this organization's records (e.g. a manager id); the call must
 *   not succeed (400 or 404);
 * - `'ok'`: the record is shared by every organization (none since organization types became
 *   per organization);
 * - `null`: the request names nothing of an organization (sign in, own profile, own preferences).
 */
export type CrossOrgExpected = 404 | 'isolated' | 'refused' | 'ok' | null;

/**
 * What the representative request points at, relative to the demo accounts (the fixtures of the
 * test and of the contract suite resolve each one to real records):
 * - `none`: no record (a list, a create, the caller's own organization or session);
 * - `self`: the caller's own record (employee, compensation, profile, preferences);
 * - `roleEscalation`: own profile with `role: 'admin'` in the body;
 * - `report`: an employee whose manager is the demo manager (not the demo employee);
 * - `outsider`: an employee related to neither the demo manager nor the demo employee;
 * - `ownTeam` / `otherTeam`: the team the demo employee belongs to (managed by the demo manager) /
 *   a team neither belongs to;
 * - `sharedCycle` / `otherCycle`: a cycle the demo employee takes part in / one in which neither
 *   the demo employee nor a report of the demo manager takes part;
 * - `ownSelfReview`, `ownManagerReview`: the demo employee's participant record and its
 *   self_review / manager_review stage; `reportSelfReview`: a report's participant (self_review
 *   stage); `outsiderSelfReview`: an outsider's participant (self_review stage);
 * - `awaitingManager`: a recommendation on which the demo manager's approval step is undecided;
 * - `throwaway`: a record of the organization created for this call (updates and deletes).
 */
export type Target =
  | 'none'
  | 'self'
  | 'roleEscalation'
  | 'report'
  | 'outsider'
  | 'ownTeam'
  | 'otherTeam'
  | 'sharedCycle'
  | 'otherCycle'
  | 'ownSelfReview'
  | 'ownManagerReview'
  | 'reportSelfReview'
  | 'outsiderSelfReview'
  | 'awaitingManager'
  | 'throwaway';

/** One row: an operation, a representative request, and the expected answer per caller. */
export interface MatrixRow {
  operationId: OperationId;
  target: Target;
  expect: Readonly<Record<Caller, Expected>>;
  crossOrg: CrossOrgExpected;
  /** Why a cell is not the obvious one. */
  note?: string;
}

type Cells = Readonly<Record<Caller, Expected>>;
type BaseCells = Omit<Cells, 'otherManager'>;

function cells(admin: Expected, manager: Expected, employee: Expected, anonymous: Expected = 401) {
  return { anonymous, admin, manager, employee } as const satisfies BaseCells;
}

/** Targets that only the demo manager's relationship (their team, their reports) opens. */
const RELATIONAL: readonly Target[] = [
  'ownTeam',
  'report',
  'sharedCycle',
  'ownSelfReview',
  'ownManagerReview',
  'reportSelfReview',
];

/**
 * A manager of no one involved: refused like the demo manager where the role is refused (403),
 * not an approver of the demo manager's recommendations (403), and the demo manager's team,
 * reports and cycles look missing to them (404).
 */
function otherManagerCell(target: Target, manager: Expected): Expected {
  if (manager === 403 || target === 'awaitingManager') return 403;
  return RELATIONAL.includes(target) ? 404 : manager;
}

const PUBLIC = cells('ok', 'ok', 'ok', 'ok');
const ANYONE = cells('ok', 'ok', 'ok');
const ADMIN_ONLY = cells('ok', 403, 403);
const ADMIN_AND_MANAGER = cells('ok', 'ok', 403);
/** Reads of records of the organization, per relationship to the demo accounts. */
const OWN_RECORD = ANYONE;
const REPORT_RECORD = cells('ok', 'ok', 404);
const OUTSIDER_RECORD = cells('ok', 404, 404);

function row(
  operationId: OperationId,
  target: Target,
  base: BaseCells,
  crossOrg: CrossOrgExpected,
  note?: string,
  otherManager: Expected = otherManagerCell(target, base.manager),
): MatrixRow {
  const expect: Cells = { ...base, otherManager };
  return note
    ? { operationId, target, expect, crossOrg, note }
    : { operationId, target, expect, crossOrg };
}

/** The three relationship rows of a read of one employee's records. */
function employeeReads(operationId: OperationId): MatrixRow[] {
  return [
    row(operationId, 'self', OWN_RECORD, 404),
    row(operationId, 'report', REPORT_RECORD, 404),
    row(operationId, 'outsider', OUTSIDER_RECORD, 404),
  ];
}

/** The three relationship rows of a read of one participant's stage or record. */
function participantReads(operationId: OperationId): MatrixRow[] {
  return [
    row(operationId, 'ownSelfReview', OWN_RECORD, 404),
    row(operationId, 'reportSelfReview', REPORT_RECORD, 404),
    row(operationId, 'outsiderSelfReview', OUTSIDER_RECORD, 404),
  ];
}

const STAGE_ADMIN_CONTROL = cells('ok', 403, 403);

export const ROLE_MATRIX: readonly MatrixRow[] = [
  // Auth
  row('login', 'none', PUBLIC, null, 'Public: a token, valid or not, changes nothing.'),
  row('logout', 'self', ANYONE, null, 'Each cell signs out a session of its own.'),
  row('validateSession', 'self', ANYONE, null),
  row('register', 'none', PUBLIC, null),
  row('forgotPassword', 'none', PUBLIC, null),
  row('updateProfile', 'self', ANYONE, null),
  row(
    'updateProfile',
    'roleEscalation',
    cells('ok', 403, 403),
    null,
    'Role is read-only: a different role answers 403 (the admin sends their own role).',
  ),

  // Users
  row('listUsers', 'none', ADMIN_ONLY, 'isolated'),
  row(
    'createUser',
    'none',
    ADMIN_ONLY,
    'refused',
    'Cross-org: a primary manager of the other organization.',
  ),
  row('updateUser', 'throwaway', ADMIN_ONLY, 404),
  row('deleteUser', 'throwaway', ADMIN_ONLY, 404),
  row('deactivateUser', 'throwaway', ADMIN_ONLY, 404),
  row('reactivateUser', 'throwaway', ADMIN_ONLY, 404),
  row('resetUserPassword', 'throwaway', ADMIN_ONLY, 404),

  // Organization
  row('getOrganization', 'none', ANYONE, 'isolated'),
  row(
    'updateOrganization',
    'none',
    ADMIN_ONLY,
    'refused',
    "The body names this organization's type; types are per organization, so another organization's admin cannot take it.",
  ),
  row('listRegistrationOrganizationTypes', 'none', PUBLIC, null),
  row('updateRegistrationSettings', 'none', ADMIN_ONLY, null),
  row(
    'listOrganizationTypes',
    'none',
    ANYONE,
    'isolated',
    "Each organization has its own list; another organization's types never show.",
  ),
  row('createOrganizationType', 'none', ADMIN_ONLY, null),
  row('updateOrganizationType', 'throwaway', ADMIN_ONLY, 404),
  row('deleteOrganizationType', 'throwaway', ADMIN_ONLY, 404),

  // Teams
  row('listTeams', 'none', ANYONE, 'isolated', 'Managers and employees see their own teams.'),
  row(
    'createTeam',
    'none',
    ADMIN_ONLY,
    'refused',
    'Cross-org: a member of the other organization.',
  ),
  row('getTeam', 'ownTeam', ANYONE, 404),
  row('getTeam', 'otherTeam', OUTSIDER_RECORD, 404),
  row('updateTeam', 'throwaway', ADMIN_ONLY, 404),
  row('deleteTeam', 'throwaway', ADMIN_ONLY, 404),

  // Employees
  row('listEmployees', 'none', ANYONE, 'isolated', 'Filtered: own record (and direct reports).'),
  row(
    'createEmployee',
    'none',
    ADMIN_ONLY,
    'refused',
    'Cross-org: a primary manager of the other organization.',
  ),
  ...employeeReads('getEmployee'),
  row('updateEmployee', 'throwaway', ADMIN_ONLY, 404),
  ...employeeReads('getEmployeeCompensationHistory'),
  ...employeeReads('getEmployeePerformanceHistory'),
  ...employeeReads('listEmployeeManagers'),
  row('createEmployeeManagers', 'throwaway', ADMIN_ONLY, 404),
  row('updateEmployeeManagers', 'throwaway', ADMIN_ONLY, 404),
  row('deleteEmployeeManagers', 'throwaway', ADMIN_ONLY, 404),

  // Levels: bands are confidential, an employee never reads them
  row(
    'listLevels',
    'none',
    ADMIN_AND_MANAGER,
    'isolated',
    'A manager reads the bands to propose promotions; another organization never sees these levels.',
  ),
  row('createLevel', 'none', ADMIN_ONLY, null),
  row('updateLevel', 'throwaway', ADMIN_ONLY, 404),
  row('deleteLevel', 'throwaway', ADMIN_ONLY, 404),

  // Performance metrics
  row('listPerformanceMetrics', 'none', ANYONE, 'isolated'),
  row('createPerformanceMetric', 'none', ADMIN_ONLY, null),
  row('updatePerformanceMetric', 'throwaway', ADMIN_ONLY, 404),
  row('deletePerformanceMetric', 'throwaway', ADMIN_ONLY, 404),

  // Review cycles
  row(
    'listReviewCycles',
    'none',
    ANYONE,
    'isolated',
    'Filtered to the cycles the caller takes part in.',
  ),
  row(
    'createReviewCycle',
    'none',
    ADMIN_ONLY,
    'refused',
    'Cross-org: a participant of the other organization.',
  ),
  row('listPendingApprovals', 'none', ANYONE, 'isolated', 'Filtered to the caller’s steps.'),
  row('getReviewCycle', 'sharedCycle', ANYONE, 404),
  row('getReviewCycle', 'otherCycle', OUTSIDER_RECORD, 404),
  row('updateReviewCycle', 'throwaway', ADMIN_ONLY, 404),
  row('deleteReviewCycle', 'throwaway', ADMIN_ONLY, 404),
  row('listReviewStatuses', 'none', ANYONE, 'isolated'),
  row('listReviewTypes', 'none', ANYONE, 'isolated'),
  row('getCycleReport', 'sharedCycle', ADMIN_ONLY, 404),
  row('getCycleLaunchReadiness', 'sharedCycle', ADMIN_ONLY, 404),
  row('launchReviewCycle', 'throwaway', ADMIN_ONLY, 404, 'A new Draft cycle ready to launch.'),
  row(
    'getCycleBudget',
    'sharedCycle',
    ADMIN_AND_MANAGER,
    404,
    'A manager gets the pools of their reports’ teams.',
  ),
  row('getCycleBudget', 'otherCycle', cells('ok', 404, 403), 404),
  row(
    'getCycleGuideline',
    'sharedCycle',
    ADMIN_AND_MANAGER,
    404,
    'A manager reads the guideline of a cycle with a report of theirs.',
  ),
  row('getCycleGuideline', 'otherCycle', cells('ok', 404, 403), 404),
  row('saveCycleGuideline', 'sharedCycle', ADMIN_ONLY, 404),
  row('previewGuidelineCost', 'sharedCycle', ADMIN_ONLY, 404, 'Salaries summed: admins only.'),
  row(
    'getCalibration',
    'sharedCycle',
    ADMIN_AND_MANAGER,
    404,
    'A manager calibrates their direct reports only.',
  ),
  row('getCalibration', 'otherCycle', cells('ok', 404, 403), 404),
  row(
    'moveCalibrationParticipant',
    'reportSelfReview',
    ADMIN_AND_MANAGER,
    404,
    'A report of the demo manager; another manager cannot see them (404).',
  ),
  row(
    'moveCalibrationParticipant',
    'outsiderSelfReview',
    cells('ok', 404, 403),
    404,
    'Not a report of the demo manager: 404 to them.',
  ),
  row('setCalibrationTargets', 'sharedCycle', ADMIN_ONLY, 404),
  row('setCalibrationLock', 'sharedCycle', ADMIN_ONLY, 404),
  row(
    'previewTeamPayroll',
    'none',
    ADMIN_ONLY,
    'isolated',
    'Cross-org: the other organization’s teams are not in scope.',
  ),
  row('listCycleParticipants', 'sharedCycle', ANYONE, 404, 'Filtered to the visible participants.'),
  row('listCycleParticipants', 'otherCycle', OUTSIDER_RECORD, 404),
  ...participantReads('getParticipant'),

  // Stages of a participant
  ...participantReads('getStageUnlockStatus'),
  row('unlockStage', 'ownSelfReview', STAGE_ADMIN_CONTROL, 404),
  row('relockStage', 'ownSelfReview', STAGE_ADMIN_CONTROL, 404),
  row('revertStage', 'ownSelfReview', STAGE_ADMIN_CONTROL, 404),
  ...participantReads('listMetricResponses'),
  row(
    'saveMetricResponses',
    'ownSelfReview',
    cells('ok', 403, 'ok'),
    404,
    'The manager may read the report’s self review but not edit it; another manager cannot see it.',
    404,
  ),
  row(
    'saveMetricResponses',
    'ownManagerReview',
    cells('ok', 'ok', 403),
    404,
    'The employee may read their manager review but not edit it.',
  ),
  row('saveMetricResponses', 'outsiderSelfReview', cells('ok', 404, 404), 404),
  row(
    'getCompensationData',
    'ownManagerReview',
    ANYONE,
    404,
    'Spec 02 §6: canView always; the employee reads their own record.',
  ),
  row(
    'saveCompensationData',
    'ownManagerReview',
    cells('ok', 'ok', 403),
    404,
    'Manager review of a direct report.',
  ),

  // Recommendations
  row('editRecommendation', 'awaitingManager', ADMIN_ONLY, 404),
  row(
    'approveRecommendation',
    'awaitingManager',
    cells('ok', 'ok', 403),
    404,
    'The manager is an approver; the employee is not (403).',
  ),
  row(
    'bulkApproveRecommendations',
    'awaitingManager',
    cells('ok', 'ok', 403),
    404,
    'Per-recommendation results (a flagged one is refused in the body); a manager with no report in the cycle does not see it (404).',
    404,
  ),
  row('rejectRecommendation', 'awaitingManager', cells('ok', 'ok', 403), 404),
  row('undoRecommendationDecision', 'awaitingManager', cells('ok', 'ok', 403), 404),

  // Letters (the suite's own cycle: a released letter of the employee, drafts of a report and an outsider)
  row('getLetterTemplate', 'throwaway', ADMIN_ONLY, 404),
  row('updateLetterTemplate', 'throwaway', ADMIN_ONLY, 404),
  row('previewLetter', 'throwaway', ADMIN_ONLY, 404),
  row('generateLetters', 'throwaway', ADMIN_ONLY, 404),
  row(
    'listCycleLetters',
    'sharedCycle',
    ADMIN_AND_MANAGER,
    404,
    'A manager lists the letters of their own participants; a manager of none in the cycle gets 404.',
  ),
  row('listCycleLetters', 'otherCycle', cells('ok', 404, 403), 404),
  row(
    'updateLetter',
    'report',
    cells('ok', 'ok', 403),
    404,
    'The manager writes the note on their report’s letter; another manager cannot see it (404).',
  ),
  row('updateLetter', 'outsider', cells('ok', 404, 403), 404),
  row(
    'releaseLetters',
    'throwaway',
    ADMIN_ONLY,
    404,
    'An already released letter: skipped in the body.',
  ),
  row('listMyLetters', 'self', ANYONE, null, 'Each caller sees only their own released letters.'),
  row(
    'getLetter',
    'self',
    ANYONE,
    404,
    'The employee’s released letter: their manager reads it too, another manager does not.',
    404,
  ),
  row('getLetter', 'report', cells('ok', 'ok', 404), 404),
  row('getLetter', 'outsider', cells('ok', 404, 404), 404),

  // Preferences
  row('getTableColumnPreferences', 'self', ANYONE, null),
  row('updateTableColumnPreferences', 'self', ANYONE, null),

  // Review stages
  row('listReviewStages', 'none', ANYONE, 'isolated'),
  row('createReviewStage', 'none', ADMIN_ONLY, null),
  row('updateReviewStage', 'throwaway', ADMIN_ONLY, 404),
  row('deleteReviewStage', 'throwaway', ADMIN_ONLY, 404),

  // Workflow templates
  row('listWorkflowTemplates', 'none', ADMIN_ONLY, 'isolated'),
  row(
    'createWorkflowTemplate',
    'none',
    ADMIN_ONLY,
    'refused',
    'Cross-org: an approver of the other organization.',
  ),
  row('getWorkflowTemplate', 'throwaway', ADMIN_ONLY, 404),
  row('updateWorkflowTemplate', 'throwaway', ADMIN_ONLY, 404),
  row('deleteWorkflowTemplate', 'throwaway', ADMIN_ONLY, 404),

  // Compensation categories and types
  row('listCompensationTypes', 'none', ADMIN_AND_MANAGER, 'isolated'),
  row('listCompensationCategories', 'none', ADMIN_AND_MANAGER, 'isolated'),
  row('createCompensationCategory', 'none', ADMIN_ONLY, null),
  row('updateCompensationCategory', 'throwaway', ADMIN_ONLY, 404),
  row('deleteCompensationCategory', 'throwaway', ADMIN_ONLY, 404),
  row('createCompensationType', 'throwaway', ADMIN_ONLY, 404),
  row('updateCompensationType', 'throwaway', ADMIN_ONLY, 404),
  row('deleteCompensationType', 'throwaway', ADMIN_ONLY, 404),

  // Dashboards
  row('listMyReviews', 'self', ANYONE, null),
  row('getMyCompensationHistory', 'self', ANYONE, null),
  row('listMyDirectReports', 'none', ADMIN_AND_MANAGER, null),
  row('getManagerSummary', 'none', ADMIN_AND_MANAGER, null),
  row('getAdminSummary', 'none', ADMIN_ONLY, null),

  // Notifications (manager nudges)
  row('getCycleBehind', 'sharedCycle', ADMIN_ONLY, 404),
  row('sendCycleReminders', 'sharedCycle', ADMIN_ONLY, 404),
  row('getReminderSchedule', 'sharedCycle', ADMIN_ONLY, 404),
  row('updateReminderSchedule', 'sharedCycle', ADMIN_ONLY, 404),
  row('listMyNotifications', 'self', ANYONE, null, 'Each caller sees only their own.'),
  row(
    'markNotificationsRead',
    'self',
    ANYONE,
    404,
    'A notification of the caller; another organization’s user gets 404 for it.',
  ),
  row('markAllNotificationsRead', 'self', ANYONE, null),
  row('listOutbox', 'none', ADMIN_ONLY, 'isolated'),

  // Audit trail
  row('listAuditEntries', 'none', ADMIN_ONLY, 'isolated'),

  // Imports (dry runs: the answer counts rows, nothing changes)
  row('importEmployees', 'none', ADMIN_ONLY, 'isolated'),
  row(
    'importCompensationHistory',
    'none',
    ADMIN_ONLY,
    'refused',
    'The rows name the demo employee by email; for another organization no employee has it (400).',
  ),

  row(
    'importLevels',
    'none',
    ADMIN_ONLY,
    'isolated',
    'A dry run naming a new level: another organization checks it against its own levels.',
  ),

  // Waitlist
  row('joinWaitlist', 'none', PUBLIC, null),
];
