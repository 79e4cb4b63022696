/**
 * Runs one story in an already open Storybook preview (iframe.html) and reports how it ended, as
 * Storybook's test runner does: it asks the preview for the story over the preview's channel
 * (`setCurrentStory`) and listens for the render's outcome. `storyFinished` comes last, after the
 * loaders, the render, the play function and the afterEach hooks; the events before it say what
 * went wrong. One page runs many stories, so the check does not pay a page load per story.
 *
 * The function is passed to `page.evaluate`: it runs in the browser and must be self-contained.
 */

export type StoryOutcome = { status: 'passed' } | { status: 'failed'; errors: string[] };

type Channel = {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
};

type PreviewWindow = Window & {
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  __STORYBOOK_PREVIEW__?: { ready?: () => Promise<void> };
};

export async function runStoryInPage(args: {
  storyId: string;
  timeoutMs: number;
}): Promise<StoryOutcome> {
  const { storyId, timeoutMs } = args;
  const win = window as PreviewWindow;
  const waitStart = Date.now();
  while (!win.__STORYBOOK_ADDONS_CHANNEL__ || !win.__STORYBOOK_PREVIEW__) {
    if (Date.now() - waitStart > timeoutMs) {
      return { status: 'failed', errors: ['The Storybook preview did not start'] };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await win.__STORYBOOK_PREVIEW__.ready?.();
  const channel = win.__STORYBOOK_ADDONS_CHANNEL__;

  const describe = (value: unknown): string => {
    if (value && typeof value === 'object') {
      const { name, message, title, description, stack } = value as Record<string, unknown>;
      const head = [name ?? title, message ?? description].filter(Boolean).join(': ');
      if (head) return typeof stack === 'string' && stack ? `${head}\n${stack}` : head;
    }
    return String(value);
  };

  return new Promise<StoryOutcome>((resolve) => {
    const errors: string[] = [];
    const listeners: Record<string, (...args: unknown[]) => void> = {
      storyErrored: (error) => errors.push(`storyErrored: ${describe(error)}`),
      storyThrewException: (error) => errors.push(`storyThrewException: ${describe(error)}`),
      playFunctionThrewException: (error) =>
        errors.push(`playFunctionThrewException: ${describe(error)}`),
      unhandledErrorsWhilePlaying: (list) =>
        (list as unknown[]).forEach((error) =>
          errors.push(`unhandledErrorsWhilePlaying: ${describe(error)}`),
        ),
      storyMissing: (id) => {
        if (id && id !== storyId) return;
        errors.push(`storyMissing: ${storyId} is not in the build's index`);
        finish();
      },
      storyFinished: (report) => {
        const { storyId: finishedId, status } = report as { storyId: string; status: string };
        if (finishedId !== storyId) return;
        if (status !== 'success' && errors.length === 0) {
          errors.push(`storyFinished with status "${status}"`);
        }
        finish();
      },
    };
    const timer = setTimeout(() => {
      errors.push(`No outcome within ${timeoutMs} ms (render or play still running)`);
      finish();
    }, timeoutMs);
    function finish() {
      clearTimeout(timer);
      Object.entries(listeners).forEach(([event, listener]) => channel.off(event, listener));
      resolve(errors.length ? { status: 'failed', errors } : { status: 'passed' });
    }
    Object.entries(listeners).forEach(([event, listener]) => channel.on(event, listener));
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

/** What a story asks of the viewport addon (`globals: { viewport: { value, isRotated } }`). */
export type StoryViewport = {
  value?: string;
  isRotated?: boolean;
  options?: Record<string, { styles?: { width?: string; height?: string } }>;
};

/** Reads a story's viewport request in the preview page (passed to `page.evaluate`). */
export async function readStoryViewportInPage(storyId: string): Promise<StoryViewport> {
  type Prepared = {
    storyGlobals?: { viewport?: { value?: string; isRotated?: boolean } };
    parameters?: { viewport?: { options?: StoryViewport['options'] } };
  };
  const preview = (
    window as Window & {
      __STORYBOOK_PREVIEW__?: {
        ready?: () => Promise<void>;
        loadStory(args: { storyId: string }): Promise<Prepared>;
      };
    }
  ).__STORYBOOK_PREVIEW__;
  if (!preview) return {};
  await preview.ready?.();
  const story = await preview.loadStory({ storyId }).catch(() => undefined);
  const { value, isRotated } = story?.storyGlobals?.viewport ?? {};
  return { value, isRotated, options: story?.parameters?.viewport?.options };
}
