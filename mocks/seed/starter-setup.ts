import type { DbRecords, IsoDateTime, TableName } from '@mocks/db/records';
import {
  ANNUAL_BONUS,
  BASE_PAY,
  BASE_SALARY,
  defaultStageSettings,
  MANAGER_REVIEW_STAGE,
  overallRatingMetric,
  reviewStep,
  SELF_REVIEW_STAGE,
  STANDARD_REVIEW_WORKFLOW,
  VARIABLE_PAY,
} from './catalog';

/** Where the rows go: a seed's builder, or the live store for a registration. */
export type AddRow = <K extends TableName>(table: K, row: Omit<DbRecords[K], 'id'>) => DbRecords[K];

/**
 * The setup a new organization starts with (contract: register), so its first import with
 * salaries and its first cycle work without a visit to every settings tab: Base Salary and Annual
 * Bonus, the Overall Rating metric, the Self Review and Manager Review stages rating it, and the
 * Standard Review workflow running them. Teams, levels, cycles and approvers stay the admin's.
 */
export function addStarterSetup(add: AddRow, organizationId: string, stamp: IsoDateTime): void {
  const at = { createdAt: stamp, updatedAt: stamp };
  const category = (row: { name: string; description: string }, order: number) =>
    add('compensationCategories', { organizationId, ...row, order, ...at });
  const type = (categoryId: string, row: { name: string; description: string }) =>
    add('compensationTypes', { organizationId, categoryId, ...row, order: 1, ...at });
  type(category(BASE_PAY, 1).id, BASE_SALARY);
  type(category(VARIABLE_PAY, 2).id, ANNUAL_BONUS);

  const rating = add('performanceMetrics', {
    organizationId,
    isActive: true,
    ...overallRatingMetric(),
    ...at,
  });
  const rated = () => [{ id: rating.id, name: rating.name, order: 1 }];
  const self = add('reviewStages', {
    organizationId,
    ...SELF_REVIEW_STAGE,
    settings: defaultStageSettings({ selectedMetrics: rated() }),
    ...at,
  });
  const manager = add('reviewStages', {
    organizationId,
    ...MANAGER_REVIEW_STAGE,
    settings: defaultStageSettings({
      selectedMetrics: rated(),
      enableCompensationRecommendations: true,
    }),
    ...at,
  });

  const workflow = add('workflowTemplates', { organizationId, ...STANDARD_REVIEW_WORKFLOW, ...at });
  [self, manager].forEach((stage, i) =>
    add('workflowStepTemplates', reviewStep(workflow.id, stage, i + 1)),
  );
}
