import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataChanges, followOtherTabs } from './data-changes';
import { teamKeys } from './resources/teams-keys';

/** Two tabs of the app over one server: a team list each shows, and a create. */
function twoTabs() {
  const server = { teams: Array.from({ length: 10 }, (_, i) => `Team ${i + 1}`) };
  const tab = () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const list = new QueryObserver(client, {
      queryKey: teamKeys.list(),
      queryFn: () => Promise.resolve([...server.teams]),
    });
    const unsubscribe = list.subscribe(() => {});
    const changes = followOtherTabs(client);
    const rows = () => list.getCurrentResult().data?.length;
    return { client, changes, rows, close: () => (unsubscribe(), changes.close()) };
  };
  return { server, first: tab(), second: tab() };
}

let opened: Array<{ close: () => void }> = [];
afterEach(() => {
  opened.forEach((tab) => tab.close());
  opened = [];
});

describe('a screen follows the other tab', () => {
  it('shows a team created in another tab within a second, without a reload', async () => {
    const { server, first, second } = twoTabs();
    opened = [first, second];
    await vi.waitFor(() => expect(second.rows()).toBe(10));
    const create = new MutationObserver(first.client, {
      mutationFn: (name: string) => Promise.resolve(void server.teams.push(name)),
    });
    await create.mutate('Platform');
    await vi.waitFor(() => expect(second.rows()).toBe(11), { timeout: 1000 });
  });

  it('reloads on a push from the backend, and a failed save announces nothing', async () => {
    const { server, first, second } = twoTabs();
    opened = [first, second];
    await vi.waitFor(() => expect(second.rows()).toBe(10));
    const failing = new MutationObserver(first.client, {
      mutationFn: () => Promise.reject(new Error('Validation failed')),
    });
    server.teams.push('Platform');
    await failing.mutate().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.rows()).toBe(10);
    (second.changes as DataChanges).changedElsewhere();
    await vi.waitFor(() => expect(second.rows()).toBe(11), { timeout: 1000 });
  });
});
