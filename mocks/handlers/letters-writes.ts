import type { components } from '@/api/schema';
import {
  LETTER_MESSAGES,
  formatLetterDate,
  letterStatus,
  mayWriteLetterNote,
  renderLetter,
} from '@/lib/letters';
import { LETTER_OUT_OF_DATE_MESSAGE } from '@/lib/letter-approval';
import { recordAudit } from '@mocks/audit/record';
import { db } from '@mocks/db';
import type { Letter, Participant, ReviewCycle, User } from '@mocks/db/records';
import { conflict, notFound } from '@mocks/http/errors';
import { defineRoute, ok } from '@mocks/http/route';
import { assertVersion, okVersioned, versionOf } from '@mocks/http/versions';
import { orgCycle } from '@mocks/views/cycle-access';
import { notifyLetterReleased } from '@mocks/views/letter-notices';
import {
  approvedRecommendationOf,
  letterOutOfDate,
  letterValuesOf,
  templateTextOf,
  toLetterDto,
  type TemplateText,
} from '@mocks/views/letter';

type GenerateResult = components['schemas']['GenerateLettersResultRow'];

const skipped = (participantId: string, error: string, letterId: string | null = null) => ({
  participantId,
  letterId,
  generated: false,
  error,
});

const fullName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * Generates (or replaces, while not released) one participant's letter from the cycle's template
 * and its approved recommendation; audited. A replaced letter keeps its id and note, loses its schedule.
 */
function generateOne(
  cycle: ReviewCycle,
  participant: Participant,
  template: TemplateText,
  effectiveDate: string,
  user: User,
  now: Date,
): GenerateResult {
  const existing = db.letters.lookup('participantId', participant.id)[0];
  if (existing && letterStatus(existing.releaseAt, now) === 'released')
    return skipped(participant.id, LETTER_MESSAGES.released, existing.id);
  const recommendation = approvedRecommendationOf(participant.id);
  if (!recommendation) return skipped(participant.id, LETTER_MESSAGES.noApprovedRecommendation);
  const values = letterValuesOf(cycle, participant, recommendation, effectiveDate);
  const managerNote = existing?.managerNote ?? '';
  const rendered = renderLetter(template, { ...values, managerNote });
  const stamp = now.toISOString();
  const fields = {
    recommendationId: recommendation.id,
    templateSubject: template.subject,
    templateBody: template.body,
    ...rendered,
    values,
    managerNote,
    effectiveDate,
    releaseAt: null,
    generatedAt: stamp,
    generatedByName: fullName(user),
    updatedAt: stamp,
  };
  const letter: Letter | undefined = existing
    ? db.letters.update(existing.id, fields)
    : db.letters.insert({
        organizationId: cycle.organizationId,
        cycleId: cycle.id,
        participantId: participant.id,
        employeeId: participant.employeeId,
        ...fields,
        createdAt: stamp,
      });
  if (!letter) return skipped(participant.id, LETTER_MESSAGES.letterNotFound);
  recordAudit({
    actor: user,
    organizationId: cycle.organizationId,
    action: 'generate',
    entityType: 'letter',
    entityId: letter.id,
    employeeId: participant.employeeId,
    summary: `Letter generated for ${values.employeeName} (effective ${formatLetterDate(effectiveDate)})`,
    after: {
      effectiveDate,
      currency: values.currency,
      previousSalary: values.previousSalary,
      newSalary: values.newSalary,
      bonus: values.bonus,
    },
    at: now,
  });
  return { participantId: participant.id, letterId: letter.id, generated: true, error: null };
}

