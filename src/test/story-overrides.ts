import { delay, http, HttpResponse } from 'msw';
import { handlers } from '@mocks/handlers/index';

type Override = [path: string, answer: 'slow' | 'fail' | unknown];

/**
 * Story `parameters.msw` answering some GET paths differently, the real handlers for the rest:
 * `'slow'` waits 30 s (a loading state), `'fail'` is a 500 without a body (the screen's own error
 * text), anything else is sent as the JSON body.
 */
export function mswOverrides(...overrides: Override[]) {
  return {
    msw: {
      handlers: [
        ...overrides.map(([path, answer]) =>
          http.get(path, async () => {
            if (answer === 'slow') {
              await delay(30_000);
              return new HttpResponse(null, { status: 503 });
            }
            if (answer === 'fail') return new HttpResponse(null, { status: 500 });
            return HttpResponse.json(answer as object);
          }),
        ),
        ...handlers,
      ],
    },
  };
}
