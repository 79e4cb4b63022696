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

/**
 * Joined when read: the managers from ManagerAssignment, the teams and the user account by id,
 * the level by `levelId`, and the pay figures from the compensation history.
 */
type EmployeeViewOnly =
  | Version
  | 'primaryManagerId'
  | 'secondaryManagerId'
  | 'primaryManager'
  | 'secondaryManager'
  | 'teams'
  | 'user'
  | 'level'
  | 'currentSalary'
  | 'bandPosition'
  | 'currency';

interface EmployeeStoreOnly {
  userId: string | null;
  /** Team membership lives here (Team has no member list). */
  teamIds: string[];
}

/** Its job level's band for `zone` (else the default band) prices the salary. */
export type Employee = Row<
  Schemas['Employee'],
  EmployeeViewOnly,
  EmployeeStoreOnly &
    NotNull<
      Schemas['Employee'],
      'middleName' | 'workEmail' | 'personalEmail' | 'phoneNumber' | 'department' | 'hireDate'
    >
>;

export type PayBandRecord = Writable<Schemas['PayBand']>;

/** Counted when read. */
type LevelViewOnly = Version | 'employeeCount';

/** Levels are per organization; the contract's level lives under the caller's. */
interface LevelStoreOnly {
  organizationId: string;
}

export type Level = Row<Schemas['Level'], LevelViewOnly, LevelStoreOnly>;

/** Built from the members' and managers' employee rows when read. */
type TeamViewOnly = Version | 'managers' | 'manager' | 'members' | 'memberCount';

interface TeamStoreOnly {
  /** Employee ids; the first one is "the" manager. Empty for a team without a manager. */
  managerEmployeeIds: string[];
}

/** Membership is stored on the employees (`Employee.teamIds`), not here. */
export type Team = Row<
  Schemas['Team'],
  TeamViewOnly,
  TeamStoreOnly & NotNull<Schemas['Team'], 'description'>
>;

