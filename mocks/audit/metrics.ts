import type { PerformanceMetric, User } from '@mocks/db/records';
import { recordChange, settingsSummary, type AuditView } from './record-change';

/** A performance metric as the audit trail shows it (options one line, rules as JSON). */
export function metricAuditView(metric: PerformanceMetric): AuditView {
  return {
    name: metric.name,
    description: metric.description,
    order: metric.order,
    scaleType: metric.scaleType,
    minValue: metric.minValue ?? null,
    maxValue: metric.maxValue ?? null,
    options: metric.options.join(', '),
    validationRules: JSON.stringify(metric.validationRules ?? {}),
    placeholder: metric.placeholder,
    helpText: metric.helpText,
    employeeHelpText: metric.employeeHelpText ?? null,
    active: metric.isActive,
  };
}

/**
 * Audit entry of a metric created (before null), edited or deleted (after null). An edit that
 * moves only its order is a 'reorder'.
 */
export function auditMetricChange(
  user: User,
  metric: Pick<PerformanceMetric, 'id' | 'organizationId'>,
  before: AuditView | null,
  after: AuditView | null,
): void {
  recordChange({
    actor: user,
    organizationId: metric.organizationId,
    entityType: 'metric',
    entityId: metric.id,
    before,
    after,
    editAction: (changed) =>
      changed.length === 1 && changed[0] === 'order' ? 'reorder' : 'update',
    summary: (action, changed) =>
      action === 'reorder'
        ? `Order of metric ${after?.name} changed from ${before?.order} to ${after?.order}`
        : settingsSummary('Metric', before, after, action, changed),
  });
}
