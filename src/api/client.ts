import createClient from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { API_URL } from '@/config/env';
import { authMiddleware, errorMiddleware } from './middleware';
import type { paths } from './schema';

// Same-origin calls use an absolute URL so the client also works where Request needs one (Node tests).
const baseUrl = API_URL || (typeof window === 'undefined' ? '' : window.location.origin);

export const apiClient = createClient<paths>({
  baseUrl,
  // Resolved per call so MSW (which patches globalThis.fetch) sees requests made in tests.
  fetch: (request) => globalThis.fetch(request),
  credentials: 'include',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

apiClient.use(authMiddleware, errorMiddleware);

export const $api = createQueryHooks(apiClient);
