import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { bodyShapeProblem, readBodyShape, type BodyShape } from './body-shape.ts';
import type { ErrorDetail } from './errors';
import { checkTextFields, textTree, type TextTree } from './text-fields.ts';

/**
 * The contract at run time: finds which operation of `openapi.yaml` a request is for and checks
 * requests and responses against its schemas with ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses).
 * Validators are compiled on first use of each operation, so starting the mock stays cheap.
 */

/** HTTP methods the contract and MSW share. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';

const METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const CONTRACT_ID = 'https://meritly.local/openapi.json';
const JSON_TYPE = 'application/json';

type Json = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  /** JSON pointer of the parameter's schema inside the document. */
  schemaPointer?: string;
  /** The schema's `default`, filled in when the parameter is absent. */
  defaultValue?: unknown;
  /** The schema's type is integer: the value must be spelled in decimal digits. */
  integer?: true;
}

/** One operation of the contract, with `$ref`s of parameters, bodies and responses resolved. */
export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The contract's path, e.g. `/api/teams/{id}`. */
  pathTemplate: string;
  /** False when the operation has `security: []` (login, register, ...). */
  requiresAuth: boolean;
  parameters: ParameterObject[];
  /**
   * Present when the operation takes a JSON body; `shape`: what keys it may have, `text`: where
   * its multi-line text is.
   */
  requestBody?: { required: boolean; schemaPointer?: string; shape?: BodyShape; text?: TextTree };
  /** Status code (or `4XX`, `default`) → what its body is. */
  responses: Record<string, ResponseSpec>;
}

/** A documented response: no body, a JSON body (with the pointer of its schema), or another media type. */
export type ResponseSpec =
  { body: 'none' } | { body: 'json'; schemaPointer?: string } | { body: 'other' };

/** What {@link Contract.findOperation} returns. */
export interface OperationMatch {
  operation: Operation;
  operationId: string;
  pathTemplate: string;
  /** Path parameters, decoded, as strings. */
  params: Record<string, string>;
}

/** Input of {@link Contract.validateRequest}. `params` and `query` are coerced in place. */
export interface RequestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Parsed JSON body; `undefined` when the request had none. */
  body: unknown;
  contentType: string | null;
}

/** The contract API; {@link createContract} builds one, the module exports the app's. */
export interface Contract {
  version: string;
  operations: ReadonlyMap<string, Operation>;
  getOperation(operationId: string): Operation | undefined;
  findOperation(method: string, pathname: string): OperationMatch | undefined;
  readQuery(operation: Operation, search: URLSearchParams): Record<string, unknown>;
  validateRequest(operation: Operation, input: RequestInput): ValidationDetail[];
  validateResponse(operation: Operation, status: number, body: unknown): ErrorDetail[];
  /**
   * Validators compiled ahead of time (see precompile-contract.ts), by `${kind}:${key}`, and
   * nothing compiled at run time any more: that needs `eval`, which a page whose
   * Content-Security-Policy has no 'unsafe-eval' refuses. A check without a precompiled
   * validator (the production build precompiles requests only) is skipped.
   */
  usePrecompiled(validators: PrecompiledValidators): void;
}

/** Validators compiled at build time, by `${kind}:${key}`. */
export type PrecompiledValidators = Readonly<Record<string, ValidateFunction>>;

// Most segments need no escaping: the contract is read on every start of the mock, and these
// two ran about a thousand times each (about 24 ms of the worker's start-up).
const PLAIN_SEGMENT = /^[\w.-]*$/;

function escapePointer(segment: string): string {
  if (PLAIN_SEGMENT.test(segment)) return segment;
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

function pointerOf(...segments: string[]): string {
  return segments.map((s) => `/${escapePointer(s)}`).join('');
}

function getAt(doc: Json, pointer: string): unknown {
  let node: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = PLAIN_SEGMENT.test(raw)
      ? raw
      : decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
  }
  return node;
}

/** Follows `$ref`s to local components (`#/components/...`), keeping track of the pointer. */
function resolve(doc: Json, value: unknown, pointer: string): { value: Json; pointer: string } {
  let current = value as Json;
  let at = pointer;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 10; hops += 1) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
    at = ref.slice(1);
    current = getAt(doc, at) as Json;
  }
  return { value: current, pointer: at };
}

