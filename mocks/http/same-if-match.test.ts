import { describe, expect, it } from 'vitest';
import { STALE_RECORD } from '@/lib/record-version';
import { callApi } from '@mocks/test/api';
import { VERSIONED_FIXTURES } from '@mocks/test/versioned-writes';
import { contract } from './contract';

/**
 * Two editors who loaded the same version save at the same moment: exactly one write is applied,
 * the other is refused and changes nothing. The operations are every one whose contract takes
 * `If-Match`, so a new versioned operation fails here until it has a fixture. The refusal's body
 * is checked against the contract by the route wrapper (a mismatch fails the test afterwards).
 */

const VERSIONED = [...contract.operations.values()]
  .filter((op) => op.parameters.some((p) => p.in === 'header' && p.name === 'If-Match'))
  .map((op) => op.operationId)
  .sort();

const is2xx = (status: number) => status >= 200 && status < 300;

describe('the same If-Match sent twice at once', () => {
  it('every operation taking If-Match has a fixture', () => {
    expect(VERSIONED.length).toBeGreaterThan(20);
    expect(Object.keys(VERSIONED_FIXTURES).sort()).toEqual(VERSIONED);
  });

  it.each(VERSIONED)('%s: one write applied, the other refused', async (operationId) => {
    const fixture = VERSIONED_FIXTURES[operationId]!;
    const target = await fixture.prepare();
    const version = await target.version();
    const headers = { 'If-Match': `"${version}"` };
    const send = (n: number) => {
      const { method, path, body } = target.write(n);
      return callApi(method, path, { token: target.token, headers, body });
    };
    const answers = await Promise.all([send(1), send(2)]);
    const answered = JSON.stringify(answers.map((a) => [a.status, a.body])).slice(0, 400);
    const won = answers.filter((a) => is2xx(a.status));
    const lost = answers.filter((a) => !is2xx(a.status));
    expect({ won: won.length, lost: lost.map((a) => a.status) }, answered).toEqual({
      won: 1,
      lost: [412],
    });
    expect(lost[0]!.body).toMatchObject({ error: STALE_RECORD.error });
    expect(await target.version()).not.toBe(version);
  });
});
