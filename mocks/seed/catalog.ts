import { DEFAULT_STAGE_SETTINGS } from '@/lib/review-stages';
import type {
  Organization,
  PerformanceMetric,
  ReviewStage,
  ReviewStageSettings,
  SelectedMetric,
  WorkflowStepTemplate,
  WorkflowTemplate,
} from '@mocks/db/records';
import type { SeedBuilder } from './builder';

export const ORGANIZATION_TYPES = [
  ['Technology', 'Software, hardware and IT services companies.'],
  ['Healthcare', 'Hospitals, clinics, care providers and health services.'],
  ['Retail', 'Stores, e-commerce and consumer brands.'],
  ['Manufacturing', 'Production, engineering and industrial companies.'],
  ['Nonprofit', 'Charities, foundations and mission-driven organizations.'],
  ['Professional Services', 'Consulting, legal, accounting and agency work.'],
] as const;

export const REVIEW_STATUS_NAMES = [
  'Draft',
  'Active',
  'In Progress',
  'Pending',
  'Completed',
  'Closed',
] as const;
export const REVIEW_TYPE_NAMES = ['Annual', 'Mid-Year', 'Quarterly', 'Promotion'] as const;

export type ReviewStatusName = (typeof REVIEW_STATUS_NAMES)[number];
export type ReviewTypeName = (typeof REVIEW_TYPE_NAMES)[number];

/** The default organization types (offered at registration); returns their ids by name. */
export function seedOrganizationTypes(b: SeedBuilder): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [name, description] of ORGANIZATION_TYPES) {
    ids[name] = b.add('organizationTypes', {
      organizationId: null,
      name,
      description,
      createdAt: b.at(-900),
      updatedAt: b.at(-900),
    }).id;
  }
  return ids;
}

export interface ReviewLookups {
  status: Record<ReviewStatusName, string>;
  type: Record<ReviewTypeName, string>;
}

/** The default review statuses and types every organization starts with. */
export function seedReviewLookups(b: SeedBuilder, organizationId: string): ReviewLookups {
  const status = {} as Record<ReviewStatusName, string>;
  for (const name of REVIEW_STATUS_NAMES)
    status[name] = b.add('reviewStatuses', { organizationId, name }).id;
  const type = {} as Record<ReviewTypeName, string>;
  for (const name of REVIEW_TYPE_NAMES)
    type[name] = b.add('reviewTypes', { organizationId, name }).id;
  return { status, type };
}

export interface CompensationTypeIds {
  baseSalary: string;
  annualBonus: string;
  commission: string;
  spotBonus: string;
  stockOptions: string;
}

/** The categories and types every organization starts with; 'Base Salary' is its salary type. */
export const BASE_PAY = { name: 'Base Pay', description: 'Fixed annual pay.' } as const;
export const VARIABLE_PAY = {
  name: 'Variable Pay',
  description: 'Bonuses and commission paid on results.',
} as const;
export const BASE_SALARY = {
  name: 'Base Salary',
  description: 'Annual base salary before tax.',
} as const;
export const ANNUAL_BONUS = {
  name: 'Annual Bonus',
  description: 'Yearly bonus paid after the annual review.',
} as const;

/** Categories Base Pay, Variable Pay and Equity with their types (names the spec's rules read). */
export function seedCompensationCatalog(
  b: SeedBuilder,
  organizationId: string,
): CompensationTypeIds {
  const stamp = { createdAt: b.at(-1500), updatedAt: b.at(-1500) };
  const category = (name: string, description: string, order: number) =>
    b.add('compensationCategories', { organizationId, name, description, order, ...stamp }).id;
  const type = (categoryId: string, name: string, description: string, order: number) =>
    b.add('compensationTypes', { organizationId, categoryId, name, description, order, ...stamp })
      .id;

  const base = category(BASE_PAY.name, BASE_PAY.description, 1);
  const variable = category(VARIABLE_PAY.name, VARIABLE_PAY.description, 2);
  const equity = category('Equity', 'Ownership grants.', 3);
  return {
    baseSalary: type(base, BASE_SALARY.name, BASE_SALARY.description, 1),
    annualBonus: type(variable, ANNUAL_BONUS.name, ANNUAL_BONUS.description, 1),
    commission: type(variable, 'Commission', 'Sales commission, paid quarterly.', 2),
    spotBonus: type(variable, 'Spot Bonus', 'One-off recognition award.', 3),
    stockOptions: type(
      equity,
      'Stock Options',
      'Grant value of stock options at the grant date.',
      1,
    ),
  };
}

export interface Metrics {
  overallRating: PerformanceMetric;
  accomplishments: PerformanceMetric;
  topStrength: PerformanceMetric;
  promotionReady: PerformanceMetric;
  performanceLevel: PerformanceMetric;
  collaboration: PerformanceMetric;
  coreValues: PerformanceMetric;
  goalDate: PerformanceMetric;
}

