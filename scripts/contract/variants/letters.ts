import { http, HttpResponse } from 'msw';
import { letterStatus } from '@/lib/letters';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import { letterOutOfDate, managesLetter, toLetterDto } from '@mocks/views/letter';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf, param } from './helpers';

/** Broken variants of the mock for compensation letters; see broken-variants.ts. */
export const LETTER_VARIANTS: readonly BrokenVariant[] = [
  {
    name: 'a letter released after its recommendation stopped matching it',
    only: ['releaseLetters'],
    caught: { operationId: 'releaseLetters', category: 'state' },
    handlers: [
      http.post('*/api/review-cycles/:cycleId/letters/release', async ({ request }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || auth.user.role !== 'admin' || !Array.isArray(body?.letterIds))
          return undefined;
        const stale = (body.letterIds as string[])
          .map((id) => db.letters.find(id))
          .filter((l) => !!l && letterStatus(l.releaseAt, now()) !== 'released')
          .filter((l) => letterOutOfDate(l!));
        if (stale.length === 0) return undefined;
        const releaseAt = now().toISOString();
        const results = stale.map((letter) => {
          db.letters.update(letter!.id, { releaseAt, releaseNotifiedAt: releaseAt });
          return { letterId: letter!.id, status: 'released', releaseAt, error: null };
        });
        return HttpResponse.json({
          data: { releasedCount: results.length, scheduledCount: 0, skippedCount: 0, results },
        });
      }),
    ],
  },
  {
    name: 'a scheduled letter readable by its employee before its release date',
    only: ['getLetter'],
    caught: { operationId: 'getLetter', category: 'visibility' },
    handlers: [
      http.get('*/api/letters/:letterId', ({ request, params }) => {
        const auth = caller(request);
        const letter = db.letters.find(param(params.letterId));
        if (!auth || !letter || letter.employeeId !== auth.user.employeeId) return undefined;
        if (letterStatus(letter.releaseAt, now()) !== 'scheduled') return undefined;
        return HttpResponse.json({ data: toLetterDto(letter, now()) });
      }),
    ],
  },
  {
    name: 'a released letter’s note changed anyway',
    only: ['updateLetter'],
    caught: { operationId: 'updateLetter', category: 'state' },
    handlers: [
      http.put('*/api/review-cycles/:cycleId/letters/:letterId', async ({ request, params }) => {
        const auth = caller(request);
        const letter = db.letters.find(param(params.letterId));
        if (!auth || auth.user.role !== 'admin' || !letter) return undefined;
        if (letterStatus(letter.releaseAt, now()) !== 'released') return undefined;
        const body = await jsonOf(request);
        const updated = db.letters.update(letter.id, { managerNote: String(body?.managerNote) });
        return HttpResponse.json({ data: toLetterDto(updated ?? letter, now()) });
      }),
    ],
  },
  {
    name: 'a manager writes the note on the letter of someone they do not manage',
    only: ['updateLetter'],
    caught: { operationId: 'updateLetter', category: '404' },
    handlers: [
      http.put('*/api/review-cycles/:cycleId/letters/:letterId', async ({ request, params }) => {
        const auth = caller(request);
        const letter = db.letters.find(param(params.letterId));
        if (!auth || auth.user.role !== 'manager' || !letter) return undefined;
        if (letter.cycleId !== param(params.cycleId) || managesLetter(auth.user, letter))
          return undefined;
        if (letterStatus(letter.releaseAt, now()) === 'released') return undefined;
        const body = await jsonOf(request);
        const updated = db.letters.update(letter.id, { managerNote: String(body?.managerNote) });
        return HttpResponse.json({ data: toLetterDto(updated ?? letter, now()) });
      }),
    ],
  },
  {
    name: 'a template with an unknown placeholder saved',
    only: ['updateLetterTemplate'],
    caught: { operationId: 'updateLetterTemplate', category: 'state' },
    handlers: [
      http.put('*/api/review-cycles/:cycleId/letter-template', async ({ request, params }) => {
        const auth = caller(request);
        const body = await jsonOf(request);
        if (!auth || auth.user.role !== 'admin' || typeof body?.body !== 'string') return undefined;
        if (!body.body.includes('{{contractSuite}}')) return undefined;
        const cycleId = param(params.cycleId);
        const saved = db.letterTemplates.lookup('cycleId', cycleId)[0];
        const stamp = now().toISOString();
        const text = { subject: String(body.subject), body: body.body, updatedByUserId: null };
        if (saved) db.letterTemplates.update(saved.id, { ...text, updatedAt: stamp });
        else
          db.letterTemplates.insert({
            organizationId: auth.user.organizationId,
            cycleId,
            ...text,
            createdAt: stamp,
            updatedAt: stamp,
          });
        const message = 'Unknown placeholder {{contractSuite}}';
        return HttpResponse.json(
          { error: message, details: [{ field: 'body', message }] },
          { status: 400 },
        );
      }),
    ],
  },
];
