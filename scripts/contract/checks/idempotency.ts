import type { ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';

/**
 * Repeated submits (openapi.yaml, IdempotencyKey): a creating call sent again with the same
 * `Idempotency-Key` and body creates one record and answers the first answer again, also when
 * the two arrive at once; the same key with another body answers 422 and creates nothing.
 */

const CYCLES = '/api/review-cycles';

async function cyclesNamed(w: World, name: string): Promise<number> {
  const list = (await w.data('admin', CYCLES)) as Dto[];
  return list.filter((c) => c.name === name).length;
}

function sendWithKey(w: World, key: string, body: Dto): Promise<ApiResponse> {
  return w.send({
    method: 'post',
    path: CYCLES,
    token: w.tokens.admin,
    body,
    headers: { 'Idempotency-Key': key },
  });
}

/** Deletes at cleanup whatever the probes created, each record once. */
function trackCreated(w: World, responses: ApiResponse[]): void {
  const ids = new Set(
    responses
      .filter((r) => r.status === 201)
      .map((r) => (r.body as Dto)?.data?.id)
      .filter((id): id is string => typeof id === 'string'),
  );
  for (const id of ids) w.track(`${CYCLES}/${id}`, 'cycle');
}

const idOf = (response: ApiResponse) => (response.body as Dto)?.data?.id as string | undefined;

const repeatedCreate: Sequence = async (w) => {
  const checks: SequenceCheck[] = [];
  const body = w.cycleBody([w.outsiderId]);
  const key = w.unique('contract-key');
  const first = await sendWithKey(w, key, body);
  const again = await sendWithKey(w, key, body);
  const other = await sendWithKey(w, key, { ...body, name: `${body.name} (another body)` });
  const atOnce = w.cycleBody([w.outsiderId]);
  const concurrentKey = w.unique('contract-key');
  const together = await Promise.all([
    sendWithKey(w, concurrentKey, atOnce),
    sendWithKey(w, concurrentKey, atOnce),
  ]);
  trackCreated(w, [first, again, other, ...together]);

  const named = await cyclesNamed(w, String(body.name));
  checks.push({
    label: 'a create sent twice with one Idempotency-Key makes one record and answers alike',
    problem:
      first.status !== 201
        ? `the first create answered ${first.status}`
        : again.status !== first.status || idOf(again) !== idOf(first)
          ? `the repeat answered ${again.status} ${idOf(again) ?? ''}, not the first answer`
          : named !== 1
            ? `${named} cycles are now named "${body.name}"`
            : null,
  });
  const others = await cyclesNamed(w, `${body.name} (another body)`);
  checks.push({
    label: 'the same Idempotency-Key with another body answers 422 and creates nothing',
    problem:
      other.status !== 422
        ? `answered ${other.status}, not 422`
        : others !== 0
          ? 'the other body was created'
          : null,
  });
  const concurrent = await cyclesNamed(w, String(atOnce.name));
  const [a, b] = together;
  checks.push({
    label: 'two creates with one Idempotency-Key at once make one record',
    problem:
      a!.status !== 201 || b!.status !== 201
        ? `answered ${a!.status} and ${b!.status}`
        : concurrent !== 1
          ? `${concurrent} cycles are now named "${atOnce.name}"`
          : null,
  });
  return checks;
};

export const IDEMPOTENCY_CHECKS: Record<string, Sequence> = {
  createReviewCycle: repeatedCreate,
};
