import { db } from '@mocks/db';
import { defineRoute, ok } from '@mocks/http/route';
import { versionOf } from '@mocks/http/versions';

/**
 * listLevels only, for the promotion select and its contract checks until the level handlers of
 * part "bands" (issue 23) replace this file.
 */
export const handlers = [
  defineRoute({
    operationId: 'listLevels',
    auth: ['admin', 'manager'],
    handler: ({ user }) => {
      const counts = new Map<string, number>();
      for (const e of db.employees.lookup('organizationId', user.organizationId)) {
        if (e.isActive && e.levelId) counts.set(e.levelId, (counts.get(e.levelId) ?? 0) + 1);
      }
      const levels = db.levels
        .lookup('organizationId', user.organizationId)
        .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
      return ok(200, {
        data: levels.map((level) => ({
          id: level.id,
          version: versionOf(level),
          name: level.name,
          order: level.order,
          jobFamily: level.jobFamily,
          bands: level.bands.map((b) => ({ ...b })),
          employeeCount: counts.get(level.id) ?? 0,
          createdAt: level.createdAt,
          updatedAt: level.updatedAt,
        })),
      });
    },
  }),
];
