import type { Sequence, SequenceCheck } from '../sequences';
import { CONTRACT, CONTRACT_DOC, refusedOn, validRequest } from './valid-request';

/**
 * A body key the schema does not declare is refused like any other (additionalProperties false):
 * 400 naming it, also when it is named like the path's parameters (`id`), like an
 * Object.prototype member (`constructor`, `toString`) or is `__proto__` (sent as JSON text, where
 * it is a key like any other). A server that looked such a key up among the path parameters, or
 * read it off a prototype, answered 404; one that parsed `__proto__` away never saw it.
 */

type Json = Record<string, unknown>;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

function schemaAt(pointer: string): Json | undefined {
  let node: unknown = CONTRACT_DOC;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
  }
  for (let hops = 0; typeof (node as Json)?.$ref === 'string' && hops < 10; hops += 1) {
    node = schemaAt(((node as Json).$ref as string).slice(1));
  }
  return node as Json | undefined;
}

/** The body's declared properties, or null when the operation takes no closed JSON object. */
function declaredKeys(operationId: string): Set<string> | null {
  const pointer = CONTRACT.getOperation(operationId)?.requestBody?.schemaPointer;
  const schema = pointer ? schemaAt(pointer) : undefined;
  if (!schema || schema.type !== 'object' || schema.additionalProperties !== false) return null;
  return new Set(Object.keys((schema.properties ?? {}) as Json));
}

/** `body` as JSON text with one more key (a JS object literal would set its prototype instead). */
function withKey(body: unknown, key: string): string {
  const text = JSON.stringify(body ?? {});
  const extra = `${JSON.stringify(key)}:{"contractProbe":true}`;
  return text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
}

const unknownKeys =
  (operationId: string, declared: Set<string>): Sequence =>
  async (w) => {
    const { operation, request, probe } = await validRequest(w, operationId);
    if (!probe.body || typeof probe.body !== 'object' || Array.isArray(probe.body)) return [];
    const pathKeys = [...operation.pathTemplate.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const keys = [...new Set([...PROTOTYPE_KEYS, 'id', ...pathKeys])].filter(
      (key) => !declared.has(key),
    );
    const checks: SequenceCheck[] = [];
    for (const key of keys) {
      const response = await w.send({
        ...request,
        body: undefined,
        rawBody: withKey(probe.body, key),
      });
      await probe.cleanup?.(response);
      checks.push({
        label: `a body key ${JSON.stringify(key)} answers 400 on ${key}`,
        problem: refusedOn(response, key),
      });
    }
    return checks;
  };

export const BODY_KEY_CHECKS: Record<string, Sequence> = Object.fromEntries(
  [...CONTRACT.operations.values()].flatMap((operation) => {
    const declared = operation.requiresAuth ? declaredKeys(operation.operationId) : null;
    return declared ? [[operation.operationId, unknownKeys(operation.operationId, declared)]] : [];
  }),
);
