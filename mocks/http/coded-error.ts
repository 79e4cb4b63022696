import { HttpError, type ErrorBody, type ErrorDetail } from './errors';

/** An error whose body carries the contract's machine-readable `code` (see the Error schema). */
class CodedError extends HttpError {
  readonly code: string;

  constructor(status: number, error: string, code: string, details?: ErrorDetail[]) {
    super(status, error, undefined, details);
    this.code = code;
  }

  override toBody(): ErrorBody & { code: string } {
    return { ...super.toBody(), code: this.code };
  }
}

/** 409 `{ error, code, details? }`, e.g. a launch refused with what is missing. */
export function codedConflict(error: string, code: string, details?: ErrorDetail[]): HttpError {
  return new CodedError(409, error, code, details);
}
