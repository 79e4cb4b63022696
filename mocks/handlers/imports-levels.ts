import { planLevelImport, type PlannedLevel } from '@/lib/imports/levels';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import type { User } from '@mocks/db/records';
import { defineRoute, ok } from '@mocks/http/route';
import { changedFields, levelAuditView } from '@mocks/views/level';
import { audit, failed, type Counts } from './imports';

/** Creates or updates the planned levels, each with an audit entry of its bands before and after. */
function applyLevelPlan(user: User, plan: readonly PlannedLevel[], fileName: string, now: Date) {
  const stamp = now.toISOString();
  let created = 0;
  for (const item of plan) {
    const fields = {
      name: item.name,
      order: item.order,
      jobFamily: item.jobFamily,
      bands: item.bands,
    };
    const current = item.existingId ? db.levels.find(item.existingId) : undefined;
    const saved = current
      ? db.levels.update(current.id, { ...fields, updatedAt: stamp })!
      : db.levels.insert({
          organizationId: user.organizationId,
          ...fields,
          createdAt: stamp,
          updatedAt: stamp,
        });
    if (!current) created += 1;
    const change = current
      ? changedFields(levelAuditView(current), levelAuditView(saved))
      : { before: null, after: levelAuditView(saved) };
    if (change.before && Object.keys(change.before).length === 0) continue;
    recordAudit({
      actor: user,
      organizationId: user.organizationId,
      action: 'import',
      entityType: 'level',
      entityId: saved.id,
      summary: current
        ? `Level ${saved.name} updated by the import of ${fileName}`
        : `Level ${saved.name} created by the import of ${fileName}`,
      before: change.before,
      after: change.after,
      reason: `Imported from ${fileName}`,
      at: now,
    });
  }
  return { created, updated: plan.length - created };
}

export const handlers = [
  defineRoute({
    operationId: 'importLevels',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      const outcome = planLevelImport(body.rows, {
        levels: db.levels.lookup('organizationId', user.organizationId),
      });
      if (!outcome.ok) failed(outcome.errors);
      const rows = body.rows.length;
      const created = outcome.plan.filter((l) => !l.existingId).length;
      const counts: Counts = {
        created,
        updated: outcome.plan.length - created,
        teamsCreated: 0,
        managerLinks: 0,
        compensationEntries: 0,
      };
      if (body.dryRun)
        return ok(200, { data: { dryRun: true, rows, ...counts, auditEntryId: null } });
      Object.assign(counts, applyLevelPlan(user, outcome.plan, body.fileName, now));
      const auditEntryId = audit(user, 'levels and pay bands', body.fileName, rows, counts, now);
      return ok(200, { data: { dryRun: false, rows, ...counts, auditEntryId } });
    },
  }),
];
