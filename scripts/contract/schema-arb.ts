import fc from 'fast-check';
import { isAcceptedText } from '@/lib/text-content';
import { JsonLiteral } from './json-literal';

/**
 * fast-check arbitraries from the JSON schemas of `openapi.yaml` (OpenAPI 3.1 = JSON Schema
 * 2020-12, as `src/api/openapi.gen.json` holds it): values a schema accepts, and the mutations
 * that take a value outside it (a required field dropped, a wrong type, an unknown property, a
 * value outside an enum, a limit crossed, a bad format...). Used by `fuzz.ts`.
 */

export type Json = Record<string, unknown>;

export function at(doc: Json, pointer: string): unknown {
  let node: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
  }
  return node;
}

/** Follows `$ref`s and merges `allOf` into one object schema. */
export function resolveSchema(doc: Json, schema: unknown, hops = 0): Json {
  let current = (schema ?? {}) as Json;
  while (typeof current.$ref === 'string' && hops < 20) {
    const { $ref, ...rest } = current;
    current = { ...(at(doc, ($ref as string).slice(1)) as Json), ...rest };
    hops += 1;
  }
  if (Array.isArray(current.allOf)) {
    const parts = (current.allOf as unknown[]).map((part) => resolveSchema(doc, part, hops + 1));
    const { allOf: _allOf, ...rest } = current;
    const merged: Json = { ...rest };
    for (const part of parts) {
      for (const [key, value] of Object.entries(part)) {
        if (key === 'properties')
          merged.properties = { ...(merged.properties as Json), ...(value as Json) };
        else if (key === 'required')
          merged.required = [...((merged.required as string[]) ?? []), ...(value as string[])];
        else if (!(key in merged)) merged[key] = value;
      }
    }
    return merged;
  }
  return current;
}

/** The JSON types a schema accepts (empty: any). */
export function typesOf(doc: Json, schema: Json): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.enum)) return [...new Set((schema.enum as unknown[]).map(jsonType))];
  if ('const' in schema) return [jsonType(schema.const)];
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives)
    return [...new Set(alternatives.flatMap((s) => typesOf(doc, resolveSchema(doc, s))))];
  if (schema.properties) return ['object'];
  return [];
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const WORD = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,11}$/);
/**
 * A string of any Unicode the contract takes as text (graphemes, astral and combining characters
 * included; no control or invisible formatting character, see "Text fields"), composed as the
 * server stores it, so a valid request reads back as it was sent.
 */
const ANY_TEXT = fc
  .string({ unit: 'grapheme', maxLength: 24 })
  .map((s) => s.normalize('NFC'))
  .filter((s) => isAcceptedText(s, 'line'));

/** Text the contract takes in every field, already in the form it is stored in. */
const isStoredText = (s: string) => isAcceptedText(s, 'line') && s === s.normalize('NFC');
const SPECIAL = '!@#$%^&*(),.?":{}|<>';
/** One of each class "Text fields" refuses, in every field, multi-line ones included. */
export const CONTROL_TEXTS = [
  'a\u0000b',
  '\u001B[31mred',
  'a\u007Fb',
  'a\u0085b',
  'total\u202E0001',
  'a\u2066b\u2069',
  'a\u200Bb',
  '\uFEFFa',
  'a\u2028b',
  'a\uD800b',
];

/** The control texts a query or path parameter can carry (no lone surrogate). */
export const URL_CONTROL_TEXTS = CONTROL_TEXTS.filter((text) => !/[\uD800-\uDFFF]/.test(text));

function fit(text: fc.Arbitrary<string>, min: number, max: number): fc.Arbitrary<string> {
  return text.map((s) => {
    let out = s;
    while ([...out].length < min) out += 'x';
    return [...out].slice(0, max).join('');
  });
}

