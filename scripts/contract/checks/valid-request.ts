import generatedContract from '@/api/openapi.gen.json';
import { createContract, type Operation } from '@mocks/http/create-contract';
import { FIXTURES, type Probe } from '../fixtures';
import type { ApiRequest, ApiResponse } from '../http';
import { ROLE_MATRIX, type OperationId } from '../role-matrix';
import type { Dto, SignedIn, World } from '../world';

/** The contract's operations, for checks that derive their requests from it. */
export const CONTRACT_DOC = generatedContract as unknown as Record<string, unknown>;
export const CONTRACT = createContract(CONTRACT_DOC);

const CALLERS = ['admin', 'manager', 'employee'] as const satisfies readonly SignedIn[];

export interface ValidRequest {
  operation: Operation;
  request: ApiRequest;
  probe: Probe;
}

function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? 'missing'),
  );
}

/**
 * A request the operation accepts, as the fixtures build it for the first caller (admin,
 * manager, employee) its role-matrix row lets through.
 */
export async function validRequest(w: World, operationId: string): Promise<ValidRequest> {
  const operation = CONTRACT.getOperation(operationId);
  if (!operation) throw new Error(`${operationId} is not an operation of the contract`);
  const rows = ROLE_MATRIX.filter((r) => r.operationId === operationId);
  for (const row of rows) {
    const who = CALLERS.find((caller) => row.expect[caller] === 'ok');
    if (!who) continue;
    const probe = await FIXTURES[operationId as OperationId](w, who, row.target);
    return {
      operation,
      probe,
      request: {
        method: operation.method,
        path: fillPath(operation.pathTemplate, probe.params),
        query: probe.query,
        body: probe.body,
        token: probe.token ?? w.tokens[who],
      },
    };
  }
  throw new Error(`${operationId}: no caller of its role-matrix rows is let through`);
}

/** Why `response` is not a 400 whose details name `field`; null when it is. */
export function refusedOn(response: ApiResponse, field: string): string | null {
  if (response.status !== 400) return `answered ${response.status}, not 400`;
  const body = response.body as Dto;
  const details: Dto[] = Array.isArray(body?.details) ? body.details : [];
  if (typeof body?.error !== 'string') return 'the 400 has no error message';
  if (!details.some((d) => d?.field === field))
    return `the 400 names ${details.map((d) => String(d?.field)).join(', ') || 'no field'}, not ${field}`;
  return null;
}
