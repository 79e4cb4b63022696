// @vitest-environment jsdom
// The hooks render in a DOM and the session lives in window.localStorage (the rest of src/api runs in Node).
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-route';
import { recordRequests, withClient } from '@/test/sent-requests';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { DEMO_ADMIN } from '@mocks/seed/accounts';
import {
  preferenceKeys,
  tableColumnsQueryOptions,
  useSaveTableColumns,
  useTableColumns,
  type ColumnPreference,
} from './preferences';

const requests = recordRequests();
const columns: ColumnPreference[] = [
  { key: 'employee', label: 'Employee', visible: true, order: 0 },
  { key: 'team', label: 'Team', visible: false, order: 1 },
];

beforeEach(async () => {
  await signInAs('admin');
});

describe('Preferences', () => {
  it('reads a table’s columns once per session, keyed by table', async () => {
    expect(preferenceKeys.tableColumns('participants')).toEqual([
      'user',
      'preferences',
      'table-columns',
      'participants',
    ]);
    expect(tableColumnsQueryOptions('participants').staleTime).toBe(Infinity);
    const client = createTestQueryClient();
    const { result } = renderHook(() => useTableColumns('participants'), {
      wrapper: withClient(client),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Array.isArray(result.current.data)).toBe(true);
    expect(await requests.sent()).toMatchObject([
      {
        operationId: 'getTableColumnPreferences',
        params: { tableName: 'participants' },
        problems: [],
      },
    ]);
  });

  it('saves with the loaded version; after a change elsewhere (412) re-reads and saves again', async () => {
    const client = createTestQueryClient();
    const loaded = await client.fetchQuery(tableColumnsQueryOptions('participants'));
    db.columnPreferences.insert({
      userId: DEMO_ADMIN.userId,
      tableName: 'participants',
      columns: columns.map((c) => ({ ...c, visible: true })),
      updatedAt: new Date().toISOString(),
    });
    requests.clear();
    const { result } = renderHook(() => useSaveTableColumns('participants'), {
      wrapper: withClient(client),
    });
    const saved = await act(() => result.current.mutateAsync(columns));
    const sent = await requests.sent();
    expect(sent.map((r) => r.operationId)).toEqual([
      'updateTableColumnPreferences',
      'getTableColumnPreferences',
      'updateTableColumnPreferences',
    ]);
    expect(sent[0].ifMatch).toBe(loaded.version ? `"${loaded.version}"` : null);
    expect(sent[2].ifMatch).not.toBe(sent[0].ifMatch);
    expect(sent[2].body).toEqual({ columns });
    expect(client.getQueryData(preferenceKeys.tableColumns('participants'))).toEqual(saved);
    expect(saved.columns.map((c) => c.visible)).toEqual([true, false]);
  });
});
