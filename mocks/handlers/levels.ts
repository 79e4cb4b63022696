import { BAND_MESSAGES } from '@/lib/pay-bands';
import {
  levelInPromotionsMessage,
  levelProblems,
  orderedBands,
  normalizeZone,
  sameLevelName,
} from '@/lib/levels';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import type { Level, User } from '@mocks/db/records';
import { conflict, throwIfInvalid } from '@mocks/http/errors';
import { type BodyFor, defineRoute, noContent, ok, scopeToOrg } from '@mocks/http/route';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';
import { promotionsHoldingLevel } from '@mocks/views/promotion';
import { changedFields, levelAuditView, levelsInOrder, toLevelDto } from '@mocks/views/level';

/** Create and update take the same body (the contract's LevelInput). */
type LevelBody = BodyFor<'createLevel'>;

/** What the server sets, not the body: a field the contract adds to a level is one of the body's. */
type LevelBodyFields = Omit<Level, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;

/** A level's fields from a create or update body: trimmed, bands in the stored order. */
function levelFields(body: LevelBody): LevelBodyFields {
  return {
    name: body.name.trim(),
    order: body.order,
    jobFamily: body.jobFamily?.trim() ? body.jobFamily.trim() : null,
    bands: orderedBands(
      body.bands.map((b) => ({
        zone: normalizeZone(b.zone),
        currency: b.currency,
        min: b.min,
        mid: b.mid,
        max: b.max,
      })),
    ),
  };
}

/** 400 for the rule's problems, then 409 for a name another level of the organization has. */
function checkLevel(organizationId: string, body: LevelBody, levelId: string | null): void {
  throwIfInvalid(levelProblems(body));
  const clash = db.levels
    .lookup('organizationId', organizationId)
    .some((l) => l.id !== levelId && sameLevelName(l.name, body.name));
  if (clash) throw conflict(BAND_MESSAGES.nameTaken);
}

const sameStored = (level: Level, fields: ReturnType<typeof levelFields>) =>
  JSON.stringify([level.name, level.order, level.jobFamily, level.bands]) ===
  JSON.stringify([fields.name, fields.order, fields.jobFamily, fields.bands]);

const audit = (
  user: User,
  level: Level,
  action: 'create' | 'update' | 'delete',
  summary: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  now: Date,
) =>
  recordAudit({
    actor: user,
    organizationId: level.organizationId,
    action,
    entityType: 'level',
    entityId: level.id,
    summary,
    before,
    after,
    at: now,
  });

export const handlers = [
  defineRoute({
    operationId: 'listLevels',
    auth: ['admin', 'manager'],
    handler: ({ user }) =>
      ok(200, { data: levelsInOrder(user.organizationId).map((l) => toLevelDto(l)) }),
  }),

  defineRoute({
    operationId: 'createLevel',
    auth: ['admin'],
    handler: ({ user, body, now }) => {
      checkLevel(user.organizationId, body, null);
      const stamp = now.toISOString();
      const level = db.levels.insert({
        organizationId: user.organizationId,
        ...levelFields(body),
        createdAt: stamp,
        updatedAt: stamp,
      });
      audit(user, level, 'create', `Level ${level.name} created`, null, levelAuditView(level), now);
      return okVersioned(201, { data: toLevelDto(level) });
    },
  }),

  defineRoute({
    operationId: 'updateLevel',
    auth: ['admin'],
    handler: ({ user, params, body, now, request }) => {
      const level = scopeToOrg(db.levels.find(params.id), user, 'Level');
      assertVersion(request, versionOf(level));
      checkLevel(user.organizationId, body, level.id);
      const fields = levelFields(body);
      const changes = changedFields(levelAuditView(level), levelAuditView(fields));
      // Bands equal to the cent but written differently (zone case, order) still count as a change.
      if (Object.keys(changes.after).length === 0 && sameStored(level, fields)) {
        return okVersioned(200, { data: toLevelDto(level) });
      }
      const updated = db.levels.update(level.id, { ...fields, updatedAt: now.toISOString() })!;
      // Only the zones' order or spelling moved: a new version, nothing for the trail to show.
      if (Object.keys(changes.after).length === 0)
        return okVersioned(200, { data: toLevelDto(updated) });
      audit(
        user,
        updated,
        'update',
        `Level ${updated.name} updated`,
        changes.before,
        changes.after,
        now,
      );
      return okVersioned(200, { data: toLevelDto(updated) });
    },
  }),

  defineRoute({
    operationId: 'deleteLevel',
    auth: ['admin'],
    handler: ({ user, params, now }) => {
      const level = scopeToOrg(db.levels.find(params.id), user, 'Level');
      const promoted = promotionsHoldingLevel(level, now);
      if (promoted.length) throw conflict(levelInPromotionsMessage(level.name, promoted));
      const stamp = now.toISOString();
      const left = db.employees
        .lookup('organizationId', user.organizationId)
        .filter((e) => e.levelId === level.id);
      for (const e of left) db.employees.update(e.id, { levelId: null, updatedAt: stamp });
      db.levels.remove(level.id);
      const names = left.map((e) => `${e.firstName} ${e.lastName}`);
      const n = left.length;
      audit(
        user,
        level,
        'delete',
        `Level ${level.name} deleted${n ? ` (${n} ${n === 1 ? 'employee' : 'employees'} left without a level)` : ''}`,
        { ...levelAuditView(level), employees: names.join(', ') || null },
        null,
        now,
      );
      return noContent();
    },
  }),
];
