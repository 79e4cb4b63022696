/**
 * A mock server process for `process-guards.test.ts`: the real server and process guards, with
 * one handler that leaks what no `catch` sees: a rejected promise nobody awaits and an exception
 * thrown from a timer. Prints `PORT <n>` once listening.
 */
import type { AddressInfo } from 'node:net';
import { http } from 'msw';
import { handlers } from '@mocks/handlers/index';
import { createMockServer } from './create-mock-server';
import { installProcessGuards } from './process-guards';

const leak = http.get('*/api/organization/types', ({ request }) => {
  if (request.headers.get('x-leak')) {
    void Promise.reject(new Error('a rejection nobody awaited'));
    setTimeout(() => {
      throw new Error('an exception thrown from a timer');
    }, 0);
  }
  return undefined;
});

installProcessGuards();
const { server } = createMockServer({ handlers: [leak, ...handlers] });
server.listen(0, '127.0.0.1', () => {
  console.log(`PORT ${(server.address() as AddressInfo).port}`);
});
