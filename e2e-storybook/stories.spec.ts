import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { devices, expect, test as base, type Page } from '@playwright/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { readStoryViewportInPage, runStoryInPage, type StoryViewport } from './run-story';

/**
 * Every story of the static Storybook, served as files under a sub-path, rendered and played in
 * the system Chromium: a story fails on a render error, a failing play function, an unhandled
 * error while playing, or any console error. The list comes from the build's index.json.
 */

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' };

const INDEX = resolve(import.meta.dirname, '../storybook-static/index.json');
if (!existsSync(INDEX)) {
  throw new Error('storybook-static/index.json is missing: run npm run build-storybook first');
}
const stories = Object.values(
  (JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

const DESKTOP = devices['Desktop Chrome'].viewport;
const px = (value: string | undefined) => (value ? Number.parseInt(value, 10) : Number.NaN);

/** The page size a story asks for with the viewport addon's globals (as the Storybook UI sizes its frame). */
function viewportSize({ value, isRotated, options }: StoryViewport) {
  const styles = value ? { ...MINIMAL_VIEWPORTS, ...options }[value]?.styles : undefined;
  const width = px(styles?.width);
  const height = px(styles?.height);
  if (!Number.isFinite(width) || !Number.isFinite(height)) return DESKTOP;
  return isRotated ? { width: height, height: width } : { width, height };
}

/** The first lines of a problem: a failing query prints the whole DOM (the trace keeps it). */
const brief = (text: string) => text.split('\n').slice(0, 12).join('\n');

/** How long one story may take to load its data, render and play on a loaded 2-core machine. */
const STORY_TIMEOUT_MS = 40_000;

const isApiStatusLog = (text: string, url: string) =>
  text.startsWith('Failed to load resource: the server responded with a status of') &&
  new URL(url, 'http://x').pathname.startsWith('/api/');

type Preview = { page: Page; consoleErrors: string[] };

// One preview page per worker runs story after story, as Storybook's test runner does; a failed
// story ends its worker, and the next one starts on a fresh page.
const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      // As Storybook's test runner: with this in the user agent, Storybook pauses CSS animations
      // after the play instead of waiting up to 5 s for them to finish.
      const page = await browser.newPage({
        userAgent: `${devices['Desktop Chrome'].userAgent} StorybookTestRunner`,
      });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        // Chromium logs every HTTP error status; a story may show the mock's 401, 404 or 500 on
        // purpose (its play asserts what the screen says). Other files failing still count.
        if (isApiStatusLog(message.text(), url)) return;
        consoleErrors.push(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.stack ?? error}`));
      // Accessibility checks stay in the Storybook UI (a11y: 'todo'); this check is about plays.
      await page.goto('iframe.html?viewMode=story&globals=a11y.manual:!true');
      await use({ page, consoleErrors });
      await page.close();
    },
    { scope: 'worker' },
  ],
});

test('the build lists the stories', () => {
  expect(stories.length).toBeGreaterThan(300);
});

test('the Storybook UI opens from its sub-path, its mock worker in the sub-path', async ({
  page,
  baseURL,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('./?path=/story/dashboard-admin-dashboard--filled');
  const story = page.frameLocator('#storybook-preview-iframe');
  // The summary's alerts come from the mock's answer: the dashboard did not fail to load.
  // The manager, then the preview, then MSW's service worker and the story's data: 10 s and more
  // on two loaded cores.
  await expect(story.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(story.getByText('High Pending Approvals')).toBeVisible();
  await expect(story.getByText('Error Loading Dashboard')).toHaveCount(0);
  const preview = page.frames().find((frame) => frame.url().includes('/iframe.html'));
  const worker = await preview?.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { scope: registration?.scope, script: navigator.serviceWorker.controller?.scriptURL };
  });
  expect(worker).toEqual({ scope: baseURL, script: `${baseURL}mockServiceWorker.js` });
  expect(consoleErrors).toEqual([]);
});

for (const story of stories) {
  test(story.id, async ({ preview }) => {
    test.info().annotations.push({ type: 'story', description: `${story.title} › ${story.name}` });
    const { page, consoleErrors } = preview;
    const size = viewportSize(await page.evaluate(readStoryViewportInPage, story.id));
    const current = page.viewportSize();
    if (size.width !== current?.width || size.height !== current?.height) {
      await page.setViewportSize(size);
    }
    consoleErrors.length = 0;
    const outcome = await page.evaluate(runStoryInPage, {
      storyId: story.id,
      timeoutMs: STORY_TIMEOUT_MS,
    });
    const problems = [
      ...(outcome.status === 'failed' ? outcome.errors : []),
      ...consoleErrors.map((text) => `console.error: ${text}`),
    ].map(brief);
    expect(problems, `${story.title} › ${story.name}`).toEqual([]);
  });
}
