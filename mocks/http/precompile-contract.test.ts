// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import type { ValidateFunction } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { bodyMutations, leafMutations, valueArb } from '../../scripts/contract/schema-arb';
import { createContract, listValidators, type Contract, type Operation } from './create-contract';
import { runtimeContractDoc } from './runtime-contract-doc';
import {
  needsAjvMessages,
  precompileContract,
  withoutAnnotations,
  withoutUnreadErrorFields,
} from './precompile-contract';
import generated from '@/api/openapi.gen.json';

const doc = generated as unknown as Record<string, unknown>;
const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'meritly-precompiled-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The generated module, loaded as the browser build loads it (its imports resolved from here). */
async function loadPrecompiled(code: string): Promise<Record<string, ValidateFunction>> {
  const file = join(dir, `validators-${Math.random().toString(36).slice(2)}.mjs`);
  const resolved = code.replace(
    /from "([^"]+)"/g,
    (_m, path: string) => `from ${JSON.stringify(pathToFileURL(require.resolve(path)).href)}`,
  );
  writeFileSync(file, resolved);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: never })
    .default;
}

interface Outcome {
  details: unknown;
  /** The input after the check: ajv coerces parameters and fills defaults in place. */
  after: unknown;
}

function check(contract: Contract, operation: Operation, input: Record<string, unknown>): Outcome {
  const copy = structuredClone(input) as {
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    body: unknown;
  };
  const details = contract.validateRequest(operation, { ...copy, contentType: 'application/json' });
  return { details, after: copy };
}

/** Valid samples of a schema, and each way of taking them outside it. */
function bodyCases(schemaPointer: string, seed: number): unknown[] {
  const raw = { $ref: `#${schemaPointer}` };
  const valid = fc.sample(valueArb(doc, raw), { numRuns: 3, seed });
  const mutations = bodyMutations(doc, raw);
  return [...valid, ...valid.flatMap((v, i) => mutations.map((m) => m.apply(v, i + seed)))];
}

/** Parameter values as a URL spells them (strings), valid ones and each way of breaking them. */
function paramCases(operation: Operation, location: 'path' | 'query', seed: number): unknown[] {
  const declared = operation.parameters.filter((p) => p.in === location && p.schemaPointer);
  const spell = (value: unknown) =>
    Array.isArray(value) ? value.map(String) : value === undefined ? undefined : String(value);
  const validOf = (pointer: string) =>
    fc.sample(valueArb(doc, { $ref: `#${pointer}` }), { numRuns: 2, seed });
  const base = Object.fromEntries(
    declared.map((p) => [p.name, spell(validOf(p.schemaPointer!)[0])]),
  );
  const cases: unknown[] = [base, {}];
  for (const param of declared) {
    for (const mutation of leafMutations(doc, { $ref: `#${param.schemaPointer}` })) {
      cases.push({ ...base, [param.name]: mutation.value(seed) });
      cases.push({ ...base, [param.name]: spell(mutation.value(seed + 1)) });
    }
  }
  return cases;
}

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

  it('leaves out what never changes a check: annotations, ajv messages, dynamic-scope tracking', () => {
    const code = precompileContract(doc, ['params', 'request']);
    expect(code).not.toMatch(/"description":"/);
    expect(code).not.toMatch(/"examples":\[/);
    expect(code).not.toMatch(/message:"must/);
    expect(code).not.toContain('schemaPath');
    expect(code).not.toContain('evaluated');
    // What the checks read stays: the contract's own messages, and the defaults.
    expect(code).toContain('"x-error-messages"');
    expect(code).toContain('"default"');
    // Each component schema is compiled once, not once per operation that uses it.
    const names = [
      ...code.matchAll(/function (validate\d+)\(data, \{instancePath="", parentData/g),
    ];
    expect(names.length).toBeLessThan(listValidators(doc).length * 2);
  });

  it('keeps ajv messages when the contract has a rule the 400s do not word themselves', () => {
    expect(needsAjvMessages(doc)).toBe(false);
    const withMultiple = structuredClone(doc) as { components: { schemas: object } };
    withMultiple.components.schemas = {
      ...withMultiple.components.schemas,
      Step: { type: 'integer', multipleOf: 5 },
    };
    expect(needsAjvMessages(withMultiple)).toBe(true);
    const withFalse = structuredClone(doc) as { components: { schemas: object } };
    withFalse.components.schemas = {
      ...withFalse.components.schemas,
      Closed: { type: 'object', properties: { legacy: false } },
    };
    expect(needsAjvMessages(withFalse)).toBe(true);
  });

  it("cuts only an error literal's schemaPath and schema, and leaves a literal of another shape whole", () => {
    const error =
      'const err0 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/maxLength",keyword:"maxLength",params:{limit: 5},schema:5,parentSchema:schema1.properties.a,data:data0};';
    expect(withoutUnreadErrorFields(error)).toBe(
      'const err0 = {instancePath:instancePath+"/a",keyword:"maxLength",params:{limit: 5},parentSchema:schema1.properties.a,data:data0};',
    );
    const withComma =
      'const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^a,b$"},schema:"^a,b$",parentSchema:schema2,data};';
    expect(withoutUnreadErrorFields(withComma)).toBe(
      'const err1 = {instancePath,keyword:"pattern",params:{pattern: "^a,b$"},schema:"^a,b$",parentSchema:schema2,data};',
    );
    const notAnError = 'const schema3 = {"schemaPath":"#/x","schema":1};';
    expect(withoutUnreadErrorFields(notAnError)).toBe(notAnError);
  });

  it('strips annotations from schemas only, never a property that happens to be named so', () => {
    const lean = withoutAnnotations({
      paths: {},
      components: {
        schemas: {
          Note: {
            description: 'gone',
            type: 'object',
            properties: { description: { type: 'string', examples: ['gone'] } },
          },
        },
      },
    }) as { components: { schemas: { Note: Record<string, unknown> } } };
    expect(lean.components.schemas.Note).toEqual({
      type: 'object',
      properties: { description: { type: 'string' } },
    });
  });

  it('answers every request exactly as the validators compiled at run time', async () => {
    // As the build has it: its runtime document, and the request validators in one module.
    const precompiled = await loadPrecompiled(precompileContract(doc, ['params', 'request']));
    const atRunTime = createContract(doc);
    const ahead = createContract(runtimeContractDoc(doc));
    ahead.usePrecompiled(precompiled);
    let compared = 0;
    let rejected = 0;
    for (const [n, operation] of [...atRunTime.operations.values()].entries()) {
      const seed = 24 + n;
      const inputs: Record<string, unknown>[] = [
        ...paramCases(operation, 'path', seed).map((params) => ({ params, query: {}, body: {} })),
        ...paramCases(operation, 'query', seed).map((query) => ({ params: {}, query, body: {} })),
      ];
      const pointer = operation.requestBody?.schemaPointer;
      if (pointer) {
        for (const body of bodyCases(pointer, seed)) inputs.push({ params: {}, query: {}, body });
      }
      for (const input of inputs) {
        if (operation.requestBody && input.body !== undefined && !pointer) continue;
        const expected = check(atRunTime, operation, input);
        const built = ahead.getOperation(operation.operationId)!;
        expect(check(ahead, built, input), `${operation.operationId}`).toEqual(expected);
        compared += 1;
        if ((expected.details as unknown[]).length > 0) rejected += 1;
      }
    }
    // Both valid and invalid requests were compared, for every operation.
    expect(compared).toBeGreaterThan(1000);
    expect(rejected).toBeGreaterThan(compared / 3);
  }, 120_000);
});
