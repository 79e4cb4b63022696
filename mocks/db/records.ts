/**
 * Storage shapes of the mock backend: one record type per entity, foreign keys as ids, no nested
 * relations (handlers join). Dates are strings: `IsoDate` is a calendar day ('2026-03-31'),
 * `IsoDateTime` an instant ('2026-03-31T09:30:00.000Z'). Field names follow the spec's §3 lists.
 *
 * A record that the contract shows is built from its schema (`Row` or `RowSlice`), so a field
 * added to the schema in openapi.yaml is a field of the record after `npm run gen:api`, and the
 * compiler names every seed, insert and view that does not fill it. Each record names where it
 * knowingly differs from its schema: the fields the view computes (`…ViewOnly`) and the fields
 * the store keeps but the contract does not show, or keeps in another form (`…StoreOnly`).
 */

import type { components } from '@/api/schema';
import type { LetterValues } from '@/lib/letters';
import type { StageSettings } from '@/lib/review-stages';

type Schemas = components['schemas'];

export type IsoDate = string;
export type IsoDateTime = string;

/** Rows are plain data the store owns: the contract's readOnly speaks to clients, not to it. */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The row of schema `S`: its fields but `ViewOnly`, with `StoreOnly` added or in place of the
 * schema's own. For records that hold most of what the contract shows.
 */
type Row<S, ViewOnly extends keyof S, StoreOnly = unknown> = Writable<
  Omit<S, ViewOnly | keyof StoreOnly> & StoreOnly
>;

/**
 * The row that keeps only the `Kept` fields of schema `S` (plus `StoreOnly`): for a schema that
 * is mostly computed, where a new field most likely is too (its view builder, typed as the
 * schema, is what the compiler names then).
 */
type RowSlice<S, Kept extends keyof S, StoreOnly = unknown> = Writable<
  Pick<S, Exclude<Kept, keyof StoreOnly>> & StoreOnly
>;

/**
 * The schema's fields `K`, stored without null (and always present): a text stores '' for
 * "none" and its view answers null, so handlers and seeds never juggle both.
 */
type NotNull<S, K extends keyof S> = { [P in K]-?: Exclude<S[P], null | undefined> };

/** The schema's fields `K`, always present in a row though a response may leave them out. */
type Always<S, K extends keyof S> = { [P in K]-?: Exclude<S[P], undefined> };

/** Every row's version is a hash of the row the view computes when it reads it (mocks/http/versions.ts). */
type Version = 'version';

export type Role = Schemas['Role'];

/** Its first and last name are the contact person's (the registrant). */
export type Organization = Row<Schemas['Organization'], Version>;

