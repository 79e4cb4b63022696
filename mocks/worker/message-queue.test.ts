import { describe, expect, it } from 'vitest';
import { messageQueue, nextIndex, nextTask } from './message-queue';
import type { ToWorker } from './protocol';

let id = 0;
const call = (method: string, path: string): ToWorker => ({
  type: 'request',
  id: (id += 1),
  request: { url: `http://localhost${path}`, method, headers: [], body: null },
});
const check = () => call('GET', '/api/auth/validate-session');
const label = (message: ToWorker | undefined) =>
  message?.type === 'request'
    ? `${message.request.method} ${new URL(message.request.url).pathname}`
    : message?.type;

describe('nextIndex', () => {
  it('takes the oldest message', () => {
    expect(nextIndex([call('GET', '/api/teams'), call('GET', '/api/users')])).toBe(0);
  });

  it('takes the session check before the reads waiting ahead of it', () => {
    const queue = [call('GET', '/api/review-cycles/c1/participants'), call('HEAD', '/api/teams')];
    expect(nextIndex([...queue, check()])).toBe(2);
  });

  it('never takes it before a write, a start or a reset', () => {
    expect(nextIndex([call('GET', '/api/teams'), call('POST', '/api/auth/logout'), check()])).toBe(
      0,
    );
    expect(
      nextIndex([{ type: 'start', search: '', storage: { items: {}, otherChars: 0 } }, check()]),
    ).toBe(0);
    expect(
      nextIndex([
        { type: 'control', id: 1, action: 'reset', storage: { items: {}, otherChars: 0 } },
        check(),
      ]),
    ).toBe(0);
  });

  it('gives no other path the session check’s place', () => {
    expect(nextIndex([call('GET', '/api/teams'), call('POST', '/api/auth/validate-session')])).toBe(
      0,
    );
    expect(nextIndex([call('GET', '/api/teams'), call('GET', '/api/auth/me')])).toBe(0);
  });
});

describe('messageQueue', () => {
  it('runs a session check that came in during a slow call before the reads waiting since', async () => {
    const ran: string[] = [];
    const slowRead = call('GET', '/api/review-cycles/c1/participants');
    const panel = call('GET', '/api/review-cycles/c1/behind');
    const sessionCheck = check();
    const enqueue = messageQueue((message) => {
      ran.push(label(message)!);
      // The page's 100 ms timer sends the check while the participants are being built.
      if (message === slowRead) enqueue(sessionCheck);
    }, nextTask());
    enqueue(slowRead);
    enqueue(panel);
    await expect.poll(() => ran.length).toBe(3);
    expect(ran).toEqual([
      'GET /api/review-cycles/c1/participants',
      'GET /api/auth/validate-session',
      'GET /api/review-cycles/c1/behind',
    ]);
  });

  it('runs every message once, in order when none is a session check', async () => {
    const ran: number[] = [];
    const messages = [call('GET', '/a'), call('POST', '/b'), call('GET', '/c'), call('PUT', '/d')];
    const enqueue = messageQueue(
      (message) => ran.push(message.type === 'request' ? message.id : -1),
      nextTask(),
    );
    messages.forEach(enqueue);
    await expect.poll(() => ran.length).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual(messages.map((message) => (message.type === 'request' ? message.id : 0)));
  });
});