function jsonSchemaPointer(content: unknown, pointer: string): string | undefined {
  const media = (content as Json | undefined)?.[JSON_TYPE] as Json | undefined;
  return media?.schema ? `${pointer}${pointerOf(JSON_TYPE, 'schema')}` : undefined;
}

function responseSpec(content: unknown, pointer: string): ResponseSpec {
  if (!content || Object.keys(content).length === 0) return { body: 'none' };
  if (!(JSON_TYPE in (content as Json))) return { body: 'other' };
  return { body: 'json', schemaPointer: jsonSchemaPointer(content, pointer) };
}

/**
 * Where a contract document may carry its operations already read (see runtime-contract-doc.ts):
 * the browser mock's start then skips reading them, about 20 ms of its worker's start-up.
 */
export const READ_OPERATIONS = 'x-meritly-operations';

/** The operations of an OpenAPI document, by operationId, with their `$ref`s followed. */
export function readOperations(doc: Json): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  const globalSecurity = (doc.security as unknown[] | undefined) ?? [];
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  for (const [pathTemplate, pathItem] of Object.entries(paths)) {
    const pathParams = (pathItem.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = pathItem[method] as Json | undefined;
      if (!op) continue;
      const opPointer = pointerOf('paths', pathTemplate, method);
      const byKey = new Map<string, ParameterObject>();
      const collect = (list: unknown[], listPointer: string) =>
        list.forEach((raw, i) => {
          const { value, pointer } = resolve(doc, raw, `${listPointer}/${i}`);
          const schema = value.schema
            ? resolve(doc, value.schema, `${pointer}/schema`).value
            : undefined;
          const param: ParameterObject = {
            name: value.name as string,
            in: value.in as ParameterObject['in'],
            required: value.required === true,
            schemaPointer: value.schema ? `${pointer}/schema` : undefined,
            defaultValue: schema?.default,
          };
          if ([schema?.type].flat().includes('integer')) param.integer = true;
          byKey.set(`${param.in}:${param.name}`, param);
        });
      collect(pathParams, `${pointerOf('paths', pathTemplate)}/parameters`);
      collect((op.parameters as unknown[] | undefined) ?? [], `${opPointer}/parameters`);

      let requestBody: Operation['requestBody'];
      if (op.requestBody) {
        const { value, pointer } = resolve(doc, op.requestBody, `${opPointer}/requestBody`);
        const schemaPointer = jsonSchemaPointer(value.content, `${pointer}/content`);
        const shape = schemaPointer
          ? readBodyShape(getAt(doc, schemaPointer), (schema) => resolve(doc, schema, '').value)
          : undefined;
        const text = schemaPointer ? textTree(doc, getAt(doc, schemaPointer)) : undefined;
        requestBody = {
          required: value.required === true,
          schemaPointer,
          ...(shape && { shape }),
          ...(text && { text }),
        };
      }

      const responses: Record<string, ResponseSpec> = {};
      for (const [status, raw] of Object.entries((op.responses ?? {}) as Json)) {
        const { value, pointer } = resolve(
          doc,
          raw,
          `${opPointer}${pointerOf('responses', status)}`,
        );
        responses[status] = responseSpec(value.content, `${pointer}/content`);
      }

      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const operationId = (op.operationId as string | undefined) ?? `${method} ${pathTemplate}`;
      operations.set(operationId, {
        operationId,
        method,
        pathTemplate,
        requiresAuth: security.length > 0,
        parameters: [...byKey.values()],
        requestBody,
        responses,
      });
    }
  }
  return operations;
}

interface PathMatcher {
  operation: Operation;
  regex: RegExp;
  names: string[];
  /** One char per segment, '0' literal, '1' templated: sorting on it puts literals first. */
  specificity: string;
}

function buildMatchers(operations: Iterable<Operation>): Map<HttpMethod, PathMatcher[]> {
  const byMethod = new Map<HttpMethod, PathMatcher[]>();
  for (const operation of operations) {
    const names: string[] = [];
    const segments = operation.pathTemplate.split('/').slice(1);
    const source = segments
      .map((segment) =>
        segment
          .split(/(\{[^}]+\})/)
          .map((part) => {
            if (part.startsWith('{') && part.endsWith('}')) {
              names.push(part.slice(1, -1));
              return '([^/]+)';
            }
            return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          })
          .join(''),
      )
      .join('/');
    const list = byMethod.get(operation.method) ?? [];
    list.push({
      operation,
      regex: new RegExp(`^/${source}$`),
      names,
      specificity: segments.map((s) => (s.includes('{') ? '1' : '0')).join(''),
    });
    byMethod.set(operation.method, list);
  }
  for (const list of byMethod.values()) {
    list.sort((a, b) =>
      a.specificity < b.specificity ? -1 : a.specificity > b.specificity ? 1 : 0,
    );
  }
  return byMethod;
}

