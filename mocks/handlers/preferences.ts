import type { components } from '@/api/schema';
import { db } from '@mocks/db';
import { badRequest } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok } from '@mocks/http/route';
import { assertVersion, versionOf, withEtag } from '@mocks/http/versions';

type ColumnPreference = components['schemas']['ColumnPreference'];

/** Spec 02 §3: "The default keys are employee, team, manager, status, currentStage, currentSalary, recommendedRaise, raisePercentage, actions." */
export const DEFAULT_PARTICIPANT_COLUMNS: readonly ColumnPreference[] = [
  { key: 'employee', label: 'Employee', visible: true, order: 0 },
  { key: 'team', label: 'Team', visible: true, order: 1 },
  { key: 'manager', label: 'Manager', visible: true, order: 2 },
  { key: 'status', label: 'Status', visible: true, order: 3 },
  { key: 'currentStage', label: 'Current Stage', visible: true, order: 4 },
  { key: 'currentSalary', label: 'Current Salary', visible: true, order: 5 },
  { key: 'recommendedRaise', label: 'Recommended Raise', visible: true, order: 6 },
  { key: 'raisePercentage', label: 'Raise %', visible: true, order: 7 },
  { key: 'actions', label: 'Actions', visible: true, order: 8 },
];

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
    method: 'get',
    path: '/api/user/preferences/table-columns/{tableName}',
    operationId: 'getTableColumnPreferences',
    auth: ANY_ROLE,
    handler: ({ user, params }) => columnsResult(user.id, params.tableName),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/user/preferences/table-columns/{tableName}',
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
