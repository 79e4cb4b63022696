import type { ApiResponse } from '../http';
import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto, World } from '../world';
import { dataOf, is2xx, sendWith, VERSION_CASES, type VersionCase } from './versions';

/**
 * No lost update when two editors save at once: the suite reads a record's `version` and sends
 * two updates with that same `If-Match` at the same moment. Exactly one is applied; the other
 * answers 412 with the contract's error shape, and the record then reads as the applied one left
 * it. A server that checks the version, waits (a database round trip) and then writes lets both
 * through. Reported in the `version` column of the update.
 */

const text = (r: ApiResponse) => `${r.status} ${r.text.slice(0, 120)}`;

async function run(w: World, spec: VersionCase): Promise<SequenceCheck[]> {
  const { who } = spec;
  const target = await spec.prepare(w, who);
  const answered = target.answered ?? dataOf;
  const original = await target.read();
  const v0: unknown = original?.version;
  if (typeof v0 !== 'string' || v0 === '')
    return [{ label: 'the record carries a version', problem: `version is ${JSON.stringify(v0)}` }];

  // Odd writes of a setting all set the same value (see VERSION_CASES): never the original's.
  const both = await Promise.all(
    [1, 3].map((n) => sendWith(w, who, target.write(original, n), `"${v0}"`)),
  );
  const won = both.filter((r) => is2xx(r.status));
  const lost = both.filter((r) => !is2xx(r.status));
  const error = (lost[0]?.body as Dto)?.error;
  const checks: SequenceCheck[] = [
    {
      label: 'two updates with the same If-Match at once: one applied, the other 412',
      problem:
        won.length !== 1 || lost[0]?.status !== 412
          ? `answered ${both.map(text).join(' and ')}`
          : typeof error !== 'string' || error === ''
            ? `the 412 body has no error text: ${lost[0].text.slice(0, 160)}`
            : null,
    },
  ];
  if (won.length === 1) {
    const winner = answered(won[0]!.body as Dto);
    const after = await target.read();
    const expected = JSON.stringify(target.mark(winner));
    const found = JSON.stringify(target.mark(after));
    checks.push({
      label: 'the record reads as the applied update left it',
      problem:
        found !== expected
          ? `after both updates the record reads ${found}, not ${expected}`
          : after?.version !== winner?.version
            ? `the version is ${JSON.stringify(after?.version)}, not the applied ${JSON.stringify(winner?.version)}`
            : null,
    });
  }
  if (target.restore) await target.restore(original, await target.read());
  return checks;
}

/** Contract-suite sequences for concurrent saves of one version, keyed by operationId. */
export const SAME_IF_MATCH_CHECKS: Record<string, Sequence> = Object.fromEntries(
  Object.entries(VERSION_CASES).map(([operationId, spec]) => [
    operationId,
    (w: World) => run(w, spec),
  ]),
);
