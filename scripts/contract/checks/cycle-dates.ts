import type { Sequence } from '../sequences';
import type { Dto, World } from '../world';

/**
 * A review cycle ends after it starts: an end date equal to the start date (or before it)
 * answers 400 'End date must be after start date' on endDate, on create and on update, and
 * changes nothing; an end the day after the start is accepted. A guideline's review period
 * likewise: 400 'The review period must end after it starts.' on reviewPeriodEnd.
 */

export const END_AFTER_START = 'End date must be after start date';
export const PERIOD_END_AFTER_START = 'The review period must end after it starts.';

const DAY = 24 * 60 * 60 * 1000;

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

function refusedOn(
  response: { status: number; body: unknown },
  field = 'endDate',
  message = END_AFTER_START,
): string | null {
  if (response.status !== 400) return `answered ${response.status}, not 400`;
  const details: Dto[] = (response.body as Dto)?.details ?? [];
  return details.some((d) => d?.field === field && d?.message === message)
    ? null
    : `the 400 has no ${field} detail '${message}' (${JSON.stringify(details)})`;
}

async function cyclesNamed(w: World, name: string): Promise<number> {
  const list: Dto[] = await w.data('admin', '/api/review-cycles');
  return list.filter((c) => c.name === name).length;
}

/** Creates a cycle as the admin; one the server made is tracked for clean-up. */
async function createCycle(w: World, body: Dto) {
  const response = await w.send({
    method: 'post',
    path: '/api/review-cycles',
    token: w.tokens.admin,
    body,
  });
  const id = (response.body as Dto)?.data?.id;
  if (response.status < 300 && typeof id === 'string') w.track(`/api/review-cycles/${id}`, 'cycle');
  return response;
}

const onCreate: Sequence = async (w) => {
  const body = w.cycleBody([w.outsiderId]);
  const sameDay = { ...body, endDate: body.startDate };
  const response = await createCycle(w, sameDay);
  const stored = await cyclesNamed(w, sameDay.name);
  const nextDay = { ...body, name: w.unique('Contract cycle'), endDate: dayAfter(body.startDate) };
  const accepted = await createCycle(w, nextDay);
  return [
    {
      label: 'a cycle ending on its start day answers 400 on endDate and is not created',
      problem: refusedOn(response) ?? (stored > 0 ? 'the cycle was created anyway' : null),
    },
    {
      label: 'a cycle ending the day after its start is created',
      problem: accepted.status === 201 ? null : `answered ${accepted.status}, not 201`,
    },
  ];
};

const onUpdate: Sequence = async (w) => {
  const id = await w.cycle();
  const before = await w.data('admin', `/api/review-cycles/${id}`);
  const body = w.cycleBody([w.outsiderId]);
  const response = await w.send({
    method: 'put',
    path: `/api/review-cycles/${id}`,
    token: w.tokens.admin,
    body: { ...body, name: before.name, endDate: body.startDate },
  });
  const after = await w.data('admin', `/api/review-cycles/${id}`);
  const changed =
    after.startDate !== before.startDate || after.endDate !== before.endDate
      ? `the dates changed to ${after.startDate} – ${after.endDate}`
      : null;
  return [
    {
      label:
        'an update ending the cycle on its start day answers 400 on endDate and changes nothing',
      problem: refusedOn(response) ?? changed,
    },
  ];
};

const onGuideline: Sequence = async (w) => {
  const path = `/api/review-cycles/${w.sharedCycleId}/guidelines`;
  const before = await w.data('admin', path);
  const response = await w.send({
    method: 'put',
    path,
    token: w.tokens.admin,
    body: {
      positionBoundaries: before.positionBoundaries,
      ranges: before.ranges,
      overBudgetPolicy: before.overBudgetPolicy,
      reviewPeriodStart: before.reviewPeriodStart,
      reviewPeriodEnd: before.reviewPeriodStart,
    },
  });
  const after = await w.data('admin', path);
  const changed =
    JSON.stringify(after) !== JSON.stringify(before)
      ? `the guideline changed (review period ${after.reviewPeriodStart} – ${after.reviewPeriodEnd})`
      : null;
  return [
    {
      label:
        'a review period ending on its start day answers 400 on reviewPeriodEnd and changes nothing',
      problem: refusedOn(response, 'reviewPeriodEnd', PERIOD_END_AFTER_START) ?? changed,
    },
  ];
};

export const CYCLE_DATE_CHECKS: Record<string, Sequence> = {
  createReviewCycle: onCreate,
  updateReviewCycle: onUpdate,
  saveCycleGuideline: onGuideline,
};
