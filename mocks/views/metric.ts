import type { components } from '@/api/schema';
import type { PerformanceMetric } from '@mocks/db/records';
import { db } from '@mocks/db';
import { versionOf } from '@mocks/http/versions';

export type PerformanceMetricDto = components['schemas']['PerformanceMetric'];

/** A stored metric as the API shows it ('' placeholder / help text / description read as null). */
export function toMetricDto(metric: PerformanceMetric): PerformanceMetricDto {
  return {
    id: metric.id,
    version: versionOf(metric),
    name: metric.name,
    order: metric.order,
    description: metric.description || null,
    scaleType: metric.scaleType,
    minValue: metric.minValue,
    maxValue: metric.maxValue,
    options: [...metric.options],
    validationRules: {
      ...metric.validationRules,
      minSelections: metric.validationRules.minSelections ?? null,
    },
    placeholder: metric.placeholder || null,
    helpText: metric.helpText || null,
    employeeHelpText: metric.employeeHelpText || null,
    isActive: metric.isActive,
    hasResponses: db.metricResponses.lookup('metricId', metric.id).length > 0,
    organizationId: metric.organizationId,
    createdAt: metric.createdAt,
    updatedAt: metric.updatedAt,
  };
}
