// @vitest-environment node
import { describe, expect, it } from 'vitest';
import contract from '@/api/openapi.gen.json';
import { JsonLiteral, toJsonText } from './json-literal';
import { bodyMutations, type Json } from './schema-arb';

const doc = contract as unknown as Json;
const schema = { $ref: '#/components/schemas/CompensationDataInput' };

describe('the boundary set crosses every money limit', () => {
  it('writes numbers no double holds as they are', () => {
    const body = { a: new JsonLiteral('1e309'), b: [new JsonLiteral('-1e309')], c: 'x' };
    expect(toJsonText(body)).toBe('{"a":1e309,"b":[-1e309],"c":"x"}');
    expect(JSON.parse(toJsonText(body)).a).toBe(Number.POSITIVE_INFINITY);
  });

  it('a compensation row: one past the maximum, 1e308 and ±1e309 on each amount', () => {
    const labels = bodyMutations(doc, schema).map((m) => m.label);
    for (const field of ['proposedValue', 'currentValue']) {
      expect(labels).toContain(`compensationChanges[0].${field}: maximum+1 (1000000001)`);
      expect(labels).toContain(`compensationChanges[0].${field}: 1e308 (past the maximum)`);
      expect(labels).toContain(`compensationChanges[0].${field}: a number no double holds (1e309)`);
    }
    expect(labels).toContain('compensationChanges[0].percentChange: maximum+1 (10001)');
    expect(labels).toContain('compensationChanges[0].percentChange: minimum-1 (-101)');
  });

  it('the mutation sends 1e309 in the first row', () => {
    const mutation = bodyMutations(doc, schema).find(
      (m) => m.label === 'compensationChanges[0].proposedValue: a number no double holds (1e309)',
    )!;
    const sample = { compensationChanges: [{ type: 't1', proposedValue: 5 }], justification: 'j' };
    expect(toJsonText(mutation.apply(sample, 0))).toContain('"proposedValue":1e309');
  });
});