const MESSAGES: Record<string, (e: ErrorObject) => string> = {
  required: () => 'Required',
  type: (e) => `Must be ${article(String(e.params.type))}`,
  format: (e) => formatMessage(String(e.params.format)),
  enum: (e) => `Must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`,
  const: (e) => `Must be ${JSON.stringify(e.params.allowedValue)}`,
  minLength: (e) =>
    e.params.limit === 1 ? 'Must not be empty' : `Must be at least ${e.params.limit} characters`,
  maxLength: (e) => `Must be at most ${e.params.limit} characters`,
  minimum: (e) => `Must be ${e.params.limit} or more`,
  maximum: (e) => `Must be ${e.params.limit} or less`,
  exclusiveMinimum: (e) => `Must be greater than ${e.params.limit}`,
  exclusiveMaximum: (e) => `Must be less than ${e.params.limit}`,
  minItems: (e) => `Must have at least ${e.params.limit} item${e.params.limit === 1 ? '' : 's'}`,
  maxItems: (e) => `Must have at most ${e.params.limit} items`,
  uniqueItems: () => 'Must not contain duplicates',
  pattern: () => 'Has an invalid format',
  additionalProperties: () => 'Is not allowed',
  unevaluatedProperties: () => 'Is not allowed',
};

function article(type: string): string {
  const names: Record<string, string> = {
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'null',
  };
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' or ');
}

function formatMessage(format: string): string {
  const names: Record<string, string> = {
    email: 'Must be a valid email address',
    date: 'Must be a date (YYYY-MM-DD)',
    'date-time': 'Must be a date and time (ISO 8601)',
    uuid: 'Must be a UUID',
    uri: 'Must be a URL',
  };
  return names[format] ?? `Must be a valid ${format}`;
}

/** `/teamIds/0` → `teamIds[0]`, `/address/city` → `address.city`, `` → `` . */
function toFieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );
}

function joinField(base: string, key: string): string {
  return base ? `${base}.${key}` : key;
}

/**
 * A failed field; `custom` when the message is the contract's own (`x-error-messages`); `in`
 * when the field is a path or query parameter (a body may have a key of the same name).
 */
export interface ValidationDetail extends ErrorDetail {
  custom?: true;
  in?: 'path' | 'query';
}

const KEYWORD_RANK = ['required', 'type', 'minLength', 'format', 'pattern', 'enum'];

function rank(keyword: string): number {
  const at = KEYWORD_RANK.indexOf(keyword);
  return at === -1 ? KEYWORD_RANK.length : at;
}

/**
 * The spec's message for a failed rule, when the contract gives one on the property schema:
 * `x-error-messages: { required: 'First name is required', format: '...', '*': '...' }`.
 * An empty string counts as missing (its `required` message wins).
 */
function customMessage(error: ErrorObject): { message: string; specific: boolean } | undefined {
  let schema = error.parentSchema as Json | undefined;
  let keyword = error.keyword;
  if (keyword === 'required') {
    const properties = schema?.properties as Record<string, Json> | undefined;
    schema = properties?.[String(error.params.missingProperty)];
  } else if (error.data === '') {
    keyword = 'required';
  }
  const messages = schema?.['x-error-messages'] as Record<string, string> | undefined;
  const specific = messages?.[keyword] ?? messages?.[error.keyword];
  if (specific) return { message: specific, specific: true };
  // The catch-all is the spec's message for a missing or too small value ('Comments are
  // required'); a text or a list over its length limit is told the limit instead.
  if (UPPER_BOUNDS.has(keyword)) return undefined;
  return messages?.['*'] ? { message: messages['*'], specific: false } : undefined;
}

// Numbers keep it: their catch-all states the range ('Minimum peers must be between 1 and 5').
const UPPER_BOUNDS = new Set(['maxLength', 'maxItems']);

/**
 * ajv errors → one detail per field, the most telling problem for it (a contract message first,
 * then required, type, length, format...). `root` names the value itself (e.g. `body`).
 */
