// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listValidators } from './create-contract';
import { precompileContract } from './precompile-contract';
import generated from '@/api/openapi.gen.json';

const doc = generated as unknown as Record<string, unknown>;

describe('precompiled contract validators', () => {
  it('lists a validator for every parameter set, request body and JSON response', () => {
    const specs = listValidators(doc);
    const kinds = new Set(specs.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['params', 'request', 'response']);
    expect(specs.some((s) => s.kind === 'params' && s.key === 'listUsers:query')).toBe(true);
    expect(new Set(specs.map((s) => `${s.kind}:${s.key}`)).size).toBe(specs.length);
  });

  it('emits an ES module without require() or eval, keyed like the run-time cache', () => {
    const code = precompileContract(doc, ['params']);
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).not.toMatch(/new Function|\beval\(/);
    expect(code).toMatch(/^import \* as __dep\d+ from "ajv/m);
    expect(code).toContain('"params:listUsers:query": ');
    expect(code).toMatch(/export default \{/);
  });
});
