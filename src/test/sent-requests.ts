import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { contract } from '@mocks/http/contract';
import { server } from '@mocks/node';

/** A request the app sent, as openapi.yaml names it. */
export interface SentRequest {
  /** The contract's operationId; `unknown METHOD /path` when no operation matches. */
  operationId: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  ifMatch: string | null;
  /** What the contract's request schema refuses in it (empty when valid). */
  problems: string[];
}

/**
 * Records every request sent during each test (call it at the top of a test file), each matched to its operation of
 * openapi.yaml and checked against its request schema. `await sent()` gives them in order.
 */
export function recordRequests() {
  const pending: Promise<SentRequest>[] = [];
  const listener = ({ request }: { request: Request }) => {
    pending.push(describeRequest(request.clone()));
  };
  beforeEach(() => {
    pending.splice(0);
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return {
    /** The requests so far, signing in (a test's setup) left out. */
    sent: async () => (await Promise.all(pending)).filter((r) => r.operationId !== 'login'),
    /** Forgets what was recorded so far (e.g. the requests of a test's setup). */
    clear: () => void pending.splice(0),
  };
}

async function describeRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const match = contract.findOperation(request.method, url.pathname);
  const text = await request.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  const query = Object.fromEntries(url.searchParams);
  const ifMatch = request.headers.get('If-Match');
  if (!match) {
    const operationId = `unknown ${request.method} ${url.pathname}`;
    return { operationId, params: {}, query, body, ifMatch, problems: [operationId] };
  }
  const problems = contract
    .validateRequest(match.operation, {
      params: { ...match.params },
      query: { ...query },
      body,
      contentType: request.headers.get('Content-Type'),
    })
    .map((detail) => `${detail.field}: ${detail.message}`);
  return { operationId: match.operationId, params: match.params, query, body, ifMatch, problems };
}

/** A wrapper for renderHook with the given client. */
export function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
}

/** Fills the cache under each key, so a test can see which ones a mutation invalidates. */
export function seedKeys(client: QueryClient, keys: readonly QueryKey[]) {
  for (const key of keys) client.setQueryData(key, { seeded: true });
}

/** The seeded keys the client now holds as invalidated (or removed), as JSON for readable diffs. */
export function invalidatedKeys(client: QueryClient, keys: readonly QueryKey[]): string[] {
  return keys
    .filter((key) => {
      const state = client.getQueryState(key);
      return !state || state.isInvalidated;
    })
    .map((key) => JSON.stringify(key));
}
