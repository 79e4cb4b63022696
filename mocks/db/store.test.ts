import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  db,
  DB_SCHEMA_VERSION,
  onDbChange,
  resetDb,
  restoreDb,
  snapshotDb,
  type DbChange,
} from '@mocks/db';
import type { Team } from '@mocks/db/records';

const NOW = new Date('2026-03-15T10:00:00Z');

const team = (overrides: Partial<Team> = {}): Omit<Team, 'id'> => ({
  organizationId: 'org_test',
  name: 'Platform',
  description: 'Infra',
  isActive: true,
  managerEmployeeIds: [],
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  ...overrides,
});

beforeEach(() => resetDb('empty', NOW));

describe('Table facade', () => {
  it('inserts with a prefixed random id and finds the row again', () => {
    const row = db.teams.insert(team());
    expect(row.id).toMatch(/^team_[0-9a-f]{32}$/);
    expect(db.teams.find(row.id)).toEqual(row);
    expect(db.teams.find('team_missing')).toBeUndefined();
  });

  it('keeps a given id and refuses a duplicate', () => {
    db.teams.insert({ ...team(), id: 'team_fixed' });
    expect(() => db.teams.insert({ ...team(), id: 'team_fixed' })).toThrow(/already exists/);
    expect(db.teams.count()).toBe(1);
  });

  it('filters with where, first and count, in insertion order', () => {
    db.teams.insert(team({ name: 'A', isActive: false }));
    db.teams.insert(team({ name: 'B' }));
    db.teams.insert(team({ name: 'C' }));
    expect(db.teams.where((t) => t.isActive).map((t) => t.name)).toEqual(['B', 'C']);
    expect(db.teams.first((t) => t.isActive)?.name).toBe('B');
    expect(db.teams.count((t) => t.isActive)).toBe(2);
    expect(db.teams.count()).toBe(3);
    expect(db.teams.all().map((t) => t.name)).toEqual(['A', 'B', 'C']);
  });

  it('updates in place (order kept), ignores the id in a patch and returns undefined for a missing row', () => {
    const a = db.teams.insert(team({ name: 'A' }));
    db.teams.insert(team({ name: 'B' }));
    const updated = db.teams.update(a.id, { name: 'A2', id: 'team_other' });
    expect(updated).toMatchObject({ id: a.id, name: 'A2', description: 'Infra' });
    expect(db.teams.all().map((t) => t.name)).toEqual(['A2', 'B']);
    expect(db.teams.find(a.id)?.name).toBe('A2');
    expect(db.teams.find('team_other')).toBeUndefined();
    expect(db.teams.update('team_missing', { name: 'X' })).toBeUndefined();
  });

  it('replaces array and object fields on update instead of merging them', () => {
    const a = db.teams.insert(team({ managerEmployeeIds: ['emp_1', 'emp_2'] }));
    expect(db.teams.update(a.id, { managerEmployeeIds: ['emp_3'] })?.managerEmployeeIds).toEqual([
      'emp_3',
    ]);
    const stage = db.reviewStages.insert({
      organizationId: 'org_test',
      name: 'Self Review',
      description: '',
      type: 'self_review',
      order: 1,
      requiresManagerApproval: false,
      settings: {
        minPeers: 2,
        maxPeers: 5,
        peerSelectionMethod: 'team_based',
        enableReciprocity: false,
        requireManagerApproval: true,
        autoSuggestPeers: true,
        ratingCategories: {
          collaboration: true,
          communication: true,
          problemSolving: false,
          contribution: true,
        },
        feedbackSections: { detailedFeedback: true, strengths: true, areasForImprovement: true },
        selectedMetrics: [{ id: 'metric_1', name: 'Overall Rating', order: 1 }],
        enableCompensationRecommendations: false,
      },
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    const next = db.reviewStages.update(stage.id, {
      settings: { ...stage.settings, selectedMetrics: [], enableCompensationRecommendations: true },
    });
    expect(next?.settings.selectedMetrics).toEqual([]);
    expect(db.reviewStages.find(stage.id)?.settings.enableCompensationRecommendations).toBe(true);
  });

  it('returns frozen rows, so a handler cannot change stored data behind the store', () => {
    const a = db.teams.insert(team({ managerEmployeeIds: ['emp_1'] }));
    expect(() => {
      (a as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(() => (a.managerEmployeeIds as string[]).push('emp_2')).toThrow(TypeError);
    expect(db.teams.find(a.id)).toMatchObject({ name: 'Platform', managerEmployeeIds: ['emp_1'] });
  });

  it('removes one row or every matching row', () => {
    const a = db.teams.insert(team({ name: 'A' }));
    db.teams.insert(team({ name: 'B', isActive: false }));
    db.teams.insert(team({ name: 'C', isActive: false }));
    expect(db.teams.remove(a.id)).toBe(true);
    expect(db.teams.remove(a.id)).toBe(false);
    expect(db.teams.removeWhere((t) => !t.isActive)).toBe(2);
    expect(db.teams.all()).toEqual([]);
  });

  it('keeps lookup indexes in step with inserts, updates and removes', () => {
    const a = db.teams.insert(team({ organizationId: 'org_a', name: 'A' }));
    db.teams.insert(team({ organizationId: 'org_b', name: 'B' }));
    expect(db.teams.lookup('organizationId', 'org_a').map((t) => t.name)).toEqual(['A']);
    db.teams.insert(team({ organizationId: 'org_a', name: 'C' }));
    db.teams.update(a.id, { organizationId: 'org_b' });
    expect(db.teams.lookup('organizationId', 'org_a').map((t) => t.name)).toEqual(['C']);
    expect(
      db.teams
        .lookup('organizationId', 'org_b')
        .map((t) => t.name)
        .sort(),
    ).toEqual(['A', 'B']);
    db.teams.removeWhere((t) => t.name === 'C');
    expect(db.teams.lookup('organizationId', 'org_a')).toEqual([]);
  });

  it('keeps a row in its place in a lookup when an update leaves the field alone', () => {
    const a = db.teams.insert(team({ organizationId: 'org_a', name: 'A' }));
    db.teams.insert(team({ organizationId: 'org_a', name: 'B' }));
    expect(db.teams.lookup('organizationId', 'org_a').map((t) => t.name)).toEqual(['A', 'B']);
    db.teams.update(a.id, { description: 'Renamed' });
    expect(db.teams.lookup('organizationId', 'org_a').map((t) => t.name)).toEqual(['A', 'B']);
    expect(db.teams.lookup('organizationId', 'org_a')[0]!.description).toBe('Renamed');
  });

  it('rejects rows that break the record shape', () => {
    const { name: _name, ...noName } = team();
    expect(() => db.teams.insert(noName as Omit<Team, 'id'>)).toThrow('teams.name is required');
    expect(() => db.teams.insert(team({ isActive: 'yes' as unknown as boolean }))).toThrow(
      'teams.isActive must be a boolean',
    );
    expect(() => db.teams.insert(team({ description: null as unknown as string }))).toThrow(
      'teams.description cannot be null',
    );
    const a = db.teams.insert(team());
    expect(() => db.teams.update(a.id, { name: 42 as unknown as string })).toThrow(
      'teams.name must be a string',
    );
    expect(db.teams.find(a.id)?.name).toBe('Platform');
  });

  it('stores nullable fields as null when they are left out', () => {
    const session = db.sessions.insert({
      token: 'tok',
      userId: 'usr_1',
      organizationId: 'org_1',
      createdAt: NOW.toISOString(),
      expiresAt: NOW.toISOString(),
    } as Parameters<typeof db.sessions.insert>[0]);
    expect(session.revokedAt).toBeNull();
  });
});

describe('snapshot and restore', () => {
  it('round-trips through JSON, scenario included', () => {
    resetDb('demo', NOW);
    db.teams.insert(team({ name: 'Added after seeding' }));
    const json = JSON.stringify(snapshotDb());
    const before = snapshotDb();
    resetDb('empty', NOW);
    expect(db.teams.count()).toBe(0);
    restoreDb(JSON.parse(json));
    expect(snapshotDb()).toEqual(before);
    expect(db.teams.first((t) => t.name === 'Added after seeding')).toBeDefined();
  });

  it('is not affected by writes made after it was taken', () => {
    const a = db.teams.insert(team({ name: 'A' }));
    const snapshot = snapshotDb();
    db.teams.update(a.id, { name: 'B' });
    expect(snapshot.tables.teams[0].name).toBe('A');
  });

  it('refuses a snapshot of another schema version and keeps the current data', () => {
    db.teams.insert(team());
    const snapshot = { ...snapshotDb(), version: DB_SCHEMA_VERSION + 1 };
    expect(() => restoreDb(snapshot)).toThrow(/Unsupported db snapshot/);
    expect(db.teams.count()).toBe(1);
  });

  it('refuses a snapshot with broken rows and leaves an empty store rather than half of it', () => {
    const snapshot = snapshotDb();
    const broken = { ...snapshot, tables: { ...snapshot.tables, teams: [{ id: 'team_x' }] } };
    expect(() => restoreDb(broken as unknown as typeof snapshot)).toThrow(
      /teams\.organizationId is required/,
    );
    expect(db.users.count()).toBe(0);
  });
});

describe('onDbChange', () => {
  it('reports every write, once per removeWhere and once per reset, until unsubscribed', () => {
    const changes: DbChange[] = [];
    const unsubscribe = onDbChange((change) => changes.push(change));
    const a = db.teams.insert(team({ isActive: false }));
    db.teams.insert(team({ isActive: false }));
    db.teams.update(a.id, { name: 'B' });
    db.teams.update('team_missing', { name: 'C' });
    db.teams.removeWhere((t) => !t.isActive);
    db.teams.remove('team_missing');
    resetDb('empty', NOW);
    unsubscribe();
    db.teams.insert(team());
    expect(changes.map((c) => c.kind)).toEqual(['insert', 'insert', 'update', 'remove', 'reset']);
    expect(changes[2]).toEqual({ kind: 'update', table: 'teams', id: a.id });
  });

  it('keeps writing when a listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unsubscribe = onDbChange(() => {
      throw new Error('storage full');
    });
    expect(() => db.teams.insert(team())).not.toThrow();
    expect(error).toHaveBeenCalled();
    unsubscribe();
  });
});
