import Ajv2020 from 'ajv/dist/2020';
import AjvCore, { type Options } from 'ajv/dist/core';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import getApplicator from 'ajv/dist/vocabularies/applicator';
import coreVocabulary from 'ajv/dist/vocabularies/core';
import formatVocabulary from 'ajv/dist/vocabularies/format';
import { contentVocabulary, metadataVocabulary } from 'ajv/dist/vocabularies/metadata';
import nextVocabulary from 'ajv/dist/vocabularies/next';
import validationVocabulary from 'ajv/dist/vocabularies/validation';
import traverse from 'json-schema-traverse';
import {
  type AjvKind,
  addContractSchemas,
  ajvOptions,
  listValidators,
  WORDED_KEYWORDS,
} from './create-contract.ts';

type Json = Record<string, unknown>;

/**
 * Keywords that never change what a schema accepts. The generated code holds every schema it
 * checks as a literal (an error's `parentSchema`, where the contract's own messages are read), so
 * these would only weigh it down.
 */
const ANNOTATIONS = [
  'description',
  'title',
  'examples',
  'example',
  '$comment',
  'readOnly',
  'writeOnly',
  'deprecated',
  'externalDocs',
];

/** Calls `act` on every schema and subschema of an OpenAPI document (objects only). */
function forEachSchema(doc: Json, act: (schema: Json) => void): void {
  const walk = (schema: Json) => traverse(schema, { allKeys: false }, (sub) => act(sub));
  // The OpenAPI objects around the schemas: every `schema` under them is a JSON schema.
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === 'schema' && value && typeof value === 'object') walk(value as Json);
      else visit(value);
    }
  };
  visit(doc.paths);
  const components = (doc.components ?? {}) as Record<string, unknown>;
  for (const schema of Object.values((components.schemas ?? {}) as Record<string, Json>)) {
    walk(schema);
  }
  visit({ ...components, schemas: undefined });
}

/** A copy of `doc` whose schemas carry no annotations (see ANNOTATIONS); pointers stay the same. */
export function withoutAnnotations(doc: Json): Json {
  const copy = structuredClone(doc);
  forEachSchema(copy, (schema) => {
    for (const key of ANNOTATIONS) delete schema[key];
  });
  return copy;
}

