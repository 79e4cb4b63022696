import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';
import { defineRoute, noContent } from './route';
import { contractViolations } from './violations';

/**
 * A handler answers in one synchronous step: what it checks (a version, a uniqueness rule) is
 * still true when it writes, because no other request can run in between. The type refuses a
 * Promise; the wrapper refuses one that gets past the type.
 */

describe('handlers are synchronous', () => {
  it('a handler returning a Promise does not type-check', () => {
    const sync = defineRoute({ operationId: 'deleteTeam', auth: ['admin'], handler: noContent });
    const asyncRoute = defineRoute({
      operationId: 'deleteTeam',
      auth: ['admin'],
      // @ts-expect-error an async handler could await between its check and its write
      handler: async () => noContent(),
    });
    const promiseRoute = defineRoute({
      operationId: 'deleteTeam',
      auth: ['admin'],
      // @ts-expect-error a Promise is not an answer, however it is made
      handler: () => Promise.resolve(noContent()),
    });
    expect([sync, asyncRoute, promiseRoute]).toHaveLength(3);
  });

  it('a Promise smuggled past the type answers 500 and is recorded, not awaited', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const smuggled = (() => Promise.resolve(noContent())) as unknown as typeof noContent;
    server.use(defineRoute({ operationId: 'deleteTeam', auth: ['admin'], handler: smuggled }));
    const res = await callApi('delete', '/api/teams/t1', { token: await loginAs('admin') });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Internal error' });
    expect(contractViolations.splice(0)).toMatchObject([
      { kind: 'exception', operationId: 'deleteTeam', message: expect.stringMatching(/Promise/) },
    ]);
    expect(log).toHaveBeenCalled();
  });
});
