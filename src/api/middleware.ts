import type { Middleware } from 'openapi-fetch';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '@/lib/password-change';
import { ApiError } from './errors';
import { clearSession, getToken, sessionStore, STORAGE_KEYS } from './storage';

export const UNAUTHORIZED_EVENT = 'meritly:unauthorized';
/** The server refused a call until the user changes a temporary password (403 code). */
export const PASSWORD_CHANGE_REQUIRED_EVENT = 'meritly:password-change-required';
export const SIGN_IN_PATH = '/auth';

const NO_AUTH_HEADER = ['/api/auth/register', '/api/auth/forgot-password'];
const NO_SESSION_EXPIRY = ['/api/auth/login', '/api/auth/validate-session'];

export function redirectUnlessOnSignIn(location: Pick<Location, 'pathname' | 'assign'>): void {
  if (location.pathname !== SIGN_IN_PATH) location.assign(SIGN_IN_PATH);
}

const defaultRedirect = () => redirectUnlessOnSignIn(window.location);

let redirectToSignIn: () => void = defaultRedirect;

/** Replaces the 401 redirect (the router installs a client-side one; tests install a spy). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  redirectToSignIn = handler ?? defaultRedirect;
}

function pathOf(request: Request): string {
  return new URL(request.url).pathname;
}

function matches(request: Request, list: string[]): boolean {
  const path = pathOf(request);
  return list.some((p) => path === p || path.endsWith(p));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (!token) return undefined;
    if (request.method === 'POST' && matches(request, NO_AUTH_HEADER)) return undefined;
    request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/**
 * Whether a request was sent with the stored token (or nothing is stored any more). A late 401 to a
 * request of an earlier session must not sign out the user who has signed in since.
 */
function ofThisSession(request: Request): boolean {
  const current = getToken();
  if (!current) return true;
  return request.headers.get('Authorization') === `Bearer ${current}`;
}

function isPasswordChangeRequired(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { code?: unknown }).code === PASSWORD_CHANGE_REQUIRED_CODE
  );
}

export const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    const body = await readBody(response);
    if (response.status === 401 && !matches(request, NO_SESSION_EXPIRY) && ofThisSession(request)) {
      clearSession();
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
      redirectToSignIn();
      throw new ApiError(401, body ?? { error: 'Unauthorized' });
    }
    if (response.status === 403 && isPasswordChangeRequired(body) && ofThisSession(request)) {
      // The guard then shows the change-password screen (the flag may be missing: another tab
      // signed in, an old stored session).
      sessionStore().setItem(STORAGE_KEYS.requiresPasswordChange, 'true');
      window.dispatchEvent(new CustomEvent(PASSWORD_CHANGE_REQUIRED_EVENT));
    }
    throw new ApiError(response.status, body);
  },
};