/** Keywords of JSON Schema 2020-12 whose failure ajv reports under its own name. */
const ERROR_KEYWORDS = [
  'multipleOf',
  'maxProperties',
  'minProperties',
  'propertyNames',
  'contains',
  'minContains',
  'maxContains',
  'dependentRequired',
  'dependencies',
  'dependentSchemas',
  // Its `items: false` fails as `items`.
  'prefixItems',
  'unevaluatedItems',
  'discriminator',
];
/** Where a `false` subschema fails as "false schema". */
const SUBSCHEMA_KEYWORDS = ['properties', 'patternProperties', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_ONE = ['items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

/**
 * Whether a 400 for `doc` could be worded by ajv's own message: the contract uses a keyword (or a
 * `false` subschema) that create-contract.ts has no wording for.
 */
export function needsAjvMessages(doc: Json): boolean {
  let needed = false;
  forEachSchema(doc, (schema) => {
    for (const key of Object.keys(schema)) {
      if (ERROR_KEYWORDS.includes(key) && !WORDED_KEYWORDS.has(key)) needed = true;
    }
    const subschemas = [
      ...SUBSCHEMA_KEYWORDS.flatMap((key) => Object.values((schema[key] ?? {}) as Json)),
      ...SUBSCHEMA_LISTS.flatMap((key) => (Array.isArray(schema[key]) ? schema[key] : [])),
      ...SUBSCHEMA_ONE.map((key) => schema[key]),
    ];
    if (subschemas.includes(false)) needed = true;
  });
  return needed;
}

/**
 * JSON Schema 2020-12 without `$dynamicRef` and the `unevaluated*` keywords. Ajv2020 supports
 * them in every function it generates, whether a schema uses them or not (it tracks which
 * properties each one evaluated: a tenth of the code). Only for a contract that uses none of them.
 */
// These modules set only `exports.default`: Node's own import gives their whole `exports`.
const cjsDefault = <T>(module: T): T => (module as { default?: T }).default ?? module;

class Ajv2020WithoutDynamicScope extends cjsDefault(AjvCore) {
  constructor(options: Options) {
    super({ ...options, next: true });
  }

  _addVocabularies(): void {
    super._addVocabularies();
    [
      cjsDefault(coreVocabulary),
      cjsDefault(validationVocabulary),
      cjsDefault(getApplicator)(true),
      cjsDefault(formatVocabulary),
      metadataVocabulary,
      contentVocabulary,
      cjsDefault(nextVocabulary),
    ].forEach((vocabulary) => this.addVocabulary(vocabulary));
  }
}

const DYNAMIC_SCOPE = [
  '$dynamicRef',
  '$dynamicAnchor',
  'unevaluatedProperties',
  'unevaluatedItems',
];

function usesDynamicScope(doc: Json): boolean {
  let used = false;
  forEachSchema(doc, (schema) => {
    if (DYNAMIC_SCOPE.some((key) => key in schema)) used = true;
  });
  return used;
}

/**
 * Each error ajv builds names its `schemaPath` and, being verbose, its keyword's `schema` value:
 * a third of the precompiled code is error objects, and create-contract.ts reads neither field
 * (it words a 400 from the keyword, its params, the parent schema and the data). ajv has no option
 * to leave them out, so they are cut from the generated object literals; a literal of another
 * shape is left whole.
 */
export function withoutUnreadErrorFields(code: string): string {
  return code
    .replace(/(\{instancePath(?::[^,{}]+)?,)schemaPath:"[^"\\]*",(?=keyword:)/g, '$1')
    .replace(/(,params:\{[^{}]*\}),schema:[^,{}]+(?=,parentSchema:)/g, '$1');
}

/**
 * ES module source with every validator of the contract compiled ahead of time (ajv's standalone
 * code), for the in-browser mock: compiling at run time uses `new Function`, which the app's
 * Content-Security-Policy (no 'unsafe-eval') refuses. Its default export maps `${kind}:${key}`
 * to the validate function, for `contract.usePrecompiled`. Node only (build time).
 */
export function precompileContract(
  doc: Record<string, unknown>,
  kinds: readonly AjvKind[] = ['params', 'request', 'response'],
): string {
  const specs = listValidators(doc);
  const lean = withoutAnnotations(doc);
  // The 400s are worded by create-contract.ts; ajv's own message is only a fallback for a
  // keyword it has no wording for, so when the contract uses none, ajv's are left out.
  const messages = needsAjvMessages(doc);
  const Ajv = usesDynamicScope(doc) ? Ajv2020 : Ajv2020WithoutDynamicScope;
  const imports = new Map<string, string>();
  const bodies: string[] = [];
  const entries: string[] = [];
  kinds.forEach((kind, k) => {
    const ajv = new Ajv({ ...ajvOptions(kind), messages, code: { source: true, esm: true } });
    addFormats(ajv);
    addContractSchemas(ajv, lean);
    const exportNames: Record<string, string> = {};
    specs
      .filter((spec) => spec.kind === kind)
      .forEach((spec, i) => {
        const id = `meritly:${kind}:${spec.key}`;
        ajv.addSchema({ ...spec.schema, $id: id });
        const name = `v${k}_${i}`;
        exportNames[name] = id;
        entries.push(`${JSON.stringify(`${kind}:${spec.key}`)}: ${name}`);
      });
    let code = withoutUnreadErrorFields(standaloneCode(ajv, exportNames));
    // The generated code reaches ajv's run-time helpers and the formats with require(): each
    // becomes an import, so the module is plain ESM for the bundler.
    code = code.replace(/require\("([^"]+)"\)/g, (_match, path: string) => {
      let local = imports.get(path);
      if (!local) {
        local = `__dep${imports.size}`;
        imports.set(path, local);
      }
      return local;
    });
    // Each kind in its own block scope: the generated names repeat between ajv instances.
    const exported = Object.keys(exportNames);
    bodies.push(
      `const [${exported.join(', ')}] = (() => {\n${code
        .replace(/^"use strict";/, '')
        .replace(
          /export const (\w+) = /g,
          'const $1 = ',
        )}\nreturn [${exported.join(', ')}];\n})();`,
    );
  });
  const importLines = [...imports].map(
    ([path, local]) => `import * as ${local} from ${JSON.stringify(path)};`,
  );
  return [...importLines, ...bodies, `export default {\n${entries.join(',\n')}\n};`].join('\n');
}

const KEEP: Record<string, readonly string[]> = {
  operation: ['operationId', 'parameters', 'requestBody', 'responses', 'security'],
  parameter: ['$ref', 'name', 'in', 'required', 'schema'],
  requestBody: ['$ref', 'required', 'content'],
  response: ['$ref', 'content'],
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function pick(value: unknown, keys: readonly string[]): Json {
  const object = (value ?? {}) as Json;
  return Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));
}