export const PERFORMANCE_LEVELS = ['Exceptional', 'Strong', 'Solid', 'Developing', 'Needs Support'];
export const COLLABORATION_LEVELS = ['Rarely', 'Sometimes', 'Often', 'Consistently'];
export const CORE_VALUES = [
  'Customer Obsession',
  'Ownership',
  'Craftsmanship',
  'Teamwork',
  'Curiosity',
];

type MetricRow = Omit<
  PerformanceMetric,
  'id' | 'organizationId' | 'isActive' | 'createdAt' | 'updatedAt'
>;

/** The 1–5 rating every organization rates by: the demo's first metric, a new one's only. */
export function overallRatingMetric(): MetricRow {
  return {
    name: 'Overall Rating',
    description:
      'Overall performance over the review period, from 1 (well below) to 5 (outstanding).',
    order: 1,
    scaleType: 'numeric',
    minValue: 1,
    maxValue: 5,
    options: [],
    validationRules: { required: true, min: 1, max: 5 },
    placeholder: '1–5',
    helpText: '3 means fully meets expectations.',
  };
}

/** Eight active metrics, one of each scale type. */
export function seedMetrics(b: SeedBuilder, organizationId: string): Metrics {
  const stamp = { createdAt: b.at(-700), updatedAt: b.at(-700) };
  const metric = (row: MetricRow) =>
    b.add('performanceMetrics', { organizationId, isActive: true, ...stamp, ...row });
  return {
    overallRating: metric(overallRatingMetric()),
    accomplishments: metric({
      name: 'Key Accomplishments',
      description: 'The results you are proudest of in this period.',
      order: 2,
      scaleType: 'textarea',
      minValue: null,
      maxValue: null,
      options: [],
      validationRules: { required: true, minLength: 20, maxLength: 2000 },
      placeholder: 'Describe two or three outcomes and their impact…',
      helpText: 'Concrete outcomes beat activity lists.',
      employeeHelpText: 'Name two or three results you are proudest of and what they changed.',
    }),
    topStrength: metric({
      name: 'Top Strength',
      description: 'The strength others rely on most.',
      order: 3,
      scaleType: 'text',
      minValue: null,
      maxValue: null,
      options: [],
      validationRules: { maxLength: 120 },
      placeholder: 'e.g. Clear technical writing',
      helpText: '',
      employeeHelpText: 'The strength your colleagues rely on you for most.',
    }),
    promotionReady: metric({
      name: 'Ready for Promotion',
      description: 'Is this person ready for the next level now?',
      order: 4,
      scaleType: 'binary',
      minValue: null,
      maxValue: null,
      options: [],
      validationRules: { required: true },
      placeholder: '',
      helpText: 'Answer for the next level in the current track.',
    }),
    performanceLevel: metric({
      name: 'Performance Level',
      description: 'Calibrated performance level.',
      order: 5,
      scaleType: 'custom',
      minValue: null,
      maxValue: null,
      options: PERFORMANCE_LEVELS,
      validationRules: { required: true },
      placeholder: 'Select a level',
      helpText: 'Used in calibration sessions.',
    }),
    collaboration: metric({
      name: 'Collaboration',
      description: 'How often this person makes the people around them more effective.',
      order: 6,
      scaleType: 'radio',
      minValue: null,
      maxValue: null,
      options: COLLABORATION_LEVELS,
      validationRules: { required: true },
      placeholder: '',
      helpText: '',
      employeeHelpText: 'How often you make the people around you more effective.',
    }),
    coreValues: metric({
      name: 'Core Values Demonstrated',
      description: 'The company values shown most clearly in this period.',
      order: 7,
      scaleType: 'checkbox',
      minValue: null,
      maxValue: null,
      options: CORE_VALUES,
      validationRules: { minSelections: 1, maxSelections: 3 },
      placeholder: '',
      helpText: 'Choose up to three.',
      employeeHelpText: 'Choose up to three values you showed most clearly this period.',
    }),
    goalDate: metric({
      name: 'Next Review Goal Date',
      description: 'When the goals agreed in this review should be met.',
      order: 8,
      scaleType: 'date',
      minValue: null,
      maxValue: null,
      options: [],
      validationRules: { minDate: b.day(0) },
      placeholder: '',
      helpText: 'Usually within the next two quarters.',
    }),
  };
}

/** Spec 02 §3 review stage settings defaults (src/lib/review-stages), each row with its own copy. */
export function defaultStageSettings(
  overrides: Partial<ReviewStageSettings> = {},
): ReviewStageSettings {
  return { ...structuredClone(DEFAULT_STAGE_SETTINGS), selectedMetrics: [], ...overrides };
}

