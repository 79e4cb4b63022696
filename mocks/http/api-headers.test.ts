import { describe, expect, it } from 'vitest';
import generatedContract from '@/api/openapi.gen.json';
import { BODY_LIMITS } from './server/body-limits';

/**
 * The browser mock's answers carry the headers the contract promises on every answer (the HTTP
 * server's are tested in server/create-mock-server.test.ts), and the contract states the body
 * limits the server enforces.
 */

const doc = generatedContract as unknown as {
  info: { description: string };
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: object }>>;
};

async function call(path: string, init?: RequestInit) {
  return fetch(`http://localhost${path}`, init);
}

describe('API headers in the browser mock', () => {
  it.each([
    ['a public read', '/api/organization/types', 200],
    ['a call without a token', '/api/teams', 401],
    ['an unknown path', '/api/no-such-thing', 404],
  ])('are on %s', async (_what, path, status) => {
    const response = await call(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('are on a validation error', async () => {
    const response = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the contract', () => {
  it('states the body limits the server enforces', () => {
    const text = doc.info.description;
    expect(text).toContain(BODY_LIMITS.default.toLocaleString('en-US'));
    expect(text).toContain(BODY_LIMITS.imports.toLocaleString('en-US'));
    expect(text).toMatch(/Cache-Control: no-store/);
    expect(text).toMatch(/X-Content-Type-Options: nosniff/);
  });

  it('documents 413 on every operation that takes a body', () => {
    const without = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.requestBody && !('413' in (op.responses ?? {})))
        .map(([method]) => `${method} ${path}`),
    );
    expect(without).toEqual([]);
  });
});

describe('the HTTP rules in the browser mock', () => {
  it('answers a malformed path 400 in the Error shape, not 500 with a stack', async () => {
    const response = await call('/api/employees/%ZZ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Malformed request path',
      details: [{ field: 'path', message: 'Must be valid percent-encoded UTF-8' }],
    });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers a method the path lacks 405 with Allow', async () => {
    const response = await call('/api/auth/login', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