function toDetails(errors: ErrorObject[] | null | undefined, root: string): ValidationDetail[] {
  const best = new Map<string, { detail: ValidationDetail; score: number; order: number }>();
  (errors ?? []).forEach((error, order) => {
    if (['anyOf', 'oneOf', 'allOf', 'if', 'not'].includes(error.keyword)) return;
    let field = toFieldPath(error.instancePath);
    const extra =
      error.keyword === 'required'
        ? error.params.missingProperty
        : error.keyword === 'additionalProperties'
          ? error.params.additionalProperty
          : error.keyword === 'unevaluatedProperties'
            ? error.params.unevaluatedProperty
            : undefined;
    if (extra !== undefined) field = joinField(field, String(extra));
    field ||= root;
    const custom = customMessage(error);
    const score = (custom ? (custom.specific ? 0 : 50) : 100) + rank(error.keyword);
    const previous = best.get(field);
    if (previous && previous.score <= score) return;
    const message =
      custom?.message ??
      MESSAGES[error.keyword]?.(error) ??
      capitalize(error.message ?? 'Is invalid');
    const detail: ValidationDetail = custom ? { field, message, custom: true } : { field, message };
    best.set(field, { detail, score, order: previous?.order ?? order });
  });
  // Only a failed oneOf/anyOf was reported: say the field is invalid.
  if (best.size === 0 && errors?.length) {
    return [{ field: toFieldPath(errors[0].instancePath) || root, message: 'Is invalid' }];
  }
  return [...best.values()].sort((a, b) => a.order - b.order).map((entry) => entry.detail);
}

/** The keywords whose 400 message toDetails words itself (ajv's own message is the fallback). */
export const WORDED_KEYWORDS: ReadonlySet<string> = new Set(Object.keys(MESSAGES));

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type AjvKind = 'params' | 'request' | 'response';

/**
 * `params`: coerces strings and fills defaults (path and query); `request`: fills defaults of
 * the body (the generated types treat a property with a default as present); `response`:
 * checks only, so a missing field is never papered over.
 */
export function ajvOptions(kind: AjvKind) {
  return {
    strict: false,
    allErrors: true,
    verbose: true,
    validateSchema: false,
    // NaN and ±Infinity are not numbers of the contract: JSON.parse turns 1e309 into Infinity, and
    // JSON.stringify would send it on as null.
    strictNumbers: true,
    coerceTypes: kind === 'params' ? ('array' as const) : false,
    useDefaults: kind !== 'response',
    // Each component schema is compiled once and shared by every operation that uses it.
    inlineRefs: false,
  };
}

/**
 * Gives ajv the document, and each component schema (and each shared parameter's schema) under
 * its own `$ref` address too. ajv keeps the function it compiled for a `$ref` per validator that
 * reached it, so without this a component used by forty operations was compiled forty times:
 * addressed as a schema of its own it is compiled once and shared (half the precompiled code of
 * the parameters; the same checks, see precompile-contract.test.ts).
 */
export function addContractSchemas(ajv: Pick<Ajv2020, 'addSchema'>, doc: Json): void {
  ajv.addSchema(doc, CONTRACT_ID);
  const components = (doc.components ?? {}) as Record<string, Record<string, Json> | undefined>;
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    ajv.addSchema(schema, `${CONTRACT_ID}#${pointerOf('components', 'schemas', name)}`);
  }
  for (const [name, parameter] of Object.entries(components.parameters ?? {})) {
    if (!parameter.schema || typeof parameter.schema !== 'object') continue;
    ajv.addSchema(
      parameter.schema as Json,
      `${CONTRACT_ID}#${pointerOf('components', 'parameters', name, 'schema')}`,
    );
  }
}

const refTo = (pointer: string) => ({ $ref: `${CONTRACT_ID}#${pointer}` });

function paramsSchema(operation: Operation, location: 'path' | 'query'): object | null {
  const declared = operation.parameters.filter((p) => p.in === location);
  if (declared.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(
      declared.map((p) => [
        p.name,
        {
          ...(p.schemaPointer ? refTo(p.schemaPointer) : {}),
          ...(p.defaultValue !== undefined ? { default: p.defaultValue } : {}),
        },
      ]),
    ),
    required: declared.filter((p) => p.required || location === 'path').map((p) => p.name),
  };
}

/** One validator the contract may need: its kind, its cache key and its schema. */
export interface ValidatorSpec {
  kind: AjvKind;
  key: string;
  schema: object;
}

