import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '@/test/sent-requests';
import { signInAs } from '@/test/sign-in';
import { isDashboardPath } from './prefetch-admin-dashboard';

const { sent } = recordRequests();

/** The operations asked for within a short while of DashboardSwitch's module being evaluated on `path`. */
async function callsOnLoadAt(path: string): Promise<string[]> {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  await import('./DashboardSwitch');
  await new Promise((resolve) => setTimeout(resolve, 300));
  return (await sent()).map((r) => r.operationId);
}

describe('the dashboard module loaded with the signed-in shell', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("asks for the admin dashboard's numbers on a page opened on the dashboard", async () => {
    await signInAs('admin');
    expect(await callsOnLoadAt('/admin')).toEqual(
      expect.arrayContaining(['getAdminSummary', 'listTeams']),
    );
  });

  it('asks for none of them on another page (a cycle page of `large` waited ~0.4 s for the teams)', async () => {
    await signInAs('admin');
    expect(await callsOnLoadAt('/review-cycles/cycle_0001')).toEqual([]);
  });
});

describe('isDashboardPath', () => {
  it.each([
    ['/admin', '/', true],
    ['/admin/', '/', true],
    ['/dashboard', '/', true],
    ['/manager/dashboard', '/', true],
    ['/meritly/admin', '/meritly/', true],
    ['/admin/users', '/', false],
    ['/review-cycles/cycle_0001', '/', false],
    ['/auth', '/', false],
    ['/', '/', false],
  ])('%s under %s: %s', (pathname, base, expected) => {
    expect(isDashboardPath(pathname, base)).toBe(expected);
  });
});
