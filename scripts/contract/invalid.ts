import type { Operation } from '@mocks/http/create-contract';

/**
 * Invalid requests derived from the contract's schemas: a valid body with a required field
 * dropped, a property of the wrong type, a property the schema does not allow, malformed JSON;
 * query parameters outside their type, range or enum. Each must answer 400 with the Error shape.
 */

type Json = Record<string, unknown>;

/** One invalid variant of a valid request. */
export interface InvalidVariant {
  label: string;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string>;
}

function at(doc: Json, pointer: string): unknown {
  let node: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
  }
  return node;
}

function resolve(doc: Json, schema: unknown): Json | undefined {
  let current = schema as Json | undefined;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 10; hops += 1) {
    current = at(doc, (current.$ref as string).slice(1)) as Json | undefined;
  }
  return current;
}

function typesOf(schema: Json | undefined): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  return alternatives ? alternatives.flatMap((s) => typesOf(s as Json)) : [];
}

/** A value of a type the schema does not accept, or undefined when every type is accepted. */
function wrongValue(types: string[]): unknown {
  if (types.length === 0) return undefined;
  if (!types.includes('object')) return { contract: 'probe' };
  if (!types.includes('boolean')) return true;
  if (!types.includes('string')) return 'not-valid';
  return undefined;
}

/** Invalid bodies for an operation, built from a valid `body`. */
export function invalidBodies(doc: Json, operation: Operation, body: unknown): InvalidVariant[] {
  const pointer = operation.requestBody?.schemaPointer;
  if (!pointer) return [];
  const variants: InvalidVariant[] = [{ label: 'malformed JSON', rawBody: '{"contract": ' }];
  const schema = resolve(doc, at(doc, pointer));
  if (!schema || !body || typeof body !== 'object' || Array.isArray(body)) return variants;
  const valid = body as Json;
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = ((schema.required ?? []) as string[]).filter((key) => key in valid);
  if (required[0]) {
    const { [required[0]]: _dropped, ...rest } = valid;
    variants.push({ label: `without required ${required[0]}`, body: rest });
  }
  const candidates = [...required, ...Object.keys(valid).filter((k) => !required.includes(k))];
  for (const key of candidates) {
    const wrong = wrongValue(typesOf(resolve(doc, properties[key])));
    if (wrong === undefined) continue;
    variants.push({ label: `${key} of the wrong type`, body: { ...valid, [key]: wrong } });
    break;
  }
  if (schema.additionalProperties === false || schema.unevaluatedProperties === false) {
    variants.push({ label: 'an unknown property', body: { ...valid, contractProbeExtra: 1 } });
  }
  return variants;
}

/** Invalid query values for the operation's constrained query parameters. */
export function invalidQueries(doc: Json, operation: Operation): InvalidVariant[] {
  const variants: InvalidVariant[] = [];
  for (const param of operation.parameters) {
    if (param.in !== 'query' || !param.schemaPointer) continue;
    const schema = resolve(doc, at(doc, param.schemaPointer));
    const types = typesOf(schema);
    const add = (value: string, why: string) =>
      variants.push({ label: `${param.name}=${value} (${why})`, query: { [param.name]: value } });
    if (types.includes('integer') || types.includes('number')) {
      add('abc', 'not a number');
      if (typeof schema?.minimum === 'number') add(String(schema.minimum - 1), 'below the minimum');
      if (typeof schema?.maximum === 'number') add(String(schema.maximum + 1), 'above the maximum');
    } else if (Array.isArray(schema?.enum)) {
      add('not-a-value', 'outside the enum');
    } else if (types.includes('boolean')) {
      add('maybe', 'not a boolean');
    } else if (typeof schema?.maxLength === 'number') {
      add('x'.repeat(schema.maxLength + 1), 'too long');
    }
  }
  return variants;
}