/** Every validator the contract of `doc` can ask for (what precompile-contract.ts compiles). */
export function listValidators(doc: Json): ValidatorSpec[] {
  const specs = new Map<string, ValidatorSpec>();
  const add = (kind: AjvKind, key: string, schema: object | null) => {
    if (schema) specs.set(`${kind}:${key}`, { kind, key, schema });
  };
  for (const operation of readOperations(doc).values()) {
    for (const location of ['path', 'query'] as const) {
      add('params', `${operation.operationId}:${location}`, paramsSchema(operation, location));
    }
    const requestPointer = operation.requestBody?.schemaPointer;
    if (requestPointer) add('request', requestPointer, refTo(requestPointer));
    for (const spec of Object.values(operation.responses)) {
      if (spec.body === 'json' && spec.schemaPointer) {
        add('response', spec.schemaPointer, refTo(spec.schemaPointer));
      }
    }
  }
  return [...specs.values()];
}

const DECIMAL_INTEGER = /^-?\d+$/;

function integerMessage(raw: string): string {
  if (!DECIMAL_INTEGER.test(raw)) return 'Must be an integer';
  return raw.startsWith('-')
    ? `Must be ${Number.MIN_SAFE_INTEGER} or more`
    : `Must be ${Number.MAX_SAFE_INTEGER} or less`;
}

/**
 * Integer parameters spelled in decimal digits become numbers in `values`; any other spelling is
 * a detail on the parameter. ajv's coercion alone would take `1e3`,
 * `0x10`, `0b1`, ` 5`, `+5` and `5.0`, and turn `1e309` or `Infinity` into an Infinity that no
 * range check refuses. Digits past the largest exact integer name no row either.
 */
function readIntegers(
  operation: Operation,
  location: 'path' | 'query',
  values: Record<string, unknown>,
): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  for (const param of operation.parameters) {
    if (param.in !== location || !param.integer || !Object.hasOwn(values, param.name)) continue;
    const raw = values[param.name];
    // A repeated parameter (a list) is ajv's to refuse; a number is already one.
    if (typeof raw !== 'string') continue;
    const value = Number(raw);
    if (DECIMAL_INTEGER.test(raw) && Number.isSafeInteger(value)) {
      values[param.name] = value;
      continue;
    }
    details.push({ field: param.name, message: integerMessage(raw) });
  }
  return details;
}

function isJson(contentType: string | null): boolean {
  return !!contentType && /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());
}

function responseKey(responses: Record<string, ResponseSpec>, status: number): string | undefined {
  const exact = String(status);
  if (exact in responses) return exact;
  const range = `${exact[0]}XX`;
  if (range in responses) return range;
  if (range.toLowerCase() in responses) return range.toLowerCase();
  return 'default' in responses ? 'default' : undefined;
}

/**
 * Builds the runtime contract for an OpenAPI 3.1 document (the app uses the generated
 * `src/api/openapi.gen.json`; tests may pass a small document of their own).
 */
