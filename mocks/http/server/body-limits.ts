import type { IncomingMessage } from 'node:http';
import { contract } from '@mocks/http/contract';

/** Request body limits in bytes, as the contract documents them (info.description, 413). */
export interface BodyLimits {
  /** Every call with a body. */
  default: number;
  /** The CSV imports (up to 10,000 rows). */
  imports: number;
}

const MIB = 1024 * 1024;

export const BODY_LIMITS: Readonly<BodyLimits> = { default: 1 * MIB, imports: 20 * MIB };

const IMPORT_OPERATIONS = new Set(['importEmployees', 'importCompensationHistory', 'importLevels']);

/** The limit for a request: the imports' for the import operations, else the default. */
export function bodyLimitFor(method: string, pathname: string, limits: BodyLimits): number {
  const match = contract.findOperation(method, pathname);
  return match && IMPORT_OPERATIONS.has(match.operationId) ? limits.imports : limits.default;
}

/** The body is over the limit: answer 413 and read no more of it. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`);
  }
}

/** The client went away before its body was complete: nobody is left to answer. */
export class BodyAborted extends Error {}

/**
 * Reads a request body into memory, refusing it as soon as it is known to be over `limit`:
 * before reading anything when `Content-Length` says so, else as soon as the streamed (chunked)
 * bytes pass it. Resolves undefined for a request without a body. On refusal the request is
 * paused, not drained: the caller answers 413 with `Connection: close` right away. (body-parser
 * would read a refused body to its end before answering, so a 60 MB upload still streams in.)
 */
export function readBodyWithin(
  req: IncomingMessage,
  limit: number,
  /** Called once the body is going to be read (the place to send `100 Continue`). */
  onAccepted: () => void = () => undefined,
): Promise<Buffer | undefined> {
  const declared = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (declared === undefined && !chunked) return Promise.resolve(undefined);
  if (declared !== undefined && Number(declared) > limit) {
    return Promise.reject(new BodyTooLarge(limit));
  }
  onAccepted();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('aborted', onAbort);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        stop();
        req.pause();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(received === 0 ? undefined : Buffer.concat(chunks, received));
    };
    const onAbort = () => {
      stop();
      reject(new BodyAborted('The client aborted the request'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAbort);
    req.on('aborted', onAbort);
  });
}
