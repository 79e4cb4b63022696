import type { ApiResponse } from '../http';
import { lettersCycle, lettersWorld } from '../letters-world';
import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';

/**
 * Compensation letters (openapi.yaml tag Letters). A letter is pay: the `visibility`
 * checks read letters as the employee and the manager (an employee reads their own released
 * letters only, a scheduled one is missing to them until its date, a manager their participants'
 * only); the `state` checks prove a released letter never changes and a template with an unknown
 * placeholder is refused, naming it.
 */

/** The contract's texts (openapi.yaml, tag Letters). */
export const LETTER_TEXTS = {
  released: 'Released letters cannot be changed',
  unknownPlaceholder: 'Unknown placeholder {{contractSuite}}',
} as const;

const check = (label: string, problem: string | null): SequenceCheck => ({ label, problem });
const said = (response: ApiResponse) => `${response.status} ${response.text.slice(0, 160)}`;

async function get(w: World, who: 'admin' | 'manager' | 'employee', path: string) {
  return w.send({ method: 'get', path, token: w.tokens[who] });
}

const idsOf = (response: ApiResponse): string[] =>
  ((response.body as Dto)?.data ?? []).map((l: Dto) => l.id as string);

export const LETTER_VISIBILITY_CHECKS: Record<string, Sequence> = {
  getLetter: async (w) => {
    const { letters } = await lettersWorld(w);
    const checks: SequenceCheck[] = [];
    const others = await get(w, 'employee', `/api/letters/${letters.report}`);
    checks.push(
      check(
        'an employee cannot read another employee’s letter (404)',
        others.status === 404 ? null : `answered ${said(others)}`,
      ),
    );
    const outsider = await get(w, 'manager', `/api/letters/${letters.outsider}`);
    checks.push(
      check(
        'a manager cannot read the letter of someone they do not manage (404)',
        outsider.status === 404 ? null : `answered ${said(outsider)}`,
      ),
    );

    // A letter of the employee's own, scheduled a year ahead, on a cycle of its own.
    const scheduled = await lettersCycle(w, [w.employeeOf('employee')]);
    const letterId = scheduled.letters[0]!;
    const releaseAt = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
    await w.must('admin', 'post', `/api/review-cycles/${scheduled.cycleId}/letters/release`, {
      letterIds: [letterId],
      releaseAt,
    });
    const early = await get(w, 'employee', `/api/letters/${letterId}`);
    const listed = idsOf(await get(w, 'employee', '/api/me/letters'));
    checks.push(
      check(
        'an employee cannot read their own letter before its release date (404, not listed)',
        early.status !== 404
          ? `answered ${said(early)}`
          : listed.includes(letterId)
            ? 'GET /api/me/letters lists it'
            : null,
      ),
    );
    await w.must('admin', 'post', `/api/review-cycles/${scheduled.cycleId}/letters/release`, {
      letterIds: [letterId],
      releaseAt: null,
    });
    const released = await get(w, 'employee', `/api/letters/${letterId}`);
    const after = idsOf(await get(w, 'employee', '/api/me/letters'));
    checks.push(
      check(
        'once released, the employee reads it and lists it',
        released.status !== 200
          ? `answered ${said(released)}`
          : !after.includes(letterId)
            ? 'GET /api/me/letters does not list it'
            : null,
      ),
    );
    return checks;
  },

  listCycleLetters: async (w) => {
    const { cycleId, letters } = await lettersWorld(w);
    const managers = idsOf(await get(w, 'manager', `/api/review-cycles/${cycleId}/letters`));
    const admins = idsOf(await get(w, 'admin', `/api/review-cycles/${cycleId}/letters`));
    return [
      check(
        'a manager lists their participants’ letters and nobody else’s',
        managers.includes(letters.outsider)
          ? 'the outsider’s letter is listed to the manager'
          : !managers.includes(letters.report) || !managers.includes(letters.own)
            ? `their reports’ letters are missing (${managers.join(', ')})`
            : null,
      ),
      check(
        'an admin lists every letter of the cycle',
        Object.values(letters).every((id) => admins.includes(id))
          ? null
          : `listed ${admins.join(', ')}`,
      ),
    ];
  },

  listMyLetters: async (w) => {
    const { letters } = await lettersWorld(w);
    const mine: Dto[] = ((await get(w, 'employee', '/api/me/letters')).body as Dto)?.data ?? [];
    const employeeId = w.employeeOf('employee');
    const foreign = mine.filter((l) => l.employee?.id !== employeeId || l.status !== 'released');
    return [
      check(
        'an employee lists only their own released letters',
        foreign.length > 0
          ? `listed ${foreign.map((l) => `${l.id} (${l.status})`).join(', ')}`
          : !mine.some((l) => l.id === letters.own)
            ? 'their released letter is missing'
            : null,
      ),
    ];
  },
};

