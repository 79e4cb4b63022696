import { http, HttpResponse } from 'msw';
import { API_HEADERS } from './api-headers';
import { contract } from './contract';
import { reportViolation } from './violations';

/**
 * Put last in the handler list. An `/api/*` request no route answered gets what a server would
 * send: 404 `{ error: 'Not found' }` for a path the contract does not know, and 501 for a
 * contract operation the mock does not implement yet (also reported as a violation, so a test
 * that hits it fails). Anything outside `/api/` (app assets) passes through.
 */
export const fallbackHandlers = [
  http.all('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return undefined;
    const match = contract.findOperation(request.method, url.pathname);
    if (!match)
      return HttpResponse.json({ error: 'Not found' }, { status: 404, headers: API_HEADERS });
    reportViolation({
      kind: 'unimplemented',
      operationId: match.operationId,
      method: request.method,
      url: url.pathname,
      status: 501,
    });
    return HttpResponse.json(
      {
        error: 'Not implemented',
        message: `The mock backend has no handler for ${match.operationId}`,
      },
      { status: 501, headers: API_HEADERS },
    );
  }),
];
