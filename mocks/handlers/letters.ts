import { letterStatus, letterTemplateErrors, renderLetter } from '@/lib/letters';
import { db } from '@mocks/db';
import { notFound, throwIfInvalid } from '@mocks/http/errors';
import { ANY_ROLE, defineRoute, ok } from '@mocks/http/route';
import { assertVersion, okVersioned } from '@mocks/http/versions';
import type { Participant } from '@mocks/db/records';
import { orgCycle } from '@mocks/views/cycle-access';
import { runDueLetterNotices } from '@mocks/views/letter-notices';
import {
  byEmployeeName,
  canReadLetter,
  letterValuesOf,
  managesLetter,
  previewRecommendationOf,
  savedTemplateOf,
  templateVersion,
  toLetterDto,
  toLetterSummary,
  toLetterTemplateDto,
} from '@mocks/views/letter';

const ADMIN = ['admin'] as const;

/** The template, the preview and the reads of letters; generation and release: letters-writes.ts. */
export const handlers = [
  defineRoute({
    operationId: 'getLetterTemplate',
    auth: ADMIN,
    handler: ({ user, params }) =>
      okVersioned(200, { data: toLetterTemplateDto(orgCycle(params.cycleId, user).id) }),
  }),

  defineRoute({
    operationId: 'updateLetterTemplate',
    auth: ADMIN,
    handler: ({ user, params, body, now, request }) => {
      const cycle = orgCycle(params.cycleId, user);
      assertVersion(request, templateVersion(cycle.id));
      throwIfInvalid(letterTemplateErrors(body));
      const saved = savedTemplateOf(cycle.id);
      const stamp = now.toISOString();
      const text = { subject: body.subject, body: body.body, updatedByUserId: user.id };
      if (saved) db.letterTemplates.update(saved.id, { ...text, updatedAt: stamp });
      else
        db.letterTemplates.insert({
          organizationId: cycle.organizationId,
          cycleId: cycle.id,
          ...text,
          createdAt: stamp,
          updatedAt: stamp,
        });
      return okVersioned(200, { data: toLetterTemplateDto(cycle.id) });
    },
  }),

  defineRoute({
    operationId: 'previewLetter',
    auth: ADMIN,
    handler: ({ user, params, body, now }) => {
      const cycle = orgCycle(params.cycleId, user);
      throwIfInvalid(letterTemplateErrors(body));
      const participant = db.participants.find(body.participantId);
      if (!participant || participant.cycleId !== cycle.id) throw notFound('Participant');
      const recommendation = previewRecommendationOf(participant.id);
      const effectiveDate = body.effectiveDate ?? now.toISOString().slice(0, 10);
      const letter = db.letters.lookup('participantId', participant.id)[0];
      const managerNote = body.managerNote ?? letter?.managerNote ?? '';
      const values = letterValuesOf(cycle, participant, recommendation, effectiveDate);
      const rendered = renderLetter(body, { ...values, managerNote });
      return ok(200, {
        data: { ...rendered, recommendationStatus: recommendation?.status ?? null },
      });
    },
  }),

  defineRoute({
    operationId: 'listCycleLetters',
    auth: ['admin', 'manager'],
    handler: ({ user, params, now }) => {
      const cycle = orgCycle(params.cycleId, user);
      runDueLetterNotices(user.organizationId, now);
      const letters = db.letters.lookup('cycleId', cycle.id);
      if (user.role === 'admin') {
        return ok(200, { data: letters.map((l) => toLetterSummary(l, now)).sort(byEmployeeName) });
      }
      // A manager with no participant of theirs in the cycle does not see the cycle at all.
      const manages = (p: Participant) => !!user.employeeId && p.managerId === user.employeeId;
      if (!db.participants.lookup('cycleId', cycle.id).some(manages))
        throw notFound('Review cycle');
      const visible = letters.filter((l) => managesLetter(user, l));
      return ok(200, { data: visible.map((l) => toLetterSummary(l, now)).sort(byEmployeeName) });
    },
  }),

  defineRoute({
    operationId: 'listMyLetters',
    auth: ANY_ROLE,
    handler: ({ user, now }) => {
      runDueLetterNotices(user.organizationId, now);
      const own = user.employeeId ? db.letters.lookup('employeeId', user.employeeId) : [];
      const released = own
        .filter((l) => l.organizationId === user.organizationId)
        .filter((l) => letterStatus(l.releaseAt, now) === 'released')
        .sort((a, b) => (b.releaseAt ?? '').localeCompare(a.releaseAt ?? ''));
      return ok(200, { data: released.map((l) => toLetterSummary(l, now, user)) });
    },
  }),

  defineRoute({
    operationId: 'getLetter',
    auth: ANY_ROLE,
    handler: ({ user, params, now }) => {
      runDueLetterNotices(user.organizationId, now);
      const letter = db.letters.find(params.letterId);
      if (!letter || !canReadLetter(user, letter, now)) throw notFound('Letter');
      return okVersioned(200, { data: toLetterDto(letter, now, user) });
    },
  }),
];
