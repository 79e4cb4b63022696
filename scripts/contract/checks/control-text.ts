import type { TextTree } from '@mocks/http/text-fields';
import type { ApiResponse } from '../http';
import { CONTROL_TEXTS, URL_CONTROL_TEXTS } from '../schema-arb';
import type { Sequence, SequenceCheck } from '../sequences';
import type { Dto } from '../world';
import { at, resolveSchema, typesOf } from '../schema-arb';
import { CONTRACT, CONTRACT_DOC, refusedOn, validRequest } from './valid-request';

/**
 * "Text fields": every string of a request refuses control and invisible formatting characters
 * (400 naming the field), multi-line text (`x-multiline`) included, and a multi-line text keeps
 * its line breaks, stored as `\n`, composed (NFC). Each string the operation's valid request
 * sends is tried with one class of such characters (the classes taken in turn across the
 * operation's strings), so a server that stores them as sent, or takes them out quietly, answers
 * 2xx where 400 is due; a server that refuses every line break refuses the multi-line text.
 */

interface Leaf {
  field: string;
  path: (string | number)[];
  value: string;
  multiline: boolean;
}

/** Every string of `value`, named as the 400 details name fields (`steps[0].name`). */
function leavesOf(value: unknown, tree: TextTree | undefined): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (node: unknown, at: TextTree | undefined, path: (string | number)[]) => {
    if (typeof node === 'string') {
      const field = path.reduce<string>(
        (name, key) =>
          typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key,
        '',
      );
      leaves.push({ field, path, value: node, multiline: at?.multiline === true });
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, at?.items, [...path, i]));
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const sub = at?.props && Object.hasOwn(at.props, key) ? at.props[key] : at?.any;
        walk(item, sub, [...path, key]);
      }
    }
  };
  walk(value, tree, []);
  return leaves;
}

/** `body` with the string at `path` replaced by `text`. */
function withText(body: unknown, path: (string | number)[], text: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = text;
  return copy;
}

/** `text` with every character outside printable ASCII as `\uXXXX`, for a readable label. */
const visible = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const is2xx = (status: number) => status >= 200 && status < 300;

const describe = (response: ApiResponse) =>
  `${response.status} ${JSON.stringify(response.body ?? null).slice(0, 160)}`;

// Typed as "Rene" and a combining acute, and with a Windows line break: stored composed, with \n.
const MULTILINE_SENT = 'Rene\u0301e wrote:\r\nFirst point\nSecond point';
const MULTILINE_STORED = 'Ren\u00E9e wrote:\nFirst point\nSecond point';

/** The query parameters that take free text (a search), by name. */
function textQueryParameters(operationId: string): string[] {
  const operation = CONTRACT.getOperation(operationId);
  return (operation?.parameters ?? []).flatMap((param) => {
    if (param.in !== 'query' || !param.schemaPointer) return [];
    const schema = resolveSchema(CONTRACT_DOC, at(CONTRACT_DOC, param.schemaPointer));
    const text = typesOf(CONTRACT_DOC, schema).includes('string') && !schema.enum && !schema.format;
    return text ? [param.name] : [];
  });
}

const controlText =
  (operationId: string, tree: TextTree | undefined): Sequence =>
  async (w) => {
    const { request, probe } = await validRequest(w, operationId);
    const checks: SequenceCheck[] = [];
    const leaves = leavesOf(probe.body, tree);
    let turn = [...operationId].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    const settle = async (response: ApiResponse) => {
      if (is2xx(response.status)) await probe.verify?.(response);
      await probe.cleanup?.(response);
    };
    for (const leaf of leaves) {
      const control = CONTROL_TEXTS[turn % CONTROL_TEXTS.length]!;
      turn += 1;
      const sent = `Ada${control}`;
      const response = await w.send({ ...request, body: withText(probe.body, leaf.path, sent) });
      await settle(response);
      checks.push({
        label: `${leaf.field} with ${visible(control)} answers 400 on ${leaf.field}`,
        problem: refusedOn(response, leaf.field),
      });
    }
    for (const name of textQueryParameters(operationId)) {
      const control = URL_CONTROL_TEXTS[turn % URL_CONTROL_TEXTS.length]!;
      turn += 1;
      const response = await w.send({
        ...request,
        query: { ...request.query, [name]: `Ada${control}` },
      });
      await settle(response);
      checks.push({
        label: `query ${name} with ${visible(control)} answers 400 on ${name}`,
        problem: refusedOn(response, name),
      });
    }
    const multiline = leaves.find((leaf) => leaf.multiline && leaf.path.length === 1);
    if (multiline) {
      // A request of its own: the clean-ups above may have undone what the first one set up.
      const fresh = await validRequest(w, operationId);
      const response = await w.send({
        ...fresh.request,
        body: withText(fresh.probe.body, multiline.path, MULTILINE_SENT),
      });
      if (is2xx(response.status)) await fresh.probe.verify?.(response);
      await fresh.probe.cleanup?.(response);
      const record = ((response.body as Dto)?.data ?? response.body) as Dto;
      const stored = record?.[multiline.field];
      const problem = !is2xx(response.status)
        ? `line breaks in ${multiline.field} answered ${describe(response)}`
        : typeof stored === 'string' && stored !== MULTILINE_STORED
          ? `${multiline.field} answered ${JSON.stringify(stored)}, not ${JSON.stringify(MULTILINE_STORED)}`
          : null;
      checks.push({
        label: `${multiline.field} keeps its line breaks as \\n, composed`,
        problem,
        category: 'state',
      });
    }
    return checks;
  };

export const CONTROL_TEXT_CHECKS: Record<string, Sequence> = Object.fromEntries(
  [...CONTRACT.operations.values()].flatMap((operation) =>
    operation.requestBody?.schemaPointer || textQueryParameters(operation.operationId).length
      ? [[operation.operationId, controlText(operation.operationId, operation.requestBody?.text)]]
      : [],
  ),
);
