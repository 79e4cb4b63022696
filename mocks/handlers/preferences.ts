import type { components } from '@/api/schema';
import { DEFAULT_PARTICIPANT_COLUMNS } from '@/lib/participant-columns';
import { db } from '@mocks/db';
import { badRequest } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok } from '@mocks/http/route';
import { assertVersion, versionOf, withEtag } from '@mocks/http/versions';

type ColumnPreference = components['schemas']['ColumnPreference'];

function savedColumns(userId: string, tableName: string) {
  return db.columnPreferences.lookup('userId', userId).find((p) => p.tableName === tableName);
}

/** The caller's columns of a table with their version (one version for "never saved"). */
function columnsResult(userId: string, tableName: string) {
  const saved = savedColumns(userId, tableName);
  const columns = saved ? (saved.columns as ColumnPreference[]) : DEFAULT_PARTICIPANT_COLUMNS;
  const version = versionOf(saved ?? null);
  return withEtag(ok(200, { version, columns: columns.map((c) => ({ ...c })) }), version);
}

export const handlers = [
  defineRoute({
    operationId: 'getTableColumnPreferences',
    auth: ANY_ROLE,
    handler: ({ user, params }) => columnsResult(user.id, params.tableName),
  }),
  defineRoute({
    operationId: 'updateTableColumnPreferences',
    auth: ANY_ROLE,
    handler: ({ user, params, body, now, request }) => {
      const saved = savedColumns(user.id, params.tableName);
      assertVersion(request, versionOf(saved ?? null));
      const keys = body.columns.map((c) => c.key);
      if (new Set(keys).size !== keys.length) throw badRequest('Column keys must be unique');
      const columns = body.columns.map((c) => ({
        key: c.key,
        label: c.label,
        visible: c.visible,
        order: c.order,
      }));
      const stamp = now.toISOString();
      if (saved) db.columnPreferences.update(saved.id, { columns, updatedAt: stamp });
      else
        db.columnPreferences.insert({
          userId: user.id,
          tableName: params.tableName,
          columns,
          updatedAt: stamp,
        });
      return columnsResult(user.id, params.tableName);
    },
  }),
];
