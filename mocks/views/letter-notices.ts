import { letterNoticeBody, letterNoticeSubject } from '@/lib/launch-notice';
import { letterStatus } from '@/lib/letters';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import type { Letter, User } from '@mocks/db/records';
import { letterOutOfDate } from './letter';
import { deliverNotice } from './notices';

/**
 * Tells a released letter's employee it is ready (outbox and in-app), once: the letter records
 * when. Sent as of the moment the letter became readable; `sender` is the admin who released it
 * now, null for a scheduled release.
 */
export function notifyLetterReleased(letter: Letter, sender: User | null, now: Date): void {
  const cycle = db.reviewCycles.find(letter.cycleId);
  const employee = db.employees.find(letter.employeeId);
  const at =
    letter.releaseAt && letter.releaseAt < now.toISOString() ? new Date(letter.releaseAt) : now;
  if (cycle && employee) {
    deliverNotice({
      organizationId: letter.organizationId,
      cycleId: cycle.id,
      employee,
      subject: letterNoticeSubject(cycle.name),
      body: letterNoticeBody(cycle.name, employee.firstName),
      outboxKind: 'letter',
      notificationKind: 'letter_released',
      sender,
      now: at,
    });
  }
  db.letters.update(letter.id, { releaseNotifiedAt: at.toISOString() });
}

/**
 * A scheduled letter whose time came while it no longer matches its approved recommendation is
 * not released: it goes back to draft, for the admin to regenerate (openapi.yaml releaseLetters).
 */
function holdOutOfDate(letter: Letter, now: Date): void {
  db.letters.update(letter.id, { releaseAt: null, updatedAt: now.toISOString() });
  recordAudit({
    actor: { system: 'Scheduled release' },
    organizationId: letter.organizationId,
    action: 'update',
    entityType: 'letter',
    entityId: letter.id,
    employeeId: letter.employeeId,
    summary: `Letter to ${letter.values.employeeName} not released: it no longer matches its approved recommendation`,
    before: { releaseAt: letter.releaseAt },
    after: { releaseAt: null },
    at: now,
  });
}

/**
 * Releases the organization's letters whose scheduled time has come: tells their employees, or
 * holds back one that is out of date. Cheap when none has: handlers that show notifications, the
 * outbox or letters call it first.
 */
export function runDueLetterNotices(organizationId: string, now: Date): void {
  for (const letter of db.letters.lookup('releaseNotifiedAt', null)) {
    if (letter.organizationId !== organizationId) continue;
    if (letterStatus(letter.releaseAt, now) !== 'released') continue;
    if (letterOutOfDate(letter)) holdOutOfDate(letter, now);
    else notifyLetterReleased(letter, null, now);
  }
}