function stringArb(schema: Json): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 60, 200);
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{1,10}$/))
        .map(([local, host]) => `${local}@${host}.example`);
    default:
  }
  if (typeof schema.pattern === 'string') {
    const pattern = schema.pattern;
    if (pattern.includes('(?=')) {
      // The password rule (lookaheads: fast-check cannot invert them): one of each class.
      return fc
        .tuple(
          fc.stringMatching(/^[a-z]{1,4}$/),
          fc.stringMatching(/^[A-Z]{1,4}$/),
          fc.stringMatching(/^[0-9]{1,4}$/),
          fc.constantFrom(...SPECIAL),
          fc.string({ maxLength: 8 }),
        )
        .map((parts) => parts.join(''))
        .map((s) => (s.length < min ? s + 'aA1!'.repeat(3) : s).slice(0, max));
    }
    return fc
      .stringMatching(new RegExp(pattern))
      .filter((s) => s.length >= min && s.length <= max && isStoredText(s));
  }
  return fit(
    fc.oneof({ arbitrary: WORD, weight: 3 }, { arbitrary: ANY_TEXT, weight: 1 }),
    min,
    max,
  ).filter(isStoredText);
}

function numberArb(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : null;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : null;
  let min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  let max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  if (exclusiveMin !== null) min = Math.max(min, exclusiveMin + (integer ? 1 : 0.01));
  if (exclusiveMax !== null) max = Math.min(max, exclusiveMax - (integer ? 1 : 0.01));
  if (typeof schema.minimum !== 'number' && exclusiveMin === null && max < min) min = max - 1000;
  const ints = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  if (integer) return ints;
  return fc.oneof(
    ints,
    fc
      .double({ min, max, noNaN: true, noDefaultInfinity: true })
      .map((n) => Math.min(max, Math.max(min, Math.round(n * 100) / 100))),
  );
}

/** Values the schema accepts. `depth` stops recursive schemas. */
export function valueArb(doc: Json, raw: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveSchema(doc, raw);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives && !schema.type) {
    return fc.oneof(...alternatives.map((alt) => valueArb(doc, alt, depth + 1)));
  }
  const types = typesOf(doc, schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => valueArb(doc, { ...schema, type }, depth + 1)));
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'string':
      return stringArb(schema);
    case 'array': {
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.max(
        minLength,
        Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, depth > 2 ? 1 : 4),
      );
      const items = valueArb(doc, schema.items ?? {}, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectArb(doc, schema, depth);
    default:
      return fc.oneof(fc.boolean(), fc.integer(), WORD);
  }
}

function objectArb(doc: Json, schema: Json, depth: number): fc.Arbitrary<Json> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema.required ?? []) as string[]);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) {
    if (resolveSchema(doc, sub).readOnly === true) continue;
    if (depth > 3 && !required.has(key)) continue;
    model[key] = valueArb(doc, sub, depth + 1);
  }
  return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
}

/**
 * Values for a request body that stay close to a valid sample (the fixture's): each property
 * keeps the sample's value or takes a generated one; ids mostly keep the sample's (a random id
 * names no record, which is tested by the invalid cases).
 */
export function nearArb(doc: Json, raw: unknown, sample: unknown): fc.Arbitrary<unknown> {
  const schema = resolveSchema(doc, raw);
  if (!sample || typeof sample !== 'object' || Array.isArray(sample) || !schema.properties) {
    return sample === undefined
      ? valueArb(doc, schema)
      : fc.oneof({ arbitrary: fc.constant(sample), weight: 1 }, valueArb(doc, schema));
  }
  const properties = schema.properties as Record<string, unknown>;
  const required = new Set((schema.required ?? []) as string[]);
  const base = sample as Json;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, sub] of Object.entries(properties)) {
    const resolved = resolveSchema(doc, sub);
    if (resolved.readOnly === true) continue;
    const generated = valueArb(doc, sub, 1);
    if (key in base) {
      const idLike = /ids?$/i.test(key) || key === 'type' || key === 'entries';
      model[key] = fc.oneof(
        { arbitrary: fc.constant(base[key]), weight: idLike ? 6 : 1 },
        { arbitrary: generated, weight: 1 },
      );
      if (required.has(key) || !idLike) requiredKeys.push(key);
    } else {
      model[key] = generated;
      if (required.has(key)) requiredKeys.push(key);
    }
  }
  return fc.record(model, { requiredKeys });
}

