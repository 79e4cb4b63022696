import { describe, expect, it } from 'vitest';
import { EMPLOYEE_SORTS } from '@/lib/employee-directory';
import { db } from '@mocks/db';
import { cachedViews, uncached, type CachedView } from '@mocks/db/cached';
import type { TableName } from '@mocks/db/records';
import { TABLE_NAMES } from '@mocks/db/schema';
import { TEST_NOW } from '@mocks/test/constants';
import '@mocks/handlers';

// Every kept answer must follow every table it is computed from. Each table is written to in
// three ways that keep its rows valid (each row takes the next one's fields, a row is copied, a
// row is removed); after each write every kept answer must equal one computed afresh. The tables
// are all of the store's, not those the store recorded: a table it failed to record is written
// to all the same.

type Row = { id: string; organizationId?: unknown } & Record<string, unknown>;
type AnyTable = {
  all(): Row[];
  insert(row: Omit<Row, 'id'>): Row;
  update(id: string, patch: Partial<Row>): Row | undefined;
  remove(id: string): boolean;
};

const table = (name: TableName) => db[name] as unknown as AnyTable;
const ids = (name: TableName) =>
  table(name)
    .all()
    .map((r) => r.id);
const orgs = () => ids('organizations');
const cycles = () => ids('reviewCycles');

/** The arguments each kept view is read with: every key the demo data has. */
const SAMPLES: Record<string, () => unknown[]> = {
  'employee counts by level': orgs,
  'members by team': orgs,
  'employees by name': orgs,
  'employee search texts': orgs,
  'employee row': () => ids('employees'),
  'team row': () => ids('teams').map((teamId) => ({ teamId, now: TEST_NOW })),
  'users by name': orgs,
  'user row': () => ids('users'),
  'employees in directory order': () =>
    orgs().flatMap((organizationId) =>
      EMPLOYEE_SORTS.flatMap((sort) =>
        (['asc', 'desc'] as const).map((order) => ({ organizationId, sort, order })),
      ),
    ),
  'cycle guardrail flags': cycles,
  'cycle participants index': () => cycles().map((id) => ({ id })),
  'cycle participants by name': () => cycles().map((id) => ({ id })),
  'participants list order': () =>
    cycles().flatMap((cycleId) =>
      ids('users').flatMap((userId) =>
        [
          { sort: 'currentSalary', order: 'desc', filters: {} },
          { sort: 'lastDecisionAt', order: 'desc', filters: {} },
          { sort: 'name', order: 'asc', filters: { awaitingApproval: true } },
          { sort: 'team', order: 'asc', filters: { search: 'a', status: 'in_progress' } },
        ].map((list) => ({ cycleId, userId, ...list })),
      ),
    ),
  'participant row': () =>
    ids('participants').flatMap((participantId) =>
      [true, false].map((withFlags) => ({ participantId, withFlags })),
    ),
};

type Outcome = { value: unknown } | { error: string };
function outcome(read: () => unknown): Outcome {
  try {
    return { value: read() };
  } catch (error) {
    return { error: String(error) };
  }
}

/** Reads every sample of every view through its kept answers (computing the missing ones). */
function keptAnswers(views: readonly CachedView[], samples: Map<string, unknown[]>) {
  return views.map((view) => samples.get(view.name)!.map((arg) => outcome(() => view.read(arg))));
}

function freshAnswers(views: readonly CachedView[], samples: Map<string, unknown[]>) {
  return uncached(() =>
    views.map((view) => samples.get(view.name)!.map((arg) => outcome(() => view.compute(arg)))),
  );
}

/** Each row takes the fields of the next row of its organization (or of the table). */
function rotateRows(name: TableName): boolean {
  const groups = new Map<unknown, Row[]>();
  for (const row of table(name).all()) {
    const group = groups.get(row.organizationId);
    if (group) group.push(row);
    else groups.set(row.organizationId, [row]);
  }
  let changed = false;
  for (const rows of groups.values()) {
    if (rows.length < 2) continue;
    rows.forEach((row, i) => {
      const { id: _id, ...next } = rows[(i + 1) % rows.length]!;
      table(name).update(row.id, next);
    });
    changed = true;
  }
  return changed;
}

function copyRow(name: TableName): boolean {
  const first = table(name).all()[0];
  if (!first) return false;
  const { id: _id, ...fields } = first;
  table(name).insert(fields);
  return true;
}

function removeRow(name: TableName): boolean {
  const first = table(name).all()[0];
  return first ? table(name).remove(first.id) : false;
}

const WRITES = [
  ['each row takes the next one’s fields', rotateRows],
  ['a row is copied', copyRow],
  ['a row is removed', removeRow],
] as const;

describe('kept answers', () => {
  it('are read with samples for every kept view', () => {
    expect(
      cachedViews()
        .map((v) => v.name)
        .sort(),
    ).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(TABLE_NAMES)('follow every write to %s', (name) => {
    const views = cachedViews();
    const samples = new Map(views.map((view) => [view.name, SAMPLES[view.name]!()]));
    for (const [label, write] of WRITES) {
      keptAnswers(views, samples);
      if (!write(name)) continue;
      const kept = keptAnswers(views, samples);
      const fresh = freshAnswers(views, samples);
      views.forEach((view, i) => {
        expect(kept[i], `${view.name} after ${name}: ${label}`).toEqual(fresh[i]);
      });
    }
  });
});
