// Relative: the build's config loads this module (through create-contract.ts), before `@/` exists.
import { normaliseText, textProblem } from '../../src/lib/text-content.ts';
import type { ErrorDetail } from './errors';

/**
 * The contract's text rule ("Text fields" in openapi.yaml, `src/lib/text-content.ts`) applied to
 * every string of a request: single-line unless its schema says `x-multiline: true`, composed
 * (NFC) unless it is a password (`format: password`: compared as typed).
 */

type Json = Record<string, unknown>;

/**
 * Where a request's multi-line and verbatim strings are, read from its schema once: a tree of the
 * properties (`props`), map values (`any`) and list items (`items`) that lead to one. A string
 * the tree does not reach is single-line text. Plain JSON, so the production build's contract
 * carries it (see runtime-contract-doc.ts).
 */
export interface TextTree {
  props?: Record<string, TextTree>;
  any?: TextTree;
  items?: TextTree;
  multiline?: true;
  verbatim?: true;
}

function getAt(doc: Json, pointer: string): unknown {
  let node: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
  }
  return node;
}

const EMPTY: TextTree = Object.freeze({});

function isEmpty(tree: TextTree | undefined): boolean {
  return !tree || Object.keys(tree).length === 0;
}

/** Both trees in one, as a new tree: the built trees are shared and never changed. */
function combine(a: TextTree | undefined, b: TextTree | undefined): TextTree {
  if (isEmpty(a)) return b ?? EMPTY;
  if (isEmpty(b)) return a!;
  const tree: TextTree = {};
  if (a!.multiline || b!.multiline) tree.multiline = true;
  if (a!.verbatim || b!.verbatim) tree.verbatim = true;
  if (a!.props || b!.props) {
    tree.props = { ...a!.props };
    for (const [name, sub] of Object.entries(b!.props ?? {})) {
      tree.props[name] = combine(
        Object.hasOwn(tree.props, name) ? tree.props[name] : undefined,
        sub,
      );
    }
  }
  for (const key of ['any', 'items'] as const) {
    if (a![key] || b![key]) tree[key] = combine(a![key], b![key]);
  }
  return tree;
}

// Each component's tree, built once for every operation that uses it (the mock reads the contract
// on every start); a component being built is not entered again (a schema that nests itself).
const builtTrees = new WeakMap<Json, Map<string, TextTree>>();

/** The text tree of `schema` (with `$ref`s into `doc`); undefined when every string is single-line. */
export function textTree(doc: Json, schema: unknown): TextTree | undefined {
  let built = builtTrees.get(doc);
  if (!built) builtTrees.set(doc, (built = new Map()));
  const byRef = built;
  const building = new Set<string>();
  const build = (node: unknown): TextTree => {
    if (!node || typeof node !== 'object') return EMPTY;
    const s = node as Json;
    let tree = EMPTY;
    const ref = s.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !building.has(ref)) {
      let target = byRef.get(ref);
      if (!target) {
        building.add(ref);
        target = build(getAt(doc, ref.slice(1)));
        building.delete(ref);
        byRef.set(ref, target);
      }
      tree = target;
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      for (const branch of (s[key] as unknown[] | undefined) ?? [])
        tree = combine(tree, build(branch));
    }
    const own: TextTree = {};
    if (s['x-multiline'] === true) own.multiline = true;
    if (s.format === 'password') own.verbatim = true;
    for (const [name, property] of Object.entries((s.properties ?? {}) as Json)) {
      const sub = build(property);
      if (!isEmpty(sub)) (own.props ??= {})[name] = sub;
    }
    if (s.additionalProperties && typeof s.additionalProperties === 'object') {
      const sub = build(s.additionalProperties);
      if (!isEmpty(sub)) own.any = sub;
    }
    if (s.items) {
      const sub = build(s.items);
      if (!isEmpty(sub)) own.items = sub;
    }
    return combine(tree, own);
  };
  const tree = build(schema);
  return isEmpty(tree) ? undefined : tree;
}

function fieldOf(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return base ? `${base}.${key}` : key;
}

/**
 * Checks every string in `value` (a parsed body, or the query record) and replaces each accepted
 * one by its normal form, in place. Returns one detail per refused string, named like the
 * schema's details (`steps[0].name`); `root` names `value` itself when it is a string.
 */
export function checkTextFields(
  value: unknown,
  tree: TextTree | undefined,
  root: string,
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  type Step = { holder: Json | unknown[]; key: string | number; tree?: TextTree; field: string };
  const visit = (text: string, at: TextTree | undefined, field: string): string => {
    const kind = at?.multiline ? 'multiline' : 'line';
    const problem = textProblem(text, kind);
    if (problem) details.push({ field: field || root, message: problem });
    return problem || at?.verbatim ? text : normaliseText(text, kind);
  };
  if (typeof value === 'string') {
    visit(value, tree, '');
    return details;
  }
  // A list of steps, not recursion: a body nested thousands deep is walked like a flat one.
  const stack: Step[] = [];
  const push = (node: unknown, at: TextTree | undefined, field: string) => {
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) {
        stack.push({ holder: node, key: i, tree: at?.items, field: fieldOf(field, i) });
      }
    } else if (node && typeof node === 'object') {
      for (const key of Object.keys(node).reverse()) {
        const sub = at?.props && Object.hasOwn(at.props, key) ? at.props[key] : at?.any;
        stack.push({ holder: node as Json, key, tree: sub, field: fieldOf(field, key) });
      }
    }
  };
  push(value, tree, '');
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { holder, key } = step;
    const item = (holder as Record<string | number, unknown>)[key];
    if (typeof item === 'string') {
      (holder as Record<string | number, unknown>)[key] = visit(item, step.tree, step.field);
    } else {
      push(item, step.tree, step.field);
    }
  }
  return details;
}