/** One way of taking a valid value outside its schema. */
export interface Mutation {
  label: string;
  /** A new (invalid) value from a valid one; `pick` is a free random number for choices. */
  apply: (valid: unknown, pick: number) => unknown;
}

const LONG = 'x'.repeat(100_001);

/** A value of a JSON type the schema does not accept (null when none could be found). */
function wrongTyped(types: string[], pick: number): { value: unknown } | null {
  if (types.length === 0) return null;
  const candidates: unknown[] = [];
  if (!types.includes('string')) candidates.push('not-valid', '');
  if (!types.includes('number') && !types.includes('integer')) candidates.push(42, -1.5);
  if (!types.includes('boolean')) candidates.push(true);
  if (!types.includes('object')) candidates.push({ contract: 'probe' });
  if (!types.includes('array')) candidates.push(['x']);
  if (!types.includes('null')) candidates.push(null);
  if (types.includes('integer') && !types.includes('number')) candidates.push(1.5);
  return candidates.length ? { value: candidates[pick % candidates.length] } : null;
}

/** Mutations of one value schema (a property, a query parameter, a whole body). */
export function leafMutations(
  doc: Json,
  raw: unknown,
  /** In a JSON body: numbers JSON can spell but no double holds are tried too. */
  inBody = false,
): { label: string; value: (p: number) => unknown }[] {
  const schema = resolveSchema(doc, raw);
  const types = typesOf(doc, schema);
  const out: { label: string; value: (p: number) => unknown }[] = [];
  if (wrongTyped(types, 0)) {
    out.push({ label: 'a wrong type', value: (p) => wrongTyped(types, p)?.value });
  }
  if (Array.isArray(schema.enum)) {
    const values = schema.enum as unknown[];
    out.push({
      label: 'a value outside the enum',
      value: (p) => {
        const candidates = ['not-a-value', 'ADMIN', `${String(values[0])} `, 'superuser', 7];
        return candidates.filter((c) => !values.includes(c))[p % 4] ?? 'not-a-value';
      },
    });
  }
  if (types.includes('string') && !Array.isArray(schema.enum)) {
    if (typeof schema.maxLength === 'number') {
      const max = schema.maxLength;
      out.push({ label: `maxLength+1 (${max + 1})`, value: () => 'y'.repeat(max + 1) });
    }
    out.push({ label: 'a very long string (100 001)', value: () => LONG });
    out.push({
      label: 'a control or invisible formatting character',
      value: (p) => {
        // A URL carries text as UTF-8, where a lone surrogate arrives as U+FFFD (a valid
        // character): only a JSON body can send one.
        const texts = inBody ? CONTROL_TEXTS : URL_CONTROL_TEXTS;
        return texts[p % texts.length];
      },
    });
    if (typeof schema.minLength === 'number' && schema.minLength > 0) {
      const min = schema.minLength;
      out.push({ label: `minLength-1 (${min - 1})`, value: () => 'z'.repeat(min - 1) });
    }
    if (schema.format === 'date')
      out.push({
        label: 'a bad date',
        value: (p) => ['2026-13-45', '31/12/2026', 'yesterday', '2026-02-30T', ''][p % 5],
      });
    if (schema.format === 'date-time')
      out.push({
        label: 'a bad date-time',
        value: (p) => ['yesterday', '2026-99-01T00:00:00Z'][p % 2],
      });
    if (schema.format === 'email')
      out.push({
        label: 'a bad email',
        value: (p) => ['no-at-sign', 'a@', '@b.c', 'a b@c.d'][p % 4],
      });
    if (typeof schema.pattern === 'string' && !schema.pattern.includes('(?=')) {
      const re = new RegExp(schema.pattern);
      out.push({
        label: 'outside the pattern',
        value: (p) =>
          ['x/../y', '{}', 'a b', 'ü', '<script>', '..', 'a\u0000b', ''].filter((s) => !re.test(s))[
            p % 5
          ] ?? 'x/../y',
      });
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    // No money or other number may be ±Infinity (stored, it is sent on as null).
    if (inBody)
      out.push({
        label: 'a number no double holds (1e309)',
        value: (p) => new JsonLiteral(p % 2 ? '-1e309' : '1e309'),
      });
    if (typeof schema.maximum === 'number' && schema.maximum < 1e308) {
      out.push({ label: '1e308 (past the maximum)', value: () => 1e308 });
    }
    if (typeof schema.minimum === 'number') {
      const min = schema.minimum;
      out.push({ label: `minimum-1 (${min - 1})`, value: () => min - 1 });
    }
    if (typeof schema.exclusiveMinimum === 'number') {
      const min = schema.exclusiveMinimum;
      out.push({ label: `exclusiveMinimum (${min})`, value: () => min });
    }
    if (typeof schema.maximum === 'number') {
      const max = schema.maximum;
      out.push({ label: `maximum+1 (${max + 1})`, value: () => max + 1 });
    }
  }
  if (types.includes('array')) {
    if (typeof schema.maxItems === 'number' && schema.maxItems <= 500) {
      const max = schema.maxItems;
      out.push({
        label: `maxItems+1 (${max + 1})`,
        value: (p) => Array.from({ length: max + 1 }, (_, i) => `item${p}_${i}`),
      });
    }
    if (typeof schema.minItems === 'number' && schema.minItems > 0) {
      const min = schema.minItems;
      out.push({ label: `minItems-1 (${min - 1})`, value: () => [] });
    }
  }
  return out;
}

/**
 * The mutations of a request body: each required field dropped, each property taken outside its
 * schema, an unknown property, the whole body of another type; one level deep into arrays of
 * objects (the first item mutated).
 */
export function bodyMutations(doc: Json, raw: unknown): Mutation[] {
  const schema = resolveSchema(doc, raw);
  const out: Mutation[] = [
    { label: 'a body that is an array', apply: (v) => [v] },
    { label: 'a body that is a string', apply: () => 'contract' },
    { label: 'a body that is null', apply: () => null },
  ];
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const asObject = (v: unknown): Json =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
  for (const key of (schema.required ?? []) as string[]) {
    // A required property with a `default` is filled in by the server (ajv useDefaults): not missing.
    if (resolveSchema(doc, properties[key]).default !== undefined) continue;
    out.push({
      label: `without required ${key}`,
      apply: (v) => {
        const { [key]: _dropped, ...rest } = asObject(v);
        return rest;
      },
    });
  }
  if (schema.additionalProperties === false) {
    out.push({
      label: 'an unknown property',
      apply: (v, p) => ({
        ...asObject(v),
        [['contractProbeExtra', 'organizationId', 'isAdmin', '__proto__x', 'constructor'].filter(
          (k) => !(k in properties),
        )[p % 3] ?? 'contractProbeExtra']: p % 2 ? 'x' : 1,
      }),
    });
  }
  for (const [key, sub] of Object.entries(properties)) {
    const resolved = resolveSchema(doc, sub);
    if (resolved.readOnly === true) continue;
    for (const leaf of leafMutations(doc, sub, true)) {
      out.push({
        label: `${key}: ${leaf.label}`,
        apply: (v, p) => ({ ...asObject(v), [key]: leaf.value(p) }),
      });
    }
    const items = resolved.items ? resolveSchema(doc, resolved.items) : undefined;
    if (items?.properties && typesOf(doc, resolved).includes('array')) {
      for (const inner of bodyMutations(doc, items).slice(3)) {
        out.push({
          label: `${key}[0].${inner.label}`,
          apply: (v, p) => {
            const list = asObject(v)[key];
            const first = Array.isArray(list) && list.length ? list[0] : {};
            return { ...asObject(v), [key]: [inner.apply(first, p)] };
          },
        });
      }
    }
  }
  return out;
}
