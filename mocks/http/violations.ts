import type { ErrorDetail } from './errors';

/** Something the mock did that a real server must not: the test harness fails on any of them. */
export interface ContractViolation {
  kind: 'response' | 'exception' | 'unimplemented';
  operationId: string;
  method: string;
  url: string;
  status?: number;
  details?: ErrorDetail[];
  message?: string;
}

const MAX_KEPT = 200;

/**
 * Every violation seen since the last {@link clearContractViolations}: a response the contract
 * does not allow, an exception inside a handler, a contract operation with no mock handler.
 * The test setup asserts it is empty after each test; the browser only logs.
 */
export const contractViolations: ContractViolation[] = [];

/** Records a violation and logs it loudly with console.error. */
export function reportViolation(violation: ContractViolation, error?: unknown): void {
  if (contractViolations.length >= MAX_KEPT) contractViolations.shift();
  contractViolations.push(violation);
  const where = `${violation.method.toUpperCase()} ${violation.url} (${violation.operationId})`;
  const what =
    violation.kind === 'response'
      ? `response ${violation.status} does not match the contract: ${JSON.stringify(violation.details)}`
      : violation.kind === 'exception'
        ? `handler threw: ${violation.message}`
        : 'no mock handler for this contract operation';
  console.error(`[mock] ${where}: ${what}`, ...(error ? [error] : []));
}

/** Empties {@link contractViolations} (the test setup does it before each test). */
export function clearContractViolations(): void {
  contractViolations.length = 0;
}