function follow(doc: Json, value: unknown): Json {
  let current = (value ?? {}) as Json;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, key) => (node?.[key] ?? {}) as Json, doc);
  }
  return current;
}

/**
 * The contract as the in-browser mock of a production build reads it at run time: which
 * operations there are, their parameters, bodies and statuses. Its validators are compiled at
 * build time (precompileContract), so no schema is needed any more: each becomes `{}`, with the
 * `default` it resolves to (a missing parameter takes it). Descriptions, examples and the
 * component schemas are left out; every pointer the operations hold stays the same.
 */
export function runtimeContractDoc(doc: Json): Json {
  const schema = (value: unknown): Json => {
    const resolved = follow(doc, value);
    return 'default' in resolved ? { default: resolved.default } : {};
  };
  const content = (value: unknown): Json =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Json).map(([type, media]) => [
        type,
        (media as Json | undefined)?.schema ? { schema: {} } : {},
      ]),
    );
  const parameter = (value: unknown): Json => {
    const kept = pick(value, KEEP.parameter);
    if (kept.schema) kept.schema = schema(kept.schema);
    return kept;
  };
  const withContent = (value: unknown, keys: readonly string[]): Json => {
    const kept = pick(value, keys);
    if (kept.content) kept.content = content(kept.content);
    return kept;
  };
  const mapValues = (value: unknown, act: (item: unknown) => Json): Json =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Json).map(([key, item]) => [key, act(item)]),
    );
  const paths = mapValues(doc.paths, (item) => {
    const pathItem = item as Json;
    const out: Json = {};
    if (Array.isArray(pathItem.parameters)) out.parameters = pathItem.parameters.map(parameter);
    for (const method of METHODS) {
      if (!pathItem[method]) continue;
      const operation = pick(pathItem[method], KEEP.operation);
      if (Array.isArray(operation.parameters)) {
        operation.parameters = operation.parameters.map(parameter);
      }
      if (operation.requestBody) {
        operation.requestBody = withContent(operation.requestBody, KEEP.requestBody);
      }
      operation.responses = mapValues(operation.responses, (response) =>
        withContent(response, KEEP.response),
      );
      out[method] = operation;
    }
    return out;
  });
  const components = (doc.components ?? {}) as Json;
  return {
    info: { version: (doc.info as Json | undefined)?.version },
    ...('security' in doc ? { security: doc.security } : {}),
    paths,
    components: {
      parameters: mapValues(components.parameters, parameter),
      requestBodies: mapValues(components.requestBodies, (body) =>
        withContent(body, KEEP.requestBody),
      ),
      responses: mapValues(components.responses, (response) =>
        withContent(response, KEEP.response),
      ),
    },
  };
}
