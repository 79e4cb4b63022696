// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultReminderMessage,
  describeOpenItems,
  formatMoment,
  dueReminder,
  isPastDue,
  isStageOpen,
  reminderDate,
  reminderOffsetErrors,
  reminderSchedule,
  whoIsBehind,
  type ScheduleInput,
} from './nudges';

const at = (day: string) => new Date(`${day}T12:00:00`);

describe('who is behind', () => {
  it('counts a stage as open until it is submitted', () => {
    expect(isStageOpen('not_started')).toBe(true);
    expect(isStageOpen('in_progress')).toBe(true);
    expect(isStageOpen('draft')).toBe(true);
    expect(isStageOpen(undefined)).toBe(true);
    expect(isStageOpen('pending_approval')).toBe(false);
    expect(isStageOpen('completed')).toBe(false);
  });

  it('groups open tasks per person, most first, then by name', () => {
    const names: Record<string, string> = { a: 'Zoe', b: 'Adam', c: 'Bea' };
    const behind = whoIsBehind(
      [
        { personId: 'a', reason: 'self_review', participantName: 'Zoe' },
        { personId: 'c', reason: 'manager_review', participantName: 'Ann' },
        { personId: 'c', reason: 'approval', participantName: 'Bob' },
        { personId: 'b', reason: 'self_review', participantName: 'Adam' },
        { personId: 'c', reason: 'manager_review', participantName: 'Cy' },
      ],
      (id) => names[id]!,
    );
    expect(behind.map((p) => p.personId)).toEqual(['c', 'b', 'a']);
    expect(behind[0]).toMatchObject({ selfReviews: 0, managerReviews: 2, approvals: 1 });
    expect(behind[0]!.tasks).toHaveLength(3);
  });

  it('is past due only after the end date', () => {
    expect(isPastDue('2026-03-31', at('2026-03-31'))).toBe(false);
    expect(isPastDue('2026-03-31', at('2026-04-01'))).toBe(true);
    expect(isPastDue(null, at('2026-04-01'))).toBe(false);
  });
});

describe('reminder schedule', () => {
  const base: ScheduleInput = {
    endDate: '2026-03-31',
    offsets: [1, 3],
    sent: [],
    enabled: true,
    active: true,
    now: at('2026-03-20'),
  };

  it('dates each reminder before the end date, across months', () => {
    expect(reminderDate('2026-03-31', 3)).toBe('2026-03-28');
    expect(reminderDate('2026-03-02', 3)).toBe('2026-02-27');
    expect(reminderDate('2026-03-31T00:00:00.000Z', 0)).toBe('2026-03-31');
  });

  it('lists reminders earliest first, upcoming before their day', () => {
    expect(reminderSchedule(base)).toEqual([
      { offsetDays: 3, date: '2026-03-28', status: 'upcoming', sentAt: null, recipientCount: null },
      { offsetDays: 1, date: '2026-03-30', status: 'upcoming', sentAt: null, recipientCount: null },
    ]);
  });

  it('is due on its day and sent once it went out', () => {
    const due = reminderSchedule({ ...base, now: at('2026-03-28') });
    expect(due.map((e) => e.status)).toEqual(['due', 'upcoming']);
    expect(dueReminder(due)?.offsetDays).toBe(3);
    const sent = [
      { offsetDays: 3, date: '2026-03-28', sentAt: '2026-03-28T08:00:00Z', recipientCount: 4 },
    ];
    const after = reminderSchedule({ ...base, sent, now: at('2026-03-29') });
    expect(after.map((e) => e.status)).toEqual(['sent', 'upcoming']);
    expect(after[0]).toMatchObject({ sentAt: '2026-03-28T08:00:00Z', recipientCount: 4 });
    expect(dueReminder(after)).toBeUndefined();
  });

  it('sends only the latest passed reminder when several days passed unsent', () => {
    const entries = reminderSchedule({ ...base, now: at('2026-03-31') });
    expect(entries.map((e) => e.status)).toEqual(['skipped', 'due']);
    const sent = [{ offsetDays: 1, date: '2026-03-30', sentAt: 'x', recipientCount: 1 }];
    expect(reminderSchedule({ ...base, sent, now: at('2026-03-31') }).map((e) => e.status)).toEqual(
      ['skipped', 'sent'],
    );
  });

  it('sends nothing after the end date, for an inactive cycle or with reminders off', () => {
    expect(reminderSchedule({ ...base, now: at('2026-04-01') }).map((e) => e.status)).toEqual([
      'skipped',
      'skipped',
    ]);
    expect(
      reminderSchedule({ ...base, active: false, now: at('2026-03-29') }).map((e) => e.status),
    ).toEqual(['skipped', 'off']);
    expect(
      reminderSchedule({ ...base, enabled: false, now: at('2026-03-20') }).map((e) => e.status),
    ).toEqual(['off', 'off']);
  });

  it('keeps a sent reminder of an older end date out of a moved schedule', () => {
    const sent = [{ offsetDays: 3, date: '2026-03-28', sentAt: 'x', recipientCount: 1 }];
    const moved = reminderSchedule({ ...base, endDate: '2026-04-30', sent });
    expect(moved.map((e) => [e.date, e.status])).toEqual([
      ['2026-04-27', 'upcoming'],
      ['2026-04-29', 'upcoming'],
    ]);
  });

  it('checks offsets: whole days 0 to 60, once each, at most five', () => {
    expect(reminderOffsetErrors([3, 1])).toEqual([]);
    expect(reminderOffsetErrors([0, 60])).toEqual([]);
    expect(reminderOffsetErrors([61])).toHaveLength(1);
    expect(reminderOffsetErrors([1.5])).toHaveLength(1);
    expect(reminderOffsetErrors([2, 2])).toEqual(['Each day may be listed once']);
    expect(reminderOffsetErrors([1, 2, 3, 4, 5, 6])).toHaveLength(1);
  });
});

describe('default reminder message', () => {
  const input = {
    cycleName: 'Annual Review 2026',
    endDate: '2026-03-31',
    recipientFirstName: 'Maria',
    selfReviews: 0,
    managerReviews: 2,
    approvals: 1,
    now: at('2026-03-20'),
  };

  it('names what is open and when the cycle ends', () => {
    expect(defaultReminderMessage(input)).toBe(
      'Hi Maria,\n\nAnnual Review 2026 ends on 2026-03-31. You still have 2 manager reviews, 1 approval to complete. Please finish them in Meritly.\n\nThank you!',
    );
  });

  it('says past due after the end date', () => {
    expect(
      defaultReminderMessage({
        ...input,
        now: at('2026-04-02'),
        selfReviews: 1,
        managerReviews: 0,
        approvals: 0,
      }),
    ).toContain(
      'was due on 2026-03-31 and is now past due. You still have 1 self review to complete.',
    );
  });
});

describe('labels', () => {
  it('describes open items and formats instants', () => {
    expect(describeOpenItems({ selfReviews: 1, managerReviews: 0, approvals: 3 })).toBe(
      '1 self review · 3 approvals',
    );
    expect(formatMoment('2026-03-01T09:30:00')).toBe('Mar 1, 2026, 9:30 AM');
    expect(formatMoment(null)).toBe('');
  });
});
