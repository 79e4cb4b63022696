import { describe, expect, it } from 'vitest';
import { applyRowChanges, db, restoreDb, snapshotDb } from '@mocks/db';
import { cachedViews } from '@mocks/db/cached';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { employeeCountsOf } from '@mocks/views/level';
import { employeesByName } from '@mocks/views/employee-index';
import { participantRowsInOrder } from '@mocks/views/participant-row-index';

const ORG = 'org_acme';
const view = (name: string) => cachedViews().find((v) => v.name === name)!;
const firstParticipant = () => db.participants.all()[0]!;
const rowOf = (participantId: string) =>
  participantRowsInOrder([db.participants.find(participantId)!], true)[0];

describe('kept answers', () => {
  it('stay through writes to sessions, column preferences and audit entries; an employee write drops them', () => {
    const byName = employeesByName(ORG);
    const participant = firstParticipant();
    const row = rowOf(participant.id);
    const user = db.users.all()[0]!;
    db.sessions.insert({
      token: 'tok',
      userId: user.id,
      organizationId: ORG,
      createdAt: '2026-11-15T12:00:00.000Z',
      expiresAt: '2026-11-16T12:00:00.000Z',
      revokedAt: null,
    });
    const saved = db.columnPreferences.insert({
      userId: user.id,
      tableName: 'participants',
      columns: [],
      updatedAt: '2026-11-15T12:00:00.000Z',
    });
    db.columnPreferences.update(saved.id, {
      columns: [{ key: 'team', label: 'Team', visible: true, order: 0 }],
    });
    db.auditEntries.insert({
      organizationId: ORG,
      actorUserId: null,
      actorName: 'Admin',
      action: 'update',
      entityType: 'employee',
      entityId: participant.employeeId,
      employeeId: participant.employeeId,
      summary: 'Updated',
      before: null,
      after: null,
      reason: null,
      at: '2026-11-15T12:00:00.000Z',
    });
    expect(employeesByName(ORG)).toBe(byName);
    expect(rowOf(participant.id)).toBe(row);

    db.employees.update(participant.employeeId, { lastName: 'Zed' });
    expect(employeesByName(ORG)).not.toBe(byName);
    expect(rowOf(participant.id)).not.toBe(row);
    expect(rowOf(participant.id)!.lastName).toBe('Zed');
  });

  it('are dropped by a write to a table they read only', () => {
    const byName = employeesByName(ORG);
    const counts = employeeCountsOf(ORG);
    const participant = firstParticipant();
    const row = rowOf(participant.id);
    const level = db.levels.all()[0]!;
    db.levels.update(level.id, { name: `${level.name} II` });
    expect(employeesByName(ORG)).toBe(byName);
    expect(employeeCountsOf(ORG)).toBe(counts);
    expect(rowOf(participant.id)).not.toBe(row);
  });

  it('count the tables of the kept answers they read', () => {
    const participant = firstParticipant();
    rowOf(participant.id);
    const tables = view('participant row').tablesOf({
      participantId: participant.id,
      withFlags: true,
    })!;
    // Read by the cycle's index and flags, kept answers of their own, not by the row itself.
    expect(tables).toContain('recommendations');
    expect(tables).toContain('stageInstances');
    expect(tables).toContain('levels');
    expect(tables).not.toContain('sessions');
    db.recommendations.update(db.recommendations.all()[0]!.id, { notes: 'Read again' });
    expect(
      view('participant row').tablesOf({ participantId: participant.id, withFlags: true }),
    ).toBeUndefined();
  });

  it('are all dropped when the store is restored, and by rows written as they are', () => {
    const snapshot = snapshotDb();
    const byName = employeesByName(ORG);
    restoreDb(snapshot);
    const restored = employeesByName(ORG);
    expect(restored).not.toBe(byName);
    const employee = db.employees.all()[0]!;
    applyRowChanges({ employees: { [employee.id]: { ...employee, lastName: 'Aaa' } } });
    expect(employeesByName(ORG)).not.toBe(restored);
    expect(employeesByName(ORG)[0]!.lastName).toBe('Aaa');
  });

  it('keep an admin’s participant rows while an employee saves column preferences', async () => {
    const admin = await loginAs('admin');
    const employee = await loginAs('employee');
    const cycleId = firstParticipant().cycleId;
    const list = await callApi('get', `/api/review-cycles/${cycleId}/participants`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    const arg = { participantId: list.body.data[0].id, withFlags: true };
    const tables = view('participant row').tablesOf(arg);
    expect(tables).toBeDefined();
    const saved = await callApi('patch', '/api/user/preferences/table-columns/participants', {
      token: employee,
      body: { columns: [{ key: 'employee', label: 'Employee', visible: true, order: 0 }] },
    });
    expect(saved.status).toBe(200);
    expect(view('participant row').tablesOf(arg)).toBe(tables);
  });
});