export const handlers = [
  defineRoute({
    operationId: 'generateLetters',
    auth: ['admin'],
    handler: ({ user, params, body, now }) => {
      const cycle = orgCycle(params.cycleId, user);
      const template = templateTextOf(cycle.id);
      const participants = db.participants.lookup('cycleId', cycle.id);
      const targets = body.participantIds
        ? body.participantIds.map((id) => participants.find((p) => p.id === id) ?? id)
        : participants.filter((p) => approvedRecommendationOf(p.id));
      const results = targets.map((target) =>
        typeof target === 'string'
          ? skipped(target, LETTER_MESSAGES.participantNotFound)
          : generateOne(cycle, target, template, body.effectiveDate, user, now),
      );
      const generatedCount = results.filter((r) => r.generated).length;
      return ok(200, {
        data: { generatedCount, skippedCount: results.length - generatedCount, results },
      });
    },
  }),

  defineRoute({
    operationId: 'releaseLetters',
    auth: ['admin'],
    handler: ({ user, params, body, now }) => {
      const cycle = orgCycle(params.cycleId, user);
      const requested = body.releaseAt === null ? null : new Date(body.releaseAt);
      const releaseAt = (requested && requested > now ? requested : now).toISOString();
      const results = body.letterIds.map((letterId) => {
        const letter = db.letters.find(letterId);
        if (!letter || letter.cycleId !== cycle.id)
          return { letterId, status: null, releaseAt: null, error: LETTER_MESSAGES.letterNotFound };
        if (letterStatus(letter.releaseAt, now) === 'released')
          return {
            letterId,
            status: 'released' as const,
            releaseAt: letter.releaseAt,
            error: LETTER_MESSAGES.released,
          };
        if (letterOutOfDate(letter))
          return {
            letterId,
            status: letterStatus(letter.releaseAt, now),
            releaseAt: letter.releaseAt,
            error: LETTER_OUT_OF_DATE_MESSAGE,
          };
        const saved = db.letters.update(letter.id, { releaseAt, updatedAt: now.toISOString() });
        const status = letterStatus(releaseAt, now);
        // A scheduled one is told at its date (runDueLetterNotices).
        if (saved && status === 'released') notifyLetterReleased(saved, user, now);
        const name = `${letter.values.employeeName}`;
        recordAudit({
          actor: user,
          organizationId: cycle.organizationId,
          action: status === 'released' ? 'release' : 'schedule',
          entityType: 'letter',
          entityId: letter.id,
          employeeId: letter.employeeId,
          summary:
            status === 'released'
              ? `Letter released to ${name}`
              : `Letter to ${name} scheduled for ${releaseAt}`,
          before: { releaseAt: letter.releaseAt },
          after: { releaseAt },
          at: now,
        });
        return { letterId, status, releaseAt, error: null };
      });
      const count = (status: string) =>
        results.filter((r) => r.error === null && r.status === status).length;
      return ok(200, {
        data: {
          releasedCount: count('released'),
          scheduledCount: count('scheduled'),
          skippedCount: results.filter((r) => r.error !== null).length,
          results,
        },
      });
    },
  }),

  defineRoute({
    operationId: 'updateLetter',
    auth: ['admin', 'manager'],
    handler: ({ user, params, body, now, request }) => {
      const cycle = orgCycle(params.cycleId, user);
      const letter = db.letters.find(params.letterId);
      if (!letter || letter.cycleId !== cycle.id) throw notFound('Letter');
      const managerEmployeeId = db.participants.find(letter.participantId)?.managerId ?? null;
      if (!mayWriteLetterNote(user, { employeeId: letter.employeeId, managerEmployeeId }))
        throw notFound('Letter');
      assertVersion(request, versionOf(letter));
      if (letterStatus(letter.releaseAt, now) === 'released')
        throw conflict(LETTER_MESSAGES.released);
      const managerNote = body.managerNote;
      const rendered = renderLetter(
        { subject: letter.templateSubject, body: letter.templateBody },
        { ...letter.values, managerNote },
      );
      const updated = db.letters.update(letter.id, {
        ...rendered,
        managerNote,
        updatedAt: now.toISOString(),
      });
      // An empty note is no note.
      if ((letter.managerNote || null) !== (managerNote || null))
        recordAudit({
          actor: user,
          organizationId: cycle.organizationId,
          action: 'update',
          entityType: 'letter',
          entityId: letter.id,
          employeeId: letter.employeeId,
          summary: `Manager's note changed on the letter to ${letter.values.employeeName}`,
          before: { managerNote: letter.managerNote || null },
          after: { managerNote: managerNote || null },
          at: now,
        });
      return okVersioned(200, { data: toLetterDto(updated ?? letter, now) });
    },
  }),
];
