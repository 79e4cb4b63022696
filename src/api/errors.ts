export const GENERIC_ERROR_MESSAGE = 'Request failed';

export type ApiErrorBody = {
  error?: string;
  message?: string;
  details?: Array<{ field: string; message: string }>;
  [key: string]: unknown;
};

function messageFrom(body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as ApiErrorBody;
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return GENERIC_ERROR_MESSAGE;
}

/** Thrown for every non-2xx response; `body` is the parsed JSON body, or null when there was none. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: unknown) {
    super(messageFrom(body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body && typeof body === 'object' ? (body as ApiErrorBody) : null;
  }
}