export function createContract(doc: Json): Contract {
  const alreadyRead = doc[READ_OPERATIONS] as Operation[] | undefined;
  const operations = alreadyRead
    ? new Map(alreadyRead.map((operation) => [operation.operationId, operation]))
    : readOperations(doc);
  let matchers: Map<HttpMethod, PathMatcher[]> | undefined;
  const ajvs = new Map<AjvKind, Ajv2020>();
  const validators = new Map<string, ValidateFunction>();

  function getAjv(kind: AjvKind): Ajv2020 {
    let ajv = ajvs.get(kind);
    if (!ajv) {
      ajv = new Ajv2020(ajvOptions(kind));
      addFormats(ajv);
      addContractSchemas(ajv, doc);
      ajvs.set(kind, ajv);
    }
    return ajv;
  }

  let compileAtRunTime = true;

  function usePrecompiled(precompiled: PrecompiledValidators): void {
    compileAtRunTime = false;
    for (const [cacheKey, validate] of Object.entries(precompiled)) {
      validators.set(cacheKey, validate);
    }
  }

  function validator(
    key: string,
    kind: AjvKind,
    schema: () => object,
  ): ValidateFunction | undefined {
    const cacheKey = `${kind}:${key}`;
    let validate = validators.get(cacheKey);
    if (!validate && compileAtRunTime) {
      validate = getAjv(kind).compile(schema());
      validators.set(cacheKey, validate);
    }
    return validate;
  }

  function validateParams(
    operation: Operation,
    location: 'path' | 'query',
    values: Record<string, unknown>,
  ): ValidationDetail[] {
    if (!operation.parameters.some((p) => p.in === location)) return [];
    const spelled = readIntegers(operation, location, values);
    const validate = validator(`${operation.operationId}:${location}`, 'params', () =>
      paramsSchema(operation, location)!,
    );
    const typed = !validate || validate(values) ? [] : toDetails(validate.errors, location);
    const told = new Set(spelled.map((detail) => detail.field));
    return [...spelled, ...typed.filter((detail) => !told.has(detail.field))].map((detail) => ({
      ...detail,
      in: location,
    }));
  }

  return {
    version: String((doc.info as Json | undefined)?.version ?? '0'),
    operations,

    getOperation: (operationId) => operations.get(operationId),

    usePrecompiled,

    /** Finds the operation for a request path; literal segments win over templated ones. */
    findOperation(method, pathname) {
      matchers ??= buildMatchers(operations.values());
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      for (const matcher of matchers.get(method.toLowerCase() as HttpMethod) ?? []) {
        const found = matcher.regex.exec(path);
        if (!found) continue;
        const params: Record<string, string> = {};
        matcher.names.forEach((name, i) => {
          params[name] = decodeURIComponent(found[i + 1]);
        });
        const { operation } = matcher;
        return {
          operation,
          operationId: operation.operationId,
          pathTemplate: operation.pathTemplate,
          params,
        };
      }
      return undefined;
    },

    /** The declared query parameters of `operation` as a record (repeated keys become lists). */
    readQuery(operation, search) {
      const query: Record<string, unknown> = {};
      for (const param of operation.parameters) {
        if (param.in !== 'query') continue;
        const values = search.getAll(param.name);
        if (values.length === 1) query[param.name] = values[0];
        else if (values.length > 1) query[param.name] = values;
      }
      return query;
    },

    /**
     * Checks path parameters, query parameters (coerced from strings in place: `'5'` → `5`) and
     * the JSON body (its shape first, see body-shape.ts), then the text of the query and body
     * (see text-fields.ts; accepted text is put in its normal form in place). Returns one detail
     * per bad field; empty when the request is valid.
     */
    validateRequest(operation, { params, query, body, contentType }) {
      const details: ValidationDetail[] = [
        ...validateParams(operation, 'path', params),
        ...validateParams(operation, 'query', query),
      ];
      const requestBody = operation.requestBody;
      if (requestBody) {
        if (body === undefined) {
          if (requestBody.required)
            details.push({ field: 'body', message: 'Request body is required' });
        } else if (!isJson(contentType)) {
          details.push({ field: 'body', message: 'Must be JSON (Content-Type: application/json)' });
        } else if (requestBody.schemaPointer) {
          const pointer = requestBody.schemaPointer;
          const shape = requestBody.shape && bodyShapeProblem(body, requestBody.shape);
          const validate = validator(pointer, 'request', () => refTo(pointer));
          if (shape) details.push(shape);
          else if (validate && !validate(body)) details.push(...toDetails(validate.errors, 'body'));
        }
      }
      const text = checkTextFields(query, undefined, 'query').map((detail): ValidationDetail => ({
        ...detail,
        in: 'query',
      }));
      if (requestBody && body !== undefined && isJson(contentType)) {
        text.push(...checkTextFields(body, requestBody.text, 'body'));
      }
      // A field the schema already refused keeps that detail: one per field.
      const told = new Set(details.map((detail) => detail.field));
      details.push(...text.filter((detail) => !told.has(detail.field)));
      return details;
    },

    /**
     * Checks a response: the status must be documented for the operation, the body must match
     * that status's schema, and a status documented without content (e.g. 204) has no body.
     */
    validateResponse(operation, status, body) {
      const key = responseKey(operation.responses, status);
      if (key === undefined) {
        return [
          { field: 'status', message: `${status} is not documented for ${operation.operationId}` },
        ];
      }
      const spec = operation.responses[key];
      const empty = body === undefined || body === null || body === '';
      if (status === 204 || spec.body === 'none') {
        return empty ? [] : [{ field: 'body', message: `A ${status} response must have no body` }];
      }
      if (spec.body === 'other') return [];
      if (empty) return [{ field: 'body', message: `A ${status} response must have a JSON body` }];
      const pointer = spec.schemaPointer;
      if (!pointer) return [];
      const validate = validator(pointer, 'response', () => refTo(pointer));
      return !validate || validate(body) ? [] : toDetails(validate.errors, 'body');
    },
  };
}
