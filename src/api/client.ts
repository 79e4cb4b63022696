import createClient from 'openapi-fetch';
import { API_URL } from '@/config/env';
import { gatedFetch } from './api-gate';
import { authMiddleware, errorMiddleware } from './middleware';
import { idempotencyMiddleware } from './idempotency';
import type { paths } from './schema';

// Same-origin calls use an absolute URL so the client also works where Request needs one (Node tests).
const baseUrl = API_URL || (typeof window === 'undefined' ? '' : window.location.origin);

export const apiClient = createClient<paths>({
  baseUrl,
  // Waits for the in-browser mock when one is starting (see api-gate.ts).
  fetch: gatedFetch,
  credentials: 'include',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

// Last, so that its onResponse runs first (openapi-fetch runs them in reverse) and sees errors too.
apiClient.use(authMiddleware, errorMiddleware, idempotencyMiddleware);
