import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_PASSWORD } from '../mocks/seed/accounts';
import { paths } from '../src/config/paths';
import { waitForMock } from './journey-helpers';

/** Record ids a route's parameters take, read from the seeded data through the in-page mock. */
export type RouteIds = {
  teamId: string;
  cycleId: string;
  participantId: string;
  workflowId: string;
  employeeId: string;
  selfReviewCycleId: string;
  /** The demo employee's released letter. */
  letterId: string;
};

type RouteEntry = { key: string; path: string };

/** Every route of `paths`, keyed by where it sits ('admin.team', 'me.selfReview', ...). */
function collectRoutes(node: object, prefix = ''): RouteEntry[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'path' in value && 'getHref' in value) {
      return [{ key: name, path: String(value.path) }];
    }
    return value && typeof value === 'object' ? collectRoutes(value as object, name) : [];
  });
}

/** Every route of src/config/paths.ts. */
export const ROUTES = collectRoutes(paths);

const PARAM_IDS: Record<string, keyof RouteIds> = {
  teamId: 'teamId',
  cycleId: 'cycleId',
  participantId: 'participantId',
  letterId: 'letterId',
};
// `:id` differs per route.
const ID_PARAM_BY_ROUTE: Record<string, keyof RouteIds> = {
  'admin.settings.workflow': 'workflowId',
  employee: 'employeeId',
};

function hrefOf(route: RouteEntry, ids: RouteIds): string {
  return route.path.replace(/:(\w+)/g, (_match, param: string) => {
    const which =
      route.key === 'me.selfReview'
        ? 'selfReviewCycleId'
        : param === 'id'
          ? ID_PARAM_BY_ROUTE[route.key]
          : PARAM_IDS[param];
    if (!which) throw new Error(`No id for :${param} of ${route.key} (${route.path})`);
    return encodeURIComponent(ids[which]);
  });
}

/** The URL of every route, the sign-in pages last (a signed-in visit there may end the session). */
export function routeHrefs(ids: RouteIds): { key: string; href: string }[] {
  const list = ROUTES.map((route) => ({ key: route.key, href: hrefOf(route, ids) }));
  return [
    ...list.filter((r) => !r.href.startsWith('/auth')),
    ...list.filter((r) => r.href.startsWith('/auth')),
  ];
}

/** Reads the ids through the in-page mock of a page that has loaded the app. */
export async function discoverIds(page: Page): Promise<RouteIds> {
  await waitForMock(page, 120_000);
  const found = await page.evaluate(
    async ({ admin, employee, password }) => {
      const call = async (path: string, token?: string, body?: unknown) => {
        const response = await fetch(path, {
          method: body ? 'POST' : 'GET',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return (await response.json()) as unknown;
      };
      const list = (body: unknown): { id: string; [key: string]: unknown }[] => {
        if (Array.isArray(body)) return body;
        const values = Object.values(body as Record<string, unknown>);
        return (values.find((v) => Array.isArray(v)) ?? []) as { id: string }[];
      };
      const login = async (email: string) =>
        ((await call('/api/auth/login', undefined, { email, password })) as { token: string })
          .token;
      const adminToken = await login(admin);
      const teamId = list(await call('/api/teams', adminToken))[0]!.id;
      const cycles = list(await call('/api/review-cycles', adminToken));
      let cycleId = cycles[0]!.id;
      let participantId = '';
      for (const cycle of cycles) {
        const participants = list(
          await call(`/api/review-cycles/${cycle.id}/participants`, adminToken),
        );
        if (participants.length > 0) {
          cycleId = cycle.id;
          participantId = participants[0]!.id;
          break;
        }
      }
      const workflowId = list(await call('/api/workflows/workflow-templates', adminToken))[0]!.id;
      const employeeToken = await login(employee);
      const reviews = list(await call('/api/me/reviews', employeeToken));
      const review = reviews[0] as { id: string; cycleId?: string; cycle?: { id: string } };
      const selfReviewCycleId = review.cycleId ?? review.cycle?.id ?? review.id;
      const letterId = list(await call('/api/me/letters', employeeToken))[0]?.id ?? 'none';
      return { teamId, cycleId, participantId, workflowId, selfReviewCycleId, letterId };
    },
    { admin: DEMO_ADMIN.email, employee: DEMO_EMPLOYEE.email, password: DEMO_PASSWORD },
  );
  return { ...found, employeeId: DEMO_EMPLOYEE.employeeId };
}

/**
 * True once the page shows a heading, nothing is loading any more and no transition is running.
 * Runs in the page. A label caught mid-transition has a colour between two and fails axe's
 * contrast check, so finite animations must have ended (spinners loop forever and are waited
 * for by their class instead).
 */
export function isSettled(): boolean {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0 || !root.querySelector('h1, h2, h3, h4, h5, h6')) {
    return false;
  }
  const moving = document
    .getAnimations()
    .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  return (
    !moving &&
    !document.querySelector(
      '.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root, [aria-busy="true"]',
    )
  );
}

/**
 * Waits until the page has settled (isSettled), looking every 50 ms from inside the page: a poll
 * from the test (expect.poll) backs off to a second between looks, most of it idle on a screen
 * that settles just after a look, and each look is one more call in the trace. `still`: and is
 * still settled two frames later (what axe's contrast check needs: a field focused on arrival
 * starts floating its label a frame after the screen shows).
 */
export async function waitUntilSettled(
  page: Page,
  message: string,
  { timeout = 60_000, still = false }: { timeout?: number; still?: boolean } = {},
) {
  const deadline = Date.now() + timeout;
  try {
    for (;;) {
      await page.waitForFunction(isSettled, undefined, {
        polling: 50,
        timeout: Math.max(deadline - Date.now(), 1),
      });
      if (!still) return;
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      if (await page.evaluate(isSettled)) return;
    }
  } catch (error) {
    throw new Error(`${message}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Opens `href` as a link click would (a reload per route would restart the app and the mock), or
 * loads it when the page is outside the app's router (the landing page).
 */
export async function openRoute(page: Page, href: string): Promise<void> {
  const inApp = await page.evaluate(() => typeof window.__MERITLY_NAVIGATE__ === 'function');
  if (inApp) await page.evaluate((to) => window.__MERITLY_NAVIGATE__!(to), href);
  else await page.goto(href);
}

declare global {
  interface Window {
    __MERITLY_NAVIGATE__?: (to: string) => Promise<void>;
  }
}
