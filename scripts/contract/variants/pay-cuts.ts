import { http, HttpResponse } from 'msw';
import { LARGE_CHANGE_PERCENT } from '@/lib/amount-limits';
import type { CompensationChange } from '@mocks/db/records';
import { submitRecommendation } from '@mocks/db/recommendation-submit';
import { now } from '@mocks/http/clock';
import type { ErrorDetail } from '@mocks/http/errors';
import { normalizeChanges, toCompensationDataDto } from '@mocks/views/compensation-data';
import type { BrokenVariant } from '../broken-variants';
import { caller, jsonOf } from './helpers';
import { COMPENSATION_DATA, store, targetOf } from './amounts';

/** Broken variants of the mock for the pay-cut rules; see broken-variants.ts. */

type Body = Record<string, unknown>;
const salaryRows = (changes: CompensationChange[]) =>
  changes.filter((c) => /salary/i.test(c.typeName));
const cutPercent = (c: CompensationChange) =>
  c.currentValue && c.currentValue > 0
    ? ((c.currentValue - c.proposedValue) / c.currentValue) * 100
    : 0;

/**
 * A compensation-data save that takes the rows the real rules would refuse when `skips` says so
 * (the salary rows' limits unchecked), draft or submit, for anyone.
 */
function acceptingSave(skips: (changes: CompensationChange[], body: Body) => boolean) {
  return http.post(COMPENSATION_DATA, async ({ request, params }) => {
    const body = await jsonOf(request);
    const auth = caller(request);
    const target = targetOf(params);
    if (!body || !auth || !target || !Array.isArray(body.compensationChanges)) return undefined;
    const details: ErrorDetail[] = [];
    const changes = normalizeChanges(body.compensationChanges, target.participant, details);
    if (details.length > 0 || !skips(changes, body)) return undefined;
    store(target, changes, body);
    if (body.status === 'pending_approval')
      submitRecommendation(
        { ...target, user: auth.user, changes, notes: String(body.justification ?? '') },
        now().toISOString(),
      );
    return HttpResponse.json({ data: toCompensationDataDto(target.participant, target.stage) });
  });
}

export const PAY_CUT_VARIANTS: readonly BrokenVariant[] = [
  {
    // A base salary of 172,500 → 0 taken with a 200.
    name: 'a salary of 0 accepted',
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'state' },
    handlers: [acceptingSave((changes) => salaryRows(changes).some((c) => c.proposedValue <= 0))],
  },
  {
    name: 'a cut of more than 50% of the salary accepted without an admin override',
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'state' },
    handlers: [
      acceptingSave(
        (changes, body) =>
          body.adminOverride !== true &&
          salaryRows(changes).some(
            (c) => c.proposedValue > 0 && cutPercent(c) > LARGE_CHANGE_PERCENT,
          ),
      ),
    ],
  },
  {
    name: 'a pay cut submitted without a justification',
    only: ['saveCompensationData'],
    caught: { operationId: 'saveCompensationData', category: 'state' },
    handlers: [
      acceptingSave(
        (changes, body) =>
          body.status === 'pending_approval' &&
          String(body.exceptionJustification ?? '').trim() === '' &&
          salaryRows(changes).some(
            (c) => cutPercent(c) > 0 && cutPercent(c) <= LARGE_CHANGE_PERCENT,
          ),
      ),
    ],
  },
];
