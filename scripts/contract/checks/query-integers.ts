import type { Sequence, SequenceCheck } from '../sequences';
import { CONTRACT, refusedOn, validRequest } from './valid-request';

/**
 * Integer query parameters (`limit`, `offset`) are decimal digits within the contract's range:
 * any other spelling a number parser might take (`1e309` and `Infinity` read as "no limit" once
 * answered every row of a 10,000-row list, 24.5 MiB) answers 400 naming the parameter. The
 * parameter's minimum in digits is answered 2xx, so the refusals are of the spelling.
 */

/** Numbers to `Number()`, `parseFloat` or a lenient coercion; none is decimal digits. */
export const NOT_DECIMAL_DIGITS = [
  '1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  '0b1',
  '1e3',
  '5.0',
  ' 5',
  '+5',
  '9'.repeat(400),
];

function integerQueryParameters(operationId: string): string[] {
  const operation = CONTRACT.getOperation(operationId);
  return (operation?.parameters ?? [])
    .filter((p) => p.in === 'query' && p.integer)
    .map((p) => p.name);
}

const strictIntegers =
  (operationId: string): Sequence =>
  async (w) => {
    const checks: SequenceCheck[] = [];
    const { request, probe } = await validRequest(w, operationId);
    for (const name of integerQueryParameters(operationId)) {
      const wrong: string[] = [];
      for (const spelled of NOT_DECIMAL_DIGITS) {
        const response = await w.send({ ...request, query: { ...request.query, [name]: spelled } });
        const problem = refusedOn(response, name);
        if (problem) wrong.push(`${name}=${JSON.stringify(spelled.slice(0, 12))} ${problem}`);
      }
      checks.push({
        label: `${name} spelled otherwise than in decimal digits answers 400 on ${name}`,
        problem: wrong.length > 0 ? wrong.join('; ') : null,
      });
      const digits = await w.send({ ...request, query: { ...request.query, [name]: '1' } });
      checks.push({
        label: `${name}=1 in decimal digits is answered`,
        problem:
          digits.status >= 200 && digits.status < 300 ? null : `answered ${digits.status}, not 2xx`,
      });
      await probe.cleanup?.(digits);
    }
    return checks;
  };

export const QUERY_INTEGER_CHECKS: Record<string, Sequence> = Object.fromEntries(
  [...CONTRACT.operations.keys()]
    .filter((operationId) => integerQueryParameters(operationId).length > 0)
    .map((operationId) => [operationId, strictIntegers(operationId)]),
);
