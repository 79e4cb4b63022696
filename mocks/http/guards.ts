import { http, HttpResponse } from 'msw';
import { API_HEADERS } from './api-headers';
import { contract } from './contract';
import { allowedMethods } from './server/allowed-methods';
import { malformedTargetProblem } from './server/malformed-url';

/**
 * Put first in the handler list: the HTTP rules of the contract (info.description) for the browser
 * mock too, as the HTTP server applies them before its handlers. A target that is not valid
 * percent-encoding is 400 (else MSW's path matching would throw inside the lookup and answer 500
 * with a stack), and a method the path does not have is 405 with `Allow`. The pattern is a
 * RegExp without groups: MSW decodes nothing for it, so a malformed path cannot throw here.
 */
export const guardHandlers = [
  http.all(/\/api\//, ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return undefined;
    const problem = malformedTargetProblem(`${url.pathname}${url.search}`);
    if (problem) {
      const error = problem.field === 'path' ? 'Malformed request path' : 'Malformed query string';
      return HttpResponse.json(
        { error, details: [problem] },
        { status: 400, headers: API_HEADERS },
      );
    }
    if (contract.findOperation(request.method, url.pathname)) return undefined;
    const allow = allowedMethods(url.pathname);
    // HEAD and OPTIONS of a known path pass on (the HTTP server answers them before the handlers).
    if (!allow || allow.includes(request.method)) return undefined;
    return HttpResponse.json(
      {
        error: 'Method not allowed',
        message: `${request.method} is not allowed here; allowed: ${allow.join(', ')}`,
      },
      { status: 405, headers: { ...API_HEADERS, Allow: allow.join(', ') } },
    );
  }),
];
