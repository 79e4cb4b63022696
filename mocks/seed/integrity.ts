import type { DbRecords, DbTables, TableName } from '@mocks/db/records';

type Reference = [field: string, target: TableName];

/** Every foreign key of the store: field (arrays allowed) → table it points into. */
export const REFERENCES: { [K in TableName]?: Reference[] } = {
  organizations: [['typeId', 'organizationTypes']],
  users: [
    ['organizationId', 'organizations'],
    ['employeeId', 'employees'],
    ['primaryManagerId', 'users'],
    ['secondaryManagerId', 'users'],
  ],
  sessions: [
    ['userId', 'users'],
    ['organizationId', 'organizations'],
  ],
  employees: [
    ['organizationId', 'organizations'],
    ['userId', 'users'],
    ['teamIds', 'teams'],
  ],
  teams: [
    ['organizationId', 'organizations'],
    ['managerEmployeeIds', 'employees'],
  ],
  managerAssignments: [
    ['organizationId', 'organizations'],
    ['employeeId', 'employees'],
    ['primaryManagerId', 'employees'],
    ['secondaryManagerId', 'employees'],
  ],
  notifications: [
    ['organizationId', 'organizations'],
    ['userId', 'users'],
    ['cycleId', 'reviewCycles'],
  ],
  outboxMessages: [
    ['organizationId', 'organizations'],
    ['recipientEmployeeId', 'employees'],
    ['cycleId', 'reviewCycles'],
    ['sentByUserId', 'users'],
  ],
  reminderSchedules: [
    ['organizationId', 'organizations'],
    ['cycleId', 'reviewCycles'],
  ],
  compensationCategories: [['organizationId', 'organizations']],
  compensationTypes: [
    ['organizationId', 'organizations'],
    ['categoryId', 'compensationCategories'],
  ],
  compensationHistories: [
    ['organizationId', 'organizations'],
    ['employeeId', 'employees'],
    ['cycleId', 'reviewCycles'],
  ],
  compensationComponents: [
    ['historyId', 'compensationHistories'],
    ['typeId', 'compensationTypes'],
  ],
  performanceMetrics: [['organizationId', 'organizations']],
  performanceHistories: [
    ['organizationId', 'organizations'],
    ['employeeId', 'employees'],
    ['cycleId', 'reviewCycles'],
    ['metricId', 'performanceMetrics'],
  ],
  reviewStatuses: [['organizationId', 'organizations']],
  reviewTypes: [['organizationId', 'organizations']],
  reviewCycles: [
    ['organizationId', 'organizations'],
    ['typeId', 'reviewTypes'],
    ['statusId', 'reviewStatuses'],
    ['teamIds', 'teams'],
    ['employeeIds', 'employees'],
    ['reviewWorkflowTemplateId', 'workflowTemplates'],
    ['approvalWorkflowTemplateId', 'workflowTemplates'],
  ],
  workflowTemplates: [['organizationId', 'organizations']],
  workflowStepTemplates: [['templateId', 'workflowTemplates']],
  workflowInstances: [
    ['cycleId', 'reviewCycles'],
    ['templateId', 'workflowTemplates'],
  ],
  workflowStepInstances: [
    ['instanceId', 'workflowInstances'],
    ['stepTemplateId', 'workflowStepTemplates'],
  ],
  reviewStages: [['organizationId', 'organizations']],
  participants: [
    ['cycleId', 'reviewCycles'],
    ['employeeId', 'employees'],
    ['managerId', 'employees'],
    ['currentStageId', 'reviewStages'],
  ],
  stageInstances: [
    ['participantId', 'participants'],
    ['cycleId', 'reviewCycles'],
    ['stageId', 'reviewStages'],
  ],
  metricResponses: [
    ['participantId', 'participants'],
    ['stageId', 'reviewStages'],
    ['metricId', 'performanceMetrics'],
    ['employeeId', 'employees'],
    ['cycleId', 'reviewCycles'],
  ],
  compensationData: [
    ['participantId', 'participants'],
    ['stageId', 'reviewStages'],
  ],
  recommendations: [
    ['cycleId', 'reviewCycles'],
    ['participantId', 'participants'],
  ],
  approvalSteps: [
    ['recommendationId', 'recommendations'],
    ['approverEmployeeId', 'employees'],
  ],
  recommendationEvents: [
    ['recommendationId', 'recommendations'],
    ['actorUserId', 'users'],
  ],
  letterTemplates: [
    ['organizationId', 'organizations'],
    ['cycleId', 'reviewCycles'],
    ['updatedByUserId', 'users'],
  ],
  letters: [
    ['organizationId', 'organizations'],
    ['cycleId', 'reviewCycles'],
    ['participantId', 'participants'],
    ['employeeId', 'employees'],
    ['recommendationId', 'recommendations'],
  ],
  columnPreferences: [['userId', 'users']],
  auditEntries: [
    ['organizationId', 'organizations'],
    ['actorUserId', 'users'],
    ['employeeId', 'employees'],
  ],
};

/**
 * Foreign keys that point at nothing, as 'table.field → id' lines (empty when the data is whole).
 * Null and '' mean "no reference".
 */
export function findBrokenReferences(tables: DbTables): string[] {
  const ids = new Map<TableName, Set<string>>();
  const idsOf = (table: TableName) => {
    let set = ids.get(table);
    if (!set) {
      set = new Set((tables[table] as { id: string }[]).map((r) => r.id));
      ids.set(table, set);
    }
    return set;
  };
  const broken: string[] = [];
  for (const [table, references] of Object.entries(REFERENCES) as [TableName, Reference[]][]) {
    for (const row of tables[table] as DbRecords[TableName][]) {
      for (const [field, target] of references) {
        const value = (row as unknown as Record<string, unknown>)[field];
        const values = Array.isArray(value) ? value : [value];
        for (const id of values) {
          if (id === null || id === undefined || id === '') continue;
          if (!idsOf(target).has(id as string))
            broken.push(`${table}.${field} → ${String(id)} (row ${row.id})`);
        }
      }
    }
  }
  return broken;
}
