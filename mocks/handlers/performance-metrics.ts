import type { components } from '@/api/schema';
import { metricFormErrors } from '@/lib/metric-form';
import { METRIC_FORM_DEFAULTS, needsOptions, nextMetricOrder, parseOptions } from '@/lib/metrics';
import { auditMetricChange, metricAuditView } from '@mocks/audit/metrics';
import { db } from '@mocks/db';
import type { MetricValidationRules, PerformanceMetric } from '@mocks/db/records';
import { badRequest, conflict, throwIfInvalid } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, noContent, ok, scopeToOrg } from '@mocks/http/route';
import { toMetricDto } from '@mocks/views/metric';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';

type MetricInput = components['schemas']['PerformanceMetricInput'];

/** The contract's text for deleting a metric that already has answers. */
export const METRIC_MESSAGES = {
  hasResponses: 'Metric has recorded responses; deactivate it instead',
  nameTaken: 'A metric with this name already exists',
} as const;

/**
 * Two metrics of one organization may not share a name (trimmed, any case), as teams,
 * users and organization types may not: a stage's form would show two identical questions.
 */
function assertNameFree(organizationId: string, name: string, exceptId?: string): void {
  const wanted = name.trim().toLocaleLowerCase();
  const taken = db.performanceMetrics.first(
    (m) =>
      m.organizationId === organizationId &&
      m.id !== exceptId &&
      m.name.trim().toLocaleLowerCase() === wanted,
  );
  if (taken) throw conflict(METRIC_MESSAGES.nameTaken, 'name');
}

const withoutNulls = (rules: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(rules).filter(([, v]) => v !== null && v !== undefined),
  ) as MetricValidationRules;

/**
 * Checks a metric body with the shared form rules (spec 01 §5) and returns the stored fields: the
 * numeric range only for numeric metrics (0 to 5 when not given), options only for the choice types,
 * `order` when none is sent (after the organization's metrics on create, its own on update).
 */
function metricFields(body: MetricInput, order: number) {
  const scaleType = body.scaleType ?? 'numeric';
  const isNumeric = scaleType === 'numeric';
  const values = {
    ...body,
    order: body.order ?? order,
    scaleType,
    minValue:
      body.minValue === undefined && isNumeric ? METRIC_FORM_DEFAULTS.minValue : body.minValue,
    maxValue:
      body.maxValue === undefined && isNumeric ? METRIC_FORM_DEFAULTS.maxValue : body.maxValue,
  };
  const errors = metricFormErrors({ ...values, options: body.options ?? [] });
  const details = Object.entries(errors).map(([field, message]) => ({ field, message }));
  throwIfInvalid(details);

  const rules: Record<string, unknown> = { ...(body.validationRules ?? {}) };
  if (isNumeric) Object.assign(rules, { min: values.minValue, max: values.maxValue });
  if (scaleType === 'checkbox') rules.minSelections ??= METRIC_FORM_DEFAULTS.minSelections;
  return {
    name: body.name.trim(),
    description: body.description?.trim() ?? '',
    order: values.order,
    scaleType,
    minValue: isNumeric ? (values.minValue ?? null) : null,
    maxValue: isNumeric ? (values.maxValue ?? null) : null,
    options: needsOptions(scaleType) ? parseOptions((body.options ?? []).join('\n')) : [],
    validationRules: withoutNulls(rules),
    placeholder: body.placeholder?.trim() ?? '',
    helpText: body.helpText?.trim() ?? '',
    employeeHelpText: body.employeeHelpText?.trim() || null,
    isActive: body.isActive ?? true,
  } satisfies Partial<PerformanceMetric>;
}

/** `organizationId` may only name the caller's organization: 400 (create documents no 404). */
function checkOrganization(body: MetricInput, organizationId: string): void {
  if (body.organizationId !== undefined && body.organizationId !== organizationId) {
    const message = "Must be the caller's organization";
    throw badRequest(message, [{ field: 'organizationId', message }]);
  }
}

export const handlers = [
  defineRoute({
    operationId: 'listPerformanceMetrics',
    auth: ANY_ROLE,
    handler: ({ user, query }) => {
      const metrics = db.performanceMetrics.lookup('organizationId', user.organizationId);
      if (query.ids) {
        const byId = new Map(metrics.map((m) => [m.id, m]));
        const picked = query.ids
          .split(',')
          .map((id) => byId.get(id))
          .filter((m) => m !== undefined);
        return ok(200, picked.map(toMetricDto));
      }
      const sorted = [...metrics].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
      return ok(200, sorted.map(toMetricDto));
    },
  }),

  defineRoute({
    operationId: 'createPerformanceMetric',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      checkOrganization(body, user.organizationId);
      const existing = db.performanceMetrics.lookup('organizationId', user.organizationId);
      const fields = metricFields(body, nextMetricOrder(existing));
      assertNameFree(user.organizationId, fields.name);
      const stamp = now.toISOString();
      const metric = db.performanceMetrics.insert({
        organizationId: user.organizationId,
        ...fields,
        createdAt: stamp,
        updatedAt: stamp,
      });
      auditMetricChange(user, metric, null, metricAuditView(metric));
      return okVersioned(201, { data: toMetricDto(metric) });
    },
  }),

  defineRoute({
    operationId: 'updatePerformanceMetric',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const metric = scopeToOrg(db.performanceMetrics.find(params.id), user, 'Performance metric');
      assertVersion(request, versionOf(metric));
      checkOrganization(body, user.organizationId);
      const fields = metricFields(body, metric.order);
      assertNameFree(user.organizationId, fields.name, metric.id);
      const updated = db.performanceMetrics.update(metric.id, {
        ...fields,
        updatedAt: now.toISOString(),
      })!;
      auditMetricChange(user, updated, metricAuditView(metric), metricAuditView(updated));
      return okVersioned(200, { data: toMetricDto(updated) });
    },
  }),

  defineRoute({
    operationId: 'deletePerformanceMetric',
    auth: ['admin'],
    handler: ({ user, params, now }) => {
      const metric = scopeToOrg(db.performanceMetrics.find(params.id), user, 'Performance metric');
      if (db.metricResponses.lookup('metricId', metric.id).length > 0)
        throw conflict(METRIC_MESSAGES.hasResponses);
      const stamp = now.toISOString();
      for (const stage of db.reviewStages.lookup('organizationId', user.organizationId)) {
        const selected = stage.settings.selectedMetrics;
        if (!selected.some((s) => s.id === metric.id)) continue;
        const selectedMetrics = selected
          .filter((s) => s.id !== metric.id)
          .sort((a, b) => a.order - b.order)
          .map((s, i) => ({ ...s, order: i + 1 }));
        db.reviewStages.update(stage.id, {
          settings: { ...stage.settings, selectedMetrics },
          updatedAt: stamp,
        });
      }
      db.performanceMetrics.remove(metric.id);
      auditMetricChange(user, metric, metricAuditView(metric), null);
      return noContent();
    },
  }),
];