const selected = (metrics: PerformanceMetric[]): SelectedMetric[] =>
  metrics.map((m, i) => ({ id: m.id, name: m.name, order: i + 1 }));

/** The two review stages every organization starts with (spec 02: the selectable stage types). */
export const SELF_REVIEW_STAGE = {
  name: 'Self Review',
  description: 'The employee reflects on the period.',
  type: 'self_review',
  order: 1,
  requiresManagerApproval: false,
} as const;
export const MANAGER_REVIEW_STAGE = {
  name: 'Manager Review',
  description: 'The manager rates the period and recommends compensation.',
  type: 'manager_review',
  order: 2,
  requiresManagerApproval: true,
} as const;

export interface Stages {
  self: ReviewStage;
  manager: ReviewStage;
}

export function seedStages(b: SeedBuilder, organizationId: string, metrics: Metrics): Stages {
  const self = b.add('reviewStages', {
    organizationId,
    ...SELF_REVIEW_STAGE,
    settings: defaultStageSettings({
      selectedMetrics: selected([
        metrics.accomplishments,
        metrics.topStrength,
        metrics.coreValues,
        metrics.collaboration,
      ]),
    }),
    createdAt: b.at(-690),
    updatedAt: b.at(-120),
  });
  const manager = b.add('reviewStages', {
    organizationId,
    ...MANAGER_REVIEW_STAGE,
    settings: defaultStageSettings({
      selectedMetrics: selected([
        metrics.overallRating,
        metrics.performanceLevel,
        metrics.promotionReady,
        metrics.collaboration,
        metrics.goalDate,
      ]),
      enableCompensationRecommendations: true,
    }),
    createdAt: b.at(-690),
    updatedAt: b.at(-60),
  });
  return { self, manager };
}

/** The review workflow every organization starts with: Self Review, then Manager Review. */
export const STANDARD_REVIEW_WORKFLOW = {
  name: 'Standard Review',
  description: 'Self review followed by the manager review.',
  type: 'reviewCycle',
  status: 'active',
} as const;

/** A review workflow's step for `stage`, at `order`. */
export function reviewStep(
  templateId: string,
  stage: ReviewStage,
  order: number,
): Omit<WorkflowStepTemplate, 'id'> {
  return {
    templateId,
    name: stage.name,
    description: stage.description,
    stepType: 'review',
    assigneeType: 'reviewStage',
    assigneeId: stage.id,
    dynamicAssignee: null,
    order,
  };
}

export interface Workflows {
  review: WorkflowTemplate;
  approval: WorkflowTemplate;
  /** User ids of the approval chain's steps, in order. */
  approverUserIds: string[];
}

/**
 * 'Standard Review' (Self Review → Manager Review) and 'Compensation Approval' (one user step per
 * approver: a department head, then an admin).
 */
export function seedWorkflowTemplates(
  b: SeedBuilder,
  organizationId: string,
  stages: Stages,
  approvers: { userId: string; title: string }[],
): Workflows {
  const stamp = { createdAt: b.at(-680), updatedAt: b.at(-90) };
  const review = b.add('workflowTemplates', {
    organizationId,
    ...STANDARD_REVIEW_WORKFLOW,
    ...stamp,
  });
  [stages.self, stages.manager].forEach((stage, i) =>
    b.add('workflowStepTemplates', reviewStep(review.id, stage, i + 1)),
  );
  const approval = b.add('workflowTemplates', {
    organizationId,
    name: 'Compensation Approval',
    description: 'Recommendations are approved by the department head, then by People Operations.',
    type: 'approvalChain',
    status: 'active',
    ...stamp,
  });
  approvers.forEach((approver, i) =>
    b.add('workflowStepTemplates', {
      templateId: approval.id,
      name: `${approver.title} Approval`,
      description: `Approval by the ${approver.title.toLowerCase()}.`,
      stepType: 'approval',
      assigneeType: 'user',
      assigneeId: approver.userId,
      dynamicAssignee: null,
      order: i + 1,
    }),
  );
  return { review, approval, approverUserIds: approvers.map((a) => a.userId) };
}

/**
 * An organization with what every scenario's organization holds: review types and statuses, the
 * compensation catalog, the metrics and the review stages.
 */
export function seedOrganization(b: SeedBuilder, row: Omit<Organization, 'id'> & { id: string }) {
  const organization = b.add('organizations', row);
  const lookups = seedReviewLookups(b, organization.id);
  const compTypes = seedCompensationCatalog(b, organization.id);
  const metrics = seedMetrics(b, organization.id);
  const stages = seedStages(b, organization.id, metrics);
  return { organization, lookups, compTypes, metrics, stages };
}