/** Who owns a type and when it changed matter to the store only (the list answers the names). */
interface OrganizationTypeStoreOnly {
  /** The organization whose list it is; null: a default, offered at registration and copied to each new organization. */
  organizationId: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** Global list (not per organization): read by registration and managed in System Utilities. */
export type OrganizationType = Row<
  Schemas['OrganizationType'],
  Version,
  OrganizationTypeStoreOnly & NotNull<Schemas['OrganizationType'], 'description'>
>;

/** Joined or derived when read: the full name and the linked employee's reference. */
type UserViewOnly = Version | 'name' | 'employee';

/** Sign-in state a client must never read (the hash) or reads through its own calls. */
interface UserStoreOnly {
  passwordHash: string;
  mustChangePassword: boolean;
  isTemporaryPassword: boolean;
  lastLoginAt: IsoDateTime | null;
}

/**
 * The email is always lower-case and unique across organizations (it is the login). The manager
 * ids are user ids (the user form lists users); ManagerAssignment holds the employee-level link.
 */
export type User = Row<Schemas['User'], UserViewOnly, UserStoreOnly>;

export interface Session {
  id: string;
  /** Opaque bearer token. */
  token: string;
  userId: string;
  organizationId: string;
  createdAt: IsoDateTime;
  expiresAt: IsoDateTime;
  revokedAt: IsoDateTime | null;
}

export interface Employee {
  id: string;
  organizationId: string;
  userId: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  personalEmail: string;
  phoneNumber: string;
  isActive: boolean;
  position: string;
  department: string;
  hireDate: IsoDate;
  isManager: boolean;
  /** Team membership lives here (Team has no member list). */
  teamIds: string[];
  /** Job level; its band for `zone` (else the default band) prices the salary. */
  levelId: string | null;
  zone: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface PayBandRecord {
  zone: string | null;
  currency: string;
  min: number;
  mid: number;
  max: number;
}

export interface Level {
  id: string;
  organizationId: string;
  name: string;
  order: number;
  jobFamily: string | null;
  bands: PayBandRecord[];
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface Team {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  isActive: boolean;
  /** Employee ids; the first one is "the" manager. Empty for a team without a manager. */
  managerEmployeeIds: string[];
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** Reporting line of one employee; all three ids are employee ids. */
export interface ManagerAssignment {
  id: string;
  organizationId: string;
  employeeId: string;
  primaryManagerId: string;
  secondaryManagerId: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** An in-app notification of one user (the bell): a reminder, a cycle's launch, a letter's release. */
export interface UserNotification {
  id: string;
  organizationId: string;
  userId: string;
  kind: 'reminder' | 'cycle_launched' | 'letter_released';
  title: string;
  body: string;
  cycleId: string | null;
  createdAt: IsoDateTime;
  readAt: IsoDateTime | null;
}

/** A message a real server would have emailed (the admin's outbox). */
export interface OutboxMessage {
  id: string;
  organizationId: string;
  /** Email address. */
  to: string;
  toName: string;
  recipientEmployeeId: string | null;
  subject: string;
  body: string;
  cycleId: string | null;
  kind: 'manual' | 'automatic' | 'launch' | 'letter';
  sentByUserId: string | null;
  sentByName: string | null;
  sentAt: IsoDateTime;
}

/** An automatic reminder that went out (once per offset and day). */
export interface SentCycleReminder {
  offsetDays: number;
  date: IsoDate;
  sentAt: IsoDateTime;
  recipientCount: number;
}

/** A cycle's automatic reminders; a cycle without a row has the defaults (3 and 1 days, on). */
export interface ReminderSchedule {
  id: string;
  organizationId: string;
  cycleId: string;
  enabled: boolean;
  /** Days before the cycle's end date. */
  offsets: number[];
  sent: SentCycleReminder[];
  updatedAt: IsoDateTime;
}

export interface CompensationCategory {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  order: number;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** Names matter: the spec treats types whose name contains salary, bonus or commission specially. */
export interface CompensationType {
  id: string;
  organizationId: string;
  categoryId: string;
  name: string;
  description: string;
  order: number;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** Known values: hire, annual, promotion, bonus, commission, adjustment. */
export type CompensationChangeType = string;

export interface CompensationHistory {
  id: string;
  organizationId: string;
  employeeId: string;
  effectiveDate: IsoDate;
  changeType: CompensationChangeType;
  changeReason: string;
  /** Set when the entry was written by an approved recommendation of a cycle. */
  cycleId: string | null;
  createdAt: IsoDateTime;
}

/** For a salary type the amount is the new annual salary; for bonus/commission the amount paid. */
export interface CompensationComponent {
  id: string;
  historyId: string;
  typeId: string;
  amount: number;
  currency: string;
}

export type MetricScaleType =
  'numeric' | 'text' | 'textarea' | 'binary' | 'custom' | 'radio' | 'checkbox' | 'date';

export interface MetricValidationRules {
  required?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  minSelections?: number;
  maxSelections?: number;
  minDate?: IsoDate;
  maxDate?: IsoDate;
}

export interface PerformanceMetric {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  order: number;
  scaleType: MetricScaleType;
  minValue: number | null;
  maxValue: number | null;
  options: string[];
  validationRules: MetricValidationRules;
  placeholder: string;
  helpText: string;
  /** Help written to the employee, shown in self reviews; absent: none. */
  employeeHelpText?: string | null;
  isActive: boolean;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export type PerformanceRatingName = 'Exceeds' | 'Meets' | 'Needs Improvement';

export interface PerformanceHistory {
  id: string;
  organizationId: string;
  employeeId: string;
  cycleId: string | null;
  date: IsoDate;
  reviewDate: IsoDate;
  ratingName: PerformanceRatingName | string;
  rating: number;
  metricId: string | null;
  status: string;
  notes: string;
  createdAt: IsoDateTime;
}

/** Seeded names: Draft, Active, In Progress, Pending, Completed, Closed. */
export interface ReviewStatus {
  id: string;
  organizationId: string;
  name: string;
}

/** Seeded names: Annual, Mid-Year, Quarterly, Promotion. */
export interface ReviewType {
  id: string;
  organizationId: string;
  name: string;
}

export type CycleScope = 'company' | 'teams' | 'individuals';

export interface TeamBudget {
  teamId: string;
  increaseBudget?: number | null;
  bonusBudget?: number | null;
}

/**
 * A cycle's merit guideline, a merit matrix: increase-percent cells per rating
 * and compa-ratio column, soft or hard. Rows saved before the matrix (snapshots, data files) have
 * no boundaries, columns or midpoints: `guidelineOf` reads them as the one-column matrix.
 */
export interface MeritGuidelineRecord {
  positionBoundaries?: number[];
  ranges: Array<{
    rating: number;
    column?: number;
    minPercent: number;
    midPercent?: number;
    maxPercent: number;
    enforcement: 'soft' | 'hard';
  }>;
  overBudgetPolicy: 'soft' | 'hard';
  reviewPeriodStart: IsoDate;
  reviewPeriodEnd: IsoDate;
  updatedAt: IsoDateTime;
}

export interface ReviewCycle {
  id: string;
  organizationId: string;
  name: string;
  typeId: string;
  statusId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  totalBudget: number | null;
  increaseBudget: number | null;
  bonusBudget: number | null;
  scope: CycleScope;
  teamIds: string[];
  employeeIds: string[];
  teamBudgets: TeamBudget[];
  adminOverride: boolean;
  adminOverrideJustification: string;
  reviewWorkflowTemplateId: string | null;
  approvalWorkflowTemplateId: string | null;
  /** Null (or absent) until an admin saves one (PUT .../guidelines). */
  guideline?: MeritGuidelineRecord | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export type WorkflowTemplateType = 'reviewCycle' | 'approvalChain';

/** A cycle's calibration state (one row per calibrated cycle; none means unlocked, no targets). */
export interface CalibrationSetting {
  id: string;
  organizationId: string;
  cycleId: string;
  locked: boolean;
  lockedAt: IsoDateTime | null;
  lockedByName: string | null;
  /** Target share (percent of the rated participants) per rating. */
  targets: Array<{ rating: number; share: number }>;
  updatedAt: IsoDateTime;
}

/**
 * One calibration event of a cycle: a move of a participant to another rating (the participant's
 * rating is the last move's toRating), or a lock or unlock. Append-only.
 */
export interface CalibrationEvent {
  id: string;
  organizationId: string;
  cycleId: string;
  kind: 'move' | 'lock' | 'unlock';
  participantId: string | null;
  fromRating: number | null;
  toRating: number | null;
  reason: string | null;
  actorUserId: string;
  actorName: string;
  at: IsoDateTime;
  /** What a move did to the participant's recommendation; null for locks and without one. */
  recommendationChange: CalibrationRecommendationChange | null;
}

/** A move's effect on the recommendation: what recalculateRecommendation answered, stored with its id. */
export type CalibrationRecommendationChange = RecommendationRecalculation & {
  recommendationId: string;
  status: RecommendationStatus;
};

export interface WorkflowTemplate {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  type: WorkflowTemplateType;
  /** Only displayed. */
  status: 'active' | 'inactive' | 'draft';
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export type WorkflowStepType = 'review' | 'approval';
export type WorkflowAssigneeType = 'reviewStage' | 'user';

export interface WorkflowStepTemplate {
  id: string;
  templateId: string;
  name: string;
  description: string;
  stepType: WorkflowStepType;
  assigneeType: WorkflowAssigneeType;
  /** A review stage id (reviewCycle templates) or a user id (approvalChain templates). */
  assigneeId: string | null;
  /** A rule resolved per participant instead of a fixed assignee, e.g. 'primaryManager'; null when fixed. */
  dynamicAssignee: string | null;
  order: number;
}

export type WorkflowInstanceKind = 'review' | 'approval';

/** A template attached to one cycle; its steps are copied into WorkflowStepInstance rows. */
export interface WorkflowInstance {
  id: string;
  organizationId: string;
  cycleId: string;
  templateId: string;
  kind: WorkflowInstanceKind;
  createdAt: IsoDateTime;
}

export type ProgressStatus = 'not_started' | 'in_progress' | 'pending_approval' | 'completed';

export interface WorkflowStepInstance {
  id: string;
  instanceId: string;
  stepTemplateId: string;
  name: string;
  description: string;
  order: number;
  stepType: WorkflowStepType;
  assigneeType: WorkflowAssigneeType;
  assigneeId: string | null;
  status: ProgressStatus;
}

export type ReviewStageType =
  'self_review' | 'manager_review' | 'peer_review' | 'calibration' | 'final_review' | 'approval';

/** A metric chosen for a stage (its id), in display order (`order` from 1). */
export interface SelectedMetric {
  id: string;
  name: string;
  order: number;
}

/** The stage settings of src/lib/review-stages, stored with each selected metric's name. */
export type ReviewStageSettings = Omit<StageSettings, 'selectedMetrics'> & {
  selectedMetrics: SelectedMetric[];
};

export interface ReviewStage {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  type: ReviewStageType;
  order: number;
  requiresManagerApproval: boolean;
  settings: ReviewStageSettings;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export type ParticipantStatus = 'not_started' | 'in_progress' | 'pending_approval' | 'completed';

export interface Participant {
  id: string;
  organizationId: string;
  cycleId: string;
  employeeId: string;
  /** Employee id of the participant's manager for this cycle. */
  managerId: string | null;
  status: ParticipantStatus;
  currentStageId: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export type StageInstanceStatus = 'not_started' | 'draft' | 'pending_approval' | 'completed';
/** 'Reopened' is shown as Unlocked (spec 02 §3 "Unlock status"). */
export type StageLockStatus = 'Locked' | 'Reopened' | 'Unlocked';

/**
 * One participant's progress in one stage. A missing row means not_started / Unlocked, so handlers
 * may create rows lazily.
 */
export interface StageInstance {
  id: string;
  participantId: string;
  cycleId: string;
  stageId: string;
  status: StageInstanceStatus;
  lockStatus: StageLockStatus;
  submittedAt: IsoDateTime | null;
  updatedAt: IsoDateTime;
}

export interface MetricResponse {
  id: string;
  participantId: string;
  stageId: string;
  metricId: string;
  employeeId: string;
  cycleId: string;
  /** Always a string; checkbox values are comma-joined. */
  value: string;
  updatedAt: IsoDateTime;
}

/** A row of the compensation recommendation form (spec 02 §3 "Compensation change row"). */
export interface CompensationChange {
  /** Compensation type id. */
  type: string;
  typeName: string;
  /** The value before the change (current salary, last bonus); null when there is none. */
  currentValue: number | null;
  proposedValue: number;
  percentChange: number | null;
  override: boolean;
}

export type CompensationDataStatus = 'draft' | 'pending_approval';

export interface CompensationData {
  id: string;
  participantId: string;
  stageId: string;
  changes: CompensationChange[];
  justification: string;
  status: CompensationDataStatus;
  /** Why a submission outside the guideline or over budget passes, and whether an admin overrode a hard rule. */
  exception?: { justification: string; adminOverride: boolean } | null;
  /** Promotion: the proposed level and why the salary may stay under its band minimum. */
  newLevelId?: string | null;
  promotionJustification?: string | null;
  updatedAt: IsoDateTime;
}

export type RecommendationStatus = 'draft' | 'pending_approval' | 'approved' | 'rejected';

export interface Recommendation {
  id: string;
  organizationId: string;
  cycleId: string;
  participantId: string;
  currentSalary: number;
  proposedIncrease: number;
  proposedSalary: number;
  proposedBonus: number;
  currency: string;
  notes: string;
  status: RecommendationStatus;
  /**
   * Promotion: the level approval moves the employee to, the level they were on when
   * it was submitted (kept after the move; an undo of the approval puts them back on it), and why
   * the salary may stay under the new band's minimum.
   */
  newLevelId?: string | null;
  currentLevelId?: string | null;
  promotionJustification?: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** Spec 02 §3 rejection reasons (value: label in the UI). */
export type RejectionReason = 'budget' | 'performance' | 'market' | 'timing' | 'other';

/**
 * One approver of one recommendation. Seeded order: the participant's manager first (the Manager
 * Review stage requires manager approval), then the approval-chain template's user steps, each person once.
 */
export interface ApprovalStep {
  id: string;
  recommendationId: string;
  approverEmployeeId: string;
  order: number;
  /** true approved, false rejected, null undecided. */
  decision: boolean | null;
  reason: RejectionReason | null;
  comments: string | null;
  decidedAt: IsoDateTime | null;
}

export type RecommendationAction =
  'submit' | 'approve' | 'reject' | 'undo' | 'edit' | 'approvals_restarted';

/** The values an event changed (before and after). */
export interface RecommendationValues {
  proposedIncrease: number;
  proposedSalary: number;
  notes: string | null;
  /** The promotion's level then (absent from events recorded before promotions). */
  newLevel?: { id: string; name: string } | null;
}

/** The approval history of a recommendation (an audit trail). */
export interface RecommendationEvent {
  id: string;
  recommendationId: string;
  action: RecommendationAction;
  actorUserId: string;
  actorName: string;
  reason: RejectionReason | null;
  comments: string | null;
  before: RecommendationValues | null;
  after: RecommendationValues | null;
  at: IsoDateTime;
}

/** A cycle's compensation letter template, once an admin saved one (until then: the default). */
export interface LetterTemplateRecord {
  id: string;
  organizationId: string;
  cycleId: string;
  subject: string;
  body: string;
  updatedByUserId: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/**
 * One participant's compensation letter: the template it was generated with and what it rendered
 * (a snapshot: a later template or recommendation change reaches it only when generated again).
 * Its note is rendered in again when it changes. `releaseAt` null: a draft.
 */
export interface Letter {
  id: string;
  organizationId: string;
  cycleId: string;
  participantId: string;
  employeeId: string;
  recommendationId: string;
  templateSubject: string;
  templateBody: string;
  subject: string;
  body: string;
  /** Every value the letter shows but the note, as they were at generation. */
  values: Omit<LetterValues, 'managerNote'>;
  managerNote: string;
  effectiveDate: IsoDate;
  releaseAt: IsoDateTime | null;
  /** When its employee was told it is ready (null: not yet, or not released). */
  releaseNotifiedAt?: IsoDateTime | null;
  generatedAt: IsoDateTime;
  generatedByName: string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** What an audit entry is about (the filter of /admin/audit). */
export type AuditEntityType =
  | 'employee'
  | 'compensation'
  | 'recommendation'
  | 'stage'
  | 'user'
  | 'team'
  | 'cycle'
  | 'calibration'
  | 'reminder'
  | 'import'
  | 'level'
  | 'letter';

/**
 * One change that matters, recorded by `recordAudit` (mocks/audit/record.ts): who, when, what
 * before and after, and why. Append-only: no call edits or deletes an entry.
 */
export interface AuditEntry {
  id: string;
  organizationId: string;
  /** Null for changes the system made (automatic reminders). */
  actorUserId: string | null;
  actorName: string;
  /** A verb such as 'create', 'update', 'approve', 'reject', 'undo', 'unlock', 'import'. */
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  /** The employee the change concerns, when there is one (the employee page shows these). */
  employeeId: string | null;
  /** One line a person reads, e.g. 'Salary 82,000 → 86,000 USD'. */
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  at: IsoDateTime;
}

export interface ColumnSetting {
  key: string;
  label: string;
  visible: boolean;
  order: number;
}

export interface ColumnPreference {
  id: string;
  userId: string;
  tableName: string;
  columns: ColumnSetting[];
  updatedAt: IsoDateTime;
}

export interface WaitlistEntry {
  id: string;
  email: string;
  name: string;
  company: string;
  consent: boolean;
  createdAt: IsoDateTime;
}

/**
 * The first successful answer to a creating call sent with an `Idempotency-Key`
 * (mocks/http/idempotency.ts): a repeat of the same request by the same user gets it again.
 */
export interface IdempotentAnswer {
  id: string;
  userId: string;
  key: string;
  /** A hash of the method, path and body of the request that was answered. */
  fingerprint: string;
  status: number;
  body: Record<string, unknown> | unknown[] | null;
  headers: Record<string, string>;
  createdAt: IsoDateTime;
}

/** Every table of the store and the record type it holds. */
export interface DbRecords {
  organizations: Organization;
  organizationTypes: OrganizationType;
  users: User;
  sessions: Session;
  employees: Employee;
  levels: Level;
  teams: Team;
  managerAssignments: ManagerAssignment;
  notifications: UserNotification;
  outboxMessages: OutboxMessage;
  reminderSchedules: ReminderSchedule;
  compensationCategories: CompensationCategory;
  compensationTypes: CompensationType;
  compensationHistories: CompensationHistory;
  compensationComponents: CompensationComponent;
  performanceMetrics: PerformanceMetric;
  performanceHistories: PerformanceHistory;
  reviewStatuses: ReviewStatus;
  reviewTypes: ReviewType;
  reviewCycles: ReviewCycle;
  calibrationSettings: CalibrationSetting;
  calibrationEvents: CalibrationEvent;
  workflowTemplates: WorkflowTemplate;
  workflowStepTemplates: WorkflowStepTemplate;
  workflowInstances: WorkflowInstance;
  workflowStepInstances: WorkflowStepInstance;
  reviewStages: ReviewStage;
  participants: Participant;
  stageInstances: StageInstance;
  metricResponses: MetricResponse;
  compensationData: CompensationData;
  recommendations: Recommendation;
  approvalSteps: ApprovalStep;
  recommendationEvents: RecommendationEvent;
  letterTemplates: LetterTemplateRecord;
  letters: Letter;
  columnPreferences: ColumnPreference;
  waitlistEntries: WaitlistEntry;
  auditEntries: AuditEntry;
  idempotentAnswers: IdempotentAnswer;
}

export type TableName = keyof DbRecords;

/** Plain rows of every table: what a seed produces and what a snapshot holds. */
export type DbTables = { [K in TableName]: DbRecords[K][] };
