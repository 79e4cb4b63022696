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

/** Keywords whose value is a map of subschemas, a list of them, or one (a list in older drafts). */
const SUBSCHEMA_MAPS = [
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];

/** The subschemas of `schema`, each with the keyword it sits under. */
function subschemas(schema: Json): [keyword: string, subschema: unknown][] {
  return [
    ...SUBSCHEMA_MAPS.flatMap((key) =>
      Object.values((schema[key] ?? {}) as Json).map((sub): [string, unknown] => [key, sub]),
    ),
    ...[...SUBSCHEMA_LISTS, ...SUBSCHEMAS].flatMap((key) =>
      [schema[key]].flat().map((sub): [string, unknown] => [key, sub]),
    ),
  ];
}

/** Calls `act` on every schema and subschema of an OpenAPI document (objects only). */
function forEachSchema(doc: Json, act: (schema: Json) => void): void {
  const walk = (schema: unknown): void => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
    act(schema as Json);
    for (const [, sub] of subschemas(schema as Json)) walk(sub);
  };
  // The OpenAPI objects around the schemas: every `schema` under them is a JSON schema.
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === 'schema') walk(value);
      else visit(value);
    }
  };
  visit(doc.paths);
  const components = (doc.components ?? {}) as Record<string, unknown>;
  Object.values((components.schemas ?? {}) as Json).forEach(walk);
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
    // A `false` subschema fails as "false schema", but under a worded keyword (e.g.
    // `additionalProperties: false`) as that keyword.
    for (const [keyword, sub] of subschemas(schema)) {
      if (sub === false && !WORDED_KEYWORDS.has(keyword)) needed = true;
    }
  });
  return needed;
}

// These modules set only `exports.default`: Node's own import gives their whole `exports`.
const cjsDefault = <T>(module: T): T => (module as { default?: T }).default ?? module;

/**
 * JSON Schema 2020-12 without `$dynamicRef` and the `unevaluated*` keywords. Ajv2020 supports
 * them in every function it generates, whether a schema uses them or not (it tracks which
 * properties each one evaluated: a tenth of the code). Only for a contract that uses none of them.
 */

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