/** The store scopes and stamps assignments; the contract shows only the reporting line. */
interface ManagerAssignmentStoreOnly {
  organizationId: string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** Reporting line of one employee; all three ids are employee ids. */
export type ManagerAssignment = Row<
  Schemas['ManagerAssignment'],
  never,
  ManagerAssignmentStoreOnly
>;

/** Whose bell it rings: the list answers only the caller's own. */
interface UserNotificationStoreOnly {
  organizationId: string;
  userId: string;
}

/** An in-app notification of one user (the bell): a reminder, a cycle's launch, a letter's release. */
export type UserNotification = Row<Schemas['Notification'], never, UserNotificationStoreOnly>;

/** The cycle's name is read from the cycle. */
type OutboxMessageViewOnly = 'cycleName';

/** Who received and who sent it, as ids: for the audit trail and the recipient's employee page. */
interface OutboxMessageStoreOnly {
  organizationId: string;
  recipientEmployeeId: string | null;
  sentByUserId: string | null;
}

/** A message a real server would have emailed (the admin's outbox); `to` is an email address. */
export type OutboxMessage = Row<
  Schemas['OutboxMessage'],
  OutboxMessageViewOnly,
  OutboxMessageStoreOnly
>;

/** An entry's status depends on the day it is read. */
type SentCycleReminderViewOnly = 'status';

/** An automatic reminder that went out (once per offset and day): it always has both. */
export type SentCycleReminder = Row<
  Schemas['ReminderEntry'],
  SentCycleReminderViewOnly,
  NotNull<Schemas['ReminderEntry'], 'sentAt' | 'recipientCount'>
>;

/** Read from the cycle (its end date) and the sent reminders (each offset's entry). */
type ReminderScheduleViewOnly = 'endDate' | 'entries';

interface ReminderScheduleStoreOnly {
  id: string;
  organizationId: string;
  sent: SentCycleReminder[];
  updatedAt: IsoDateTime;
}

/**
 * A cycle's automatic reminders (`offsets`: days before the cycle's end date); a cycle without
 * a row has the defaults (3 and 1 days, on).
 */
export type ReminderSchedule = Row<
  Schemas['ReminderSchedule'],
  ReminderScheduleViewOnly,
  ReminderScheduleStoreOnly
>;

/** The category's types are read from their own table. */
type CompensationCategoryViewOnly = Version | 'types';

export type CompensationCategory = Row<
  Schemas['CompensationCategory'],
  CompensationCategoryViewOnly,
  NotNull<Schemas['CompensationCategory'], 'description'>
>;

/** The contract lists types under their organization's categories. */
interface CompensationTypeStoreOnly {
  organizationId: string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** Names matter: the spec treats types whose name contains salary, bonus or commission specially. */
export type CompensationType = Row<
  Schemas['CompensationType'],
  Version,
  CompensationTypeStoreOnly & NotNull<Schemas['CompensationType'], 'description'>
>;

/** The cycle's id under the contract's name, and the components from their own table. */
type CompensationHistoryViewOnly = 'reviewCycleId' | 'components';

interface CompensationHistoryStoreOnly {
  organizationId: string;
  /** Set when the entry was written by an approved recommendation of a cycle. */
  cycleId: string | null;
  createdAt: IsoDateTime;
}

/** Known change types: hire, annual, promotion, bonus, commission, adjustment. */
export type CompensationHistory = Row<
  Schemas['CompensationHistoryEntry'],
  CompensationHistoryViewOnly,
  CompensationHistoryStoreOnly & NotNull<Schemas['CompensationHistoryEntry'], 'changeReason'>
>;

/** The type's name is read from the type. */
type CompensationComponentViewOnly = 'type';

/** The entry it belongs to (the contract nests components in their entry). */
interface CompensationComponentStoreOnly {
  historyId: string;
}

/** For a salary type the amount is the new annual salary; for bonus/commission the amount paid. */
export type CompensationComponent = Row<
  Schemas['CompensationComponent'],
  CompensationComponentViewOnly,
  CompensationComponentStoreOnly
>;

/** A stored rule set names only the rules that apply (no nulls); the view fills the rest. */
export type MetricValidationRules = {
  [K in keyof Schemas['ValidationRules']]?: Exclude<Schemas['ValidationRules'][K], null>;
};

interface PerformanceMetricStoreOnly {
  validationRules: MetricValidationRules;
}

export type PerformanceMetric = Row<
  Schemas['PerformanceMetric'],
  Version | 'hasResponses',
  PerformanceMetricStoreOnly &
    NotNull<Schemas['PerformanceMetric'], 'description' | 'placeholder' | 'helpText'>
>;

export type PerformanceRatingName = 'Exceeds' | 'Meets' | 'Needs Improvement';

/** Read from the cycle, the rating's name and the metric when shown. */
type PerformanceHistoryViewOnly = 'reviewCycle' | 'performanceRating' | 'performanceMetric';

interface PerformanceHistoryStoreOnly {
  organizationId: string;
  cycleId: string | null;
  ratingName: PerformanceRatingName | string;
  metricId: string | null;
}

/** A stored entry is always rated. */
export type PerformanceHistory = Row<
  Schemas['PerformanceHistoryEntry'],
  PerformanceHistoryViewOnly,
  PerformanceHistoryStoreOnly &
    NotNull<Schemas['PerformanceHistoryEntry'], 'reviewDate' | 'rating' | 'notes'>
>;

/** Lookups are per organization; the contract answers the caller's. */
interface LookupStoreOnly {
  organizationId: string;
}

/** Seeded names: Draft, Active, In Progress, Pending, Completed, Closed. */
export type ReviewStatus = Row<Schemas['ReviewStatus'], never, LookupStoreOnly>;

/** Seeded names: Annual, Mid-Year, Quarterly, Promotion. */
export type ReviewType = Row<Schemas['ReviewType'], never, LookupStoreOnly>;

export type TeamBudget = Writable<Schemas['TeamBudget']>;

type GuidelineRange = Schemas['MeritGuideline']['ranges'][number];

/** The cycle holds its guideline. */
type MeritGuidelineViewOnly = 'cycleId';

/**
 * Rows saved before the matrix (snapshots, data files) have no boundaries, columns or
 * midpoints: `guidelineOf` reads them as the one-column matrix. A saved one has its time.
 */
interface MeritGuidelineStoreOnly {
  positionBoundaries?: Schemas['MeritGuideline']['positionBoundaries'];
  ranges: Array<
    Omit<GuidelineRange, 'column' | 'midPercent'> &
      Partial<Pick<GuidelineRange, 'column' | 'midPercent'>>
  >;
  updatedAt: IsoDateTime;
}

/**
 * A cycle's merit guideline, a merit matrix: increase-percent cells per rating and compa-ratio
 * column, soft or hard.
 */
export type MeritGuidelineRecord = Row<
  Schemas['MeritGuideline'],
  MeritGuidelineViewOnly,
  MeritGuidelineStoreOnly
>;

/** Read from the lookups, the workflow instances and the participants when shown. */
type ReviewCycleViewOnly =
  | Version
  | 'type'
  | 'status'
  | 'reviewWorkflowInstance'
  | 'approvalWorkflowInstance'
  | 'participantCount'
  | 'completedCount'
  | 'completionPercent'
  | 'progress';

interface ReviewCycleStoreOnly {
  /** Null (or absent) until an admin saves one (PUT .../guidelines); shown by its own call. */
  guideline?: MeritGuidelineRecord | null;
}

export type ReviewCycle = Row<
  Schemas['ReviewCycle'],
  ReviewCycleViewOnly,
  ReviewCycleStoreOnly &
    Always<
      Schemas['ReviewCycle'],
      'totalBudget' | 'increaseBudget' | 'bonusBudget' | 'teamBudgets'
    > &
    NotNull<Schemas['ReviewCycle'], 'adminOverrideJustification'>
>;

/** The cycle and whose organization, and when it last changed: the calibration call's context. */
interface CalibrationSettingStoreOnly {
  id: string;
  organizationId: string;
  updatedAt: IsoDateTime;
}

/**
 * A cycle's calibration state (one row per calibrated cycle; none means unlocked, no targets):
 * the part of the calibration view that is not computed from the participants. `targets`: the
 * target share (percent of the rated participants) per rating.
 */
export type CalibrationSetting = RowSlice<
  Schemas['Calibration'],
  'cycleId' | 'locked' | 'lockedAt' | 'lockedByName' | 'targets',
  CalibrationSettingStoreOnly
>;

/** The moved participant's name is read from the employee. */
type CalibrationEventViewOnly = 'employeeName';

interface CalibrationEventStoreOnly {
  organizationId: string;
  cycleId: string;
  actorUserId: string;
}

/**
 * One calibration event of a cycle: a move of a participant to another rating (the participant's
 * rating is the last move's toRating), or a lock or unlock. Append-only. `recommendationChange`:
 * what a move did to the participant's recommendation; null for locks and without one.
 */
export type CalibrationEvent = Row<
  Schemas['CalibrationMove'],
  CalibrationEventViewOnly,
  CalibrationEventStoreOnly
>;

/** A move's effect on the recommendation: what recalculateRecommendation answered, stored with its id. */
export type CalibrationRecommendationChange = Schemas['CalibrationRecommendationChange'];

/** The steps are rows of their own table. */
type WorkflowTemplateViewOnly = Version | 'steps';

/** The status is only displayed. */
export type WorkflowTemplate = Row<
  Schemas['WorkflowTemplate'],
  WorkflowTemplateViewOnly,
  NotNull<Schemas['WorkflowTemplate'], 'description'>
>;

type StepTemplateSchema = Schemas['WorkflowStepTemplate'];

interface WorkflowStepTemplateStoreOnly {
  templateId: string;
  /**
   * A review stage id (reviewCycle templates) or a user id (approvalChain templates); null while
   * a dynamic rule (`dynamicAssignee`, e.g. 'primaryManager') picks the assignee per participant.
   */
  assigneeId: string | null;
}

export type WorkflowStepTemplate = Row<
  StepTemplateSchema,
  never,
  WorkflowStepTemplateStoreOnly & NotNull<StepTemplateSchema, 'description'>
>;

export type WorkflowInstanceKind = 'review' | 'approval';

/** Which cycle it serves and as which workflow; its steps are rows of their own table. */
interface WorkflowInstanceStoreOnly {
  organizationId: string;
  cycleId: string;
  kind: WorkflowInstanceKind;
  createdAt: IsoDateTime;
}

/** A template attached to one cycle; its steps are copied into WorkflowStepInstance rows. */
export type WorkflowInstance = RowSlice<
  Schemas['WorkflowInstance'],
  'id' | 'templateId',
  WorkflowInstanceStoreOnly
>;

export type ProgressStatus = Schemas['WorkflowStepInstance']['status'];

/** Read from the assignee and the step's template. */
type WorkflowStepInstanceViewOnly = 'assigneeName' | 'workflowStepTemplate';

/** The instance and template step it comes from, and the template's description at copy time. */
interface WorkflowStepInstanceStoreOnly {
  instanceId: string;
  stepTemplateId: string;
  description: string;
}

export type WorkflowStepInstance = Row<
  Schemas['WorkflowStepInstance'],
  WorkflowStepInstanceViewOnly,
  WorkflowStepInstanceStoreOnly
>;

/** A metric chosen for a stage (its id), in display order (`order` from 1), with its name. */
export type SelectedMetric = Row<
  Schemas['SelectedMetric'],
  never,
  Always<Schemas['SelectedMetric'], 'name'>
>;

/** The stage settings of src/lib/review-stages, stored with each selected metric's name. */
export type ReviewStageSettings = Omit<StageSettings, 'selectedMetrics'> & {
  selectedMetrics: SelectedMetric[];
};

interface ReviewStageStoreOnly {
  settings: ReviewStageSettings;
}

export type ReviewStage = Row<Schemas['ReviewStage'], Version, ReviewStageStoreOnly>;

export type ParticipantStatus = Schemas['ParticipantStatus'];

/**
 * Read from the employee, the manager, the stages, the recommendations and the compensation
 * history when shown.
 */
type ParticipantViewOnly =
  | 'employee'
  | 'manager'
  | 'currentStage'
  | 'workflowStepStatuses'
  | 'recommendations'
  | 'currentSalary'
  | 'bandPosition'
  | 'currency'
  | 'selfReview'
  | 'managerReview'
  | 'performanceEntries';

interface ParticipantStoreOnly {
  organizationId: string;
  createdAt: IsoDateTime;
}

/** `managerId`: employee id of the participant's manager for this cycle. */
export type Participant = Row<Schemas['Participant'], ParticipantViewOnly, ParticipantStoreOnly>;

/** Stored before a stage is first touched too. */
export type StageInstanceStatus = Schemas['StageSubmission']['status'] | 'not_started';
/** 'Reopened' is shown as Unlocked (spec 02 §3 "Unlock status"). */
export type StageLockStatus = Schemas['UnlockStatusValue'];

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

/** The cycle's id under the contract's name. */
type MetricResponseViewOnly = 'reviewCycleId';

/** Which participant's which stage it answers (the contract reads them from the path). */
interface MetricResponseStoreOnly {
  id: string;
  participantId: string;
  stageId: string;
  cycleId: string;
}

/** The value is always a string; checkbox values are comma-joined. */
export type MetricResponse = Row<
  Schemas['MetricResponse'],
  MetricResponseViewOnly,
  MetricResponseStoreOnly
>;

/**
 * A row of the compensation recommendation form (spec 02 §3 "Compensation change row"); `type`
 * is the compensation type's id, `currentValue` the value before the change (current salary,
 * last bonus), null when there is none.
 */
export type CompensationChange = Row<
  Schemas['CompensationChange'],
  never,
  Always<Schemas['CompensationChange'], 'typeName' | 'currentValue' | 'percentChange'>
>;

export type CompensationDataStatus = Schemas['CompensationDataStatus'];

type CompensationDataSchema = Schemas['CompensationData'];

/** Read from the recommendation; the exception's two fields are answered from `exception`. */
type CompensationDataViewOnly =
  Version | 'recommendationId' | 'exceptionJustification' | 'adminOverride' | 'compensationChanges';

interface CompensationDataStoreOnly {
  id: string;
  participantId: string;
  stageId: string;
  changes: CompensationChange[];
  /** Why a submission outside the guideline or over budget passes, and whether an admin overrode a hard rule. */
  exception?: { justification: string; adminOverride: boolean } | null;
}

/** The proposed level and its justification are the promotion's. */
export type CompensationData = Row<
  CompensationDataSchema,
  CompensationDataViewOnly,
  CompensationDataStoreOnly &
    Always<CompensationDataSchema, 'justification'> &
    NotNull<CompensationDataSchema, 'updatedAt'>
>;

type RecommendationSchema = Schemas['Recommendation'];

export type RecommendationStatus = RecommendationSchema['status'];

/** Read from the levels, the band, the approval steps and the events when shown. */
type RecommendationViewOnly =
  Version | 'newLevel' | 'currentLevel' | 'bandAfter' | 'approvalSteps' | 'history';

interface RecommendationStoreOnly {
  organizationId: string;
  cycleId: string;
  /**
   * The level they were on when it was submitted (kept after the move; an undo of the approval
   * puts them back on it).
   */
  currentLevelId?: string | null;
}

/**
 * A promotion's `newLevelId` is the level approval moves the employee to; its justification says
 * why the salary may stay under the new band's minimum.
 */
export type Recommendation = Row<
  RecommendationSchema,
  RecommendationViewOnly,
  RecommendationStoreOnly &
    Always<RecommendationSchema, 'currentSalary' | 'proposedIncrease' | 'proposedSalary'> &
    NotNull<RecommendationSchema, 'proposedBonus' | 'notes'>
>;

/** Spec 02 §3 rejection reasons (value: label in the UI). */
export type RejectionReason = Schemas['RejectionReason'];

/** The approver's reference is read from the employee. */
type ApprovalStepViewOnly = 'approverId' | 'approver' | 'decidedById';

interface ApprovalStepStoreOnly {
  recommendationId: string;
  approverEmployeeId: string;
  /** Who decided it when not its approver (an admin's override); null: its approver. */
  decidedByUserId?: string | null;
}

/**
 * One approver of one recommendation (`decision`: true approved, false rejected, null undecided).
 * Seeded order: the participant's manager first (the Manager Review stage requires manager
 * approval), then the approval-chain template's user steps, each person once.
 */
export type ApprovalStep = Row<
  Schemas['ApprovalStep'],
  ApprovalStepViewOnly,
  ApprovalStepStoreOnly
>;

type RecommendationEventSchema = Schemas['RecommendationEvent'];

/**
 * The values an event changed (before and after); the promotion's level is absent from events
 * recorded before promotions.
 */
export type RecommendationValues = Writable<Schemas['RecommendationValues']>;

/** The actor's id under the contract's name. */
type RecommendationEventViewOnly = 'actorId';

interface RecommendationEventStoreOnly {
  recommendationId: string;
  actorUserId: string;
}

/** The approval history of a recommendation (an audit trail). */
export type RecommendationEvent = Row<
  RecommendationEventSchema,
  RecommendationEventViewOnly,
  RecommendationEventStoreOnly
>;

/** Whether it is the default and which placeholders it may use are the view's. */
type LetterTemplateViewOnly = Version | 'isDefault' | 'placeholders';

/** A saved template always has its time (the default answers null). */
interface LetterTemplateStoreOnly {
  id: string;
  organizationId: string;
  updatedByUserId: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** A cycle's compensation letter template, once an admin saved one (until then: the default). */
export type LetterTemplateRecord = Row<
  Schemas['LetterTemplate'],
  LetterTemplateViewOnly,
  LetterTemplateStoreOnly
>;

/**
 * Read from the cycle, the people and the rendered `values`; the status from `releaseAt`;
 * outOfDate from the participant's approved recommendation at the time of the read.
 */
type LetterViewOnly =
  | Version
  | 'outOfDate'
  | 'cycle'
  | 'employee'
  | 'manager'
  | 'status'
  | 'currency'
  | 'previousSalary'
  | 'newSalary'
  | 'increasePercent'
  | 'bonus'
  | 'newLevel'
  | 'generatedBy';

interface LetterStoreOnly {
  organizationId: string;
  cycleId: string;
  employeeId: string;
  recommendationId: string;
  templateSubject: string;
  templateBody: string;
  /** Every value the letter shows but the note, as they were at generation. */
  values: Omit<LetterValues, 'managerNote'>;
  /** When its employee was told it is ready (null: not yet, or not released). */
  releaseNotifiedAt?: IsoDateTime | null;
  generatedByName: string;
  createdAt: IsoDateTime;
}

/**
 * One participant's compensation letter: the template it was generated with and what it rendered
 * (a snapshot: a later template or recommendation change reaches it only when generated again).
 * Its note is rendered in again when it changes. `releaseAt` null: a draft.
 */
export type Letter = Row<Schemas['Letter'], LetterViewOnly, LetterStoreOnly>;

/** What an audit entry is about (the filter of /admin/audit). */
export type AuditEntityType = Schemas['AuditEntityType'];

/** The actor's and the employee's references are built when read. */
type AuditEntryViewOnly = 'actor' | 'employee';

interface AuditEntryStoreOnly {
  organizationId: string;
  /** Null for changes the system made (automatic reminders). */
  actorUserId: string | null;
  /** The name then: the entry reads the same after the user is renamed or removed. */
  actorName: string;
  /** The employee the change concerns, when there is one (the employee page shows these). */
  employeeId: string | null;
}

/**
 * One change that matters, recorded by `recordAudit` (mocks/audit/record.ts): who, when, what
 * before and after, and why. Append-only: no call edits or deletes an entry.
 */
export type AuditEntry = Row<Schemas['AuditEntry'], AuditEntryViewOnly, AuditEntryStoreOnly>;

/** The store keeps any table's columns by the path's table name, so any key. */
interface ColumnSettingStoreOnly {
  key: string;
}

export type ColumnSetting = Row<Schemas['ColumnPreference'], never, ColumnSettingStoreOnly>;

/** Whose and which table's columns: the call reads them from the caller and the path. */
interface ColumnPreferenceStoreOnly {
  id: string;
  userId: string;
  tableName: string;
  columns: ColumnSetting[];
  updatedAt: IsoDateTime;
}

export type ColumnPreference = Row<
  Schemas['ColumnPreferences'],
  Version,
  ColumnPreferenceStoreOnly
>;

export type WaitlistEntry = Row<
  Schemas['WaitlistEntry'],
  never,
  NotNull<Schemas['WaitlistEntry'], 'name' | 'company'>
>;

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