export const LETTER_STATE_CHECKS: Record<string, Sequence> = {
  updateLetter: async (w) => {
    const { cycleId, letters } = await lettersWorld(w);
    const before = (await w.data('admin', `/api/letters/${letters.own}`)) as Dto;
    const response = await w.send({
      method: 'put',
      path: `/api/review-cycles/${cycleId}/letters/${letters.own}`,
      token: w.tokens.admin,
      body: { managerNote: 'Contract suite: a released letter never changes' },
    });
    const after = (await w.data('admin', `/api/letters/${letters.own}`)) as Dto;
    return [
      check(
        'a released letter’s note cannot be changed (409) and stays as it was',
        response.status !== 409 || (response.body as Dto)?.error !== LETTER_TEXTS.released
          ? `answered ${said(response)}`
          : after.managerNote !== before.managerNote || after.body !== before.body
            ? 'the letter changed'
            : null,
      ),
    ];
  },

  generateLetters: async (w) => {
    const { cycleId, participants, letters } = await lettersWorld(w);
    const before = (await w.data('admin', `/api/letters/${letters.own}`)) as Dto;
    const response = await w.send({
      method: 'post',
      path: `/api/review-cycles/${cycleId}/letters`,
      token: w.tokens.admin,
      body: { participantIds: [participants.own], effectiveDate: '2031-06-01' },
    });
    const result = (response.body as Dto)?.data?.results?.[0];
    const after = (await w.data('admin', `/api/letters/${letters.own}`)) as Dto;
    return [
      check(
        'generating a released letter again skips it with its reason and changes nothing',
        response.status !== 200 || result?.generated !== false
          ? `answered ${said(response)}`
          : result.error !== LETTER_TEXTS.released
            ? `the reason is '${String(result.error)}'`
            : after.body !== before.body || after.effectiveDate !== before.effectiveDate
              ? 'the letter changed'
              : null,
      ),
    ];
  },

  releaseLetters: async (w) => {
    const { cycleId, letters } = await lettersWorld(w);
    const before = (await w.data('admin', `/api/letters/${letters.own}`)) as Dto;
    const response = await w.send({
      method: 'post',
      path: `/api/review-cycles/${cycleId}/letters/release`,
      token: w.tokens.admin,
      body: { letterIds: [letters.own], releaseAt: '2031-01-01T09:00:00.000Z' },
    });
    const after = (await w.data('admin', `/api/letters/${letters.own}`)) as Dto;
    const result = (response.body as Dto)?.data?.results?.[0];
    return [
      check(
        'a released letter cannot be scheduled again',
        response.status !== 200 || result?.error !== LETTER_TEXTS.released
          ? `answered ${said(response)}`
          : after.releaseAt !== before.releaseAt || after.status !== 'released'
            ? `its release moved to ${String(after.releaseAt)}`
            : null,
      ),
    ];
  },

  updateLetterTemplate: async (w) => {
    const { cycleId } = await lettersWorld(w);
    const path = `/api/review-cycles/${cycleId}/letter-template`;
    const before = (await w.data('admin', path)) as Dto;
    const response = await w.send({
      method: 'put',
      path,
      token: w.tokens.admin,
      body: { subject: before.subject, body: `${before.body}\n{{contractSuite}}` },
    });
    const after = (await w.data('admin', path)) as Dto;
    const body = response.body as Dto;
    const named = (body?.details ?? []).some(
      (d: Dto) => d.field === 'body' && d.message === LETTER_TEXTS.unknownPlaceholder,
    );
    return [
      check(
        'a template with an unknown placeholder is refused (400) naming it, and not saved',
        response.status !== 400 || body?.error !== LETTER_TEXTS.unknownPlaceholder || !named
          ? `answered ${said(response)}`
          : after.body !== before.body
            ? 'the template was saved anyway'
            : null,
      ),
    ];
  },
};
