// Lint rules that keep each API call in one place: a contract tag's calls and query
// keys live in its resource module, src/api/resources/<tag>.ts, and nowhere else.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const contract = JSON.parse(
  readFileSync(new URL('../../src/api/openapi.gen.json', import.meta.url), 'utf8'),
);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** "Organization Types" → "organization-types": the module that owns the tag. */
export const moduleNameOfTag = (tag) => tag.toLowerCase().replace(/\s+/g, '-');

/** `${METHOD} ${path}` → the tag's module name, from the contract. */
const ownerOf = new Map(
  Object.entries(contract.paths).flatMap(([route, operations]) =>
    Object.entries(operations)
      .filter(([method, operation]) => METHODS.includes(method.toUpperCase()) && operation.tags)
      .map(([method, operation]) => [
        `${method.toUpperCase()} ${route}`,
        moduleNameOfTag(operation.tags[0]),
      ]),
  ),
);

const posix = (file) => file.split(path.sep).join('/');
const isResourceModule = (file) => /\/src\/api\/resources\/[^/]+\.ts$/.test(posix(file));
const resourceName = (file) => path.basename(file, '.ts');

const stringValue = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0].value.cooked;
  }
  return undefined;
};

/** An API path written anywhere but a resource module is a second wrapper in the making. */
const apiPathsInResources = {
  meta: {
    type: 'problem',
    docs: { description: 'API paths are written only in src/api/resources/<tag>.ts' },
    schema: [{ type: 'object', properties: { allow: { type: 'array' } } }],
    messages: {
      outside:
        'Call {{path}} through its resource module (src/api/resources/{{owner}}.ts), not here.',
    },
  },
  create(context) {
    const file = context.filename;
    const allow = context.options[0]?.allow ?? [];
    if (isResourceModule(file) || allow.some((suffix) => posix(file).endsWith(suffix))) return {};
    const check = (node) => {
      const value = stringValue(node);
      if (!value?.startsWith('/api/')) return;
      const owner = [...ownerOf].find(([key]) => key.endsWith(` ${value}`))?.[1] ?? '<tag>';
      context.report({ node, messageId: 'outside', data: { path: value, owner } });
    };
    return { Literal: check, TemplateLiteral: check };
  },
};

/** Each operation is wrapped once, in the module of its contract tag. */
const oneWrapperPerEndpoint = {
  meta: {
    type: 'problem',
    docs: { description: 'A resource module wraps only its own tag, each operation once' },
    schema: [],
    messages: {
      foreign: '{{call}} belongs to the {{owner}} module (its contract tag), not {{here}}.',
      twice: '{{call}} is already wrapped in this module; reuse that wrapper.',
      unknown: '{{call}} is not an operation of openapi.yaml.',
    },
  },
  create(context) {
    const file = context.filename;
    if (!isResourceModule(file)) return {};
    const here = resourceName(file);
    const seen = new Set();
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (!METHODS.includes(method)) return;
        const route = stringValue(node.arguments[0]);
        if (!route?.startsWith('/api/')) return;
        const call = `${method} ${route}`;
        const owner = ownerOf.get(call);
        if (!owner) return context.report({ node, messageId: 'unknown', data: { call } });
        if (owner !== here) {
          return context.report({ node, messageId: 'foreign', data: { call, owner, here } });
        }
        if (seen.has(call)) return context.report({ node, messageId: 'twice', data: { call } });
        seen.add(call);
      },
    };
  },
};

const KEY_PROPERTIES = new Set(['queryKey', 'mutationKey']);
const KEY_METHODS = new Set([
  'getQueryData',
  'setQueryData',
  'getQueryState',
  'ensureQueryData',
  'fetchQuery',
  'prefetchQuery',
]);

/** Query keys come from a resource module's key factory, so features refresh each other by design. */
const queryKeysInResources = {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys are built only by the key factories of src/api/resources' },
    schema: [],
    messages: {
      literal: 'Use the key factory of the resource module (src/api/resources) for this key.',
    },
  },
  create(context) {
    if (isResourceModule(context.filename)) return {};
    return {
      Property(node) {
        if (node.key.type !== 'Identifier' || !KEY_PROPERTIES.has(node.key.name)) return;
        if (node.value.type === 'ArrayExpression') {
          context.report({ node: node.value, messageId: 'literal' });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!KEY_METHODS.has(callee.property.name)) return;
        if (node.arguments[0]?.type === 'ArrayExpression') {
          context.report({ node: node.arguments[0], messageId: 'literal' });
        }
      },
    };
  },
};

export default {
  meta: { name: 'meritly' },
  rules: {
    'api-paths-in-resources': apiPathsInResources,
    'one-wrapper-per-endpoint': oneWrapperPerEndpoint,
    'query-keys-in-resources': queryKeysInResources,
  },
};
