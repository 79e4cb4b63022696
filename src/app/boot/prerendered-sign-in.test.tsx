import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_PASSWORD } from '@mocks/seed/accounts';
import { AppRoot } from '@/app/AppRoot';
import { renderPrerenderedPages } from '@/app/boot/prerender-pages';
import { whenRouterReady } from '@/app/boot/router-ready';
import { showPrerenderedPage } from '@/app/boot/show-prerendered-page';
import { routes } from '@/app/route-tree';

/*
 * The sign-in page as a visitor gets it from the build: the HTML prerendered in a <template>,
 * shown by the page's inline script (its guard on), used before any of the app's code has run,
 * then hydrated by the same tree. React's development build (this one) reports any difference
 * between the HTML and what the client renders, which the console guard turns into a failure.
 */

const ui = userEvent.setup({ delay: null });
let root: Root | null = null;
let pages: Awaited<ReturnType<typeof renderPrerenderedPages>> | null = null;

// Signed in, the shell lazily loads the demo data menu, and with it the whole browser mock, once
// the browser is idle: a test ending right after its sign-in left that import running when the
// worker's environment was torn down (an unhandled error, once in CI). Loaded here, it is cached.
beforeAll(async () => {
  await import('@/app/DevMenu');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.getElementById('root')?.remove();
  window.history.replaceState(null, '', '/');
});

/** index.html's body on /auth once its inline script has run: the form is on screen, no React. */
async function openPrerendered(path = '/auth'): Promise<HTMLElement> {
  pages ??= await renderPrerenderedPages();
  window.history.replaceState(null, '', path);
  const parsed = new DOMParser().parseFromString(
    `<div id="root"></div><template id="prerendered-sign-in">${pages.signIn.html}</template>`,
    'text/html',
  );
  for (const node of [...parsed.body.childNodes])
    document.body.append(document.importNode(node, true));
  showPrerenderedPage([
    { name: 'sign-in', templateId: 'prerendered-sign-in', paths: ['/auth'], form: true },
  ]);
  return document.getElementById('root')!;
}

/** What main.tsx does after the first paint: the app's routes, then React takes the HTML over. */
async function hydrate(container: HTMLElement) {
  const router = createMemoryRouter(routes, { initialEntries: ['/auth'] });
  await whenRouterReady(router);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={createCache({ key: 'css' })}>
          <AppRoot router={router} />
        </CacheProvider>
      </StrictMode>,
    );
  });
  return router;
}

const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`#root form input[name="${name}"]`)!;

/** Typing before hydration: the DOM's value changes, no React handler hears it. */
function typeNatively(name: string, value: string) {
  const input = field(name);
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the prerendered sign-in page', { timeout: 30_000 }, () => {
  it('holds the form in its HTML, without the year it was built in', async () => {
    const signIn = (await renderPrerenderedPages()).signIn.html;
    expect(signIn).toMatch(/<form[^>]*aria-label="Sign in"/);
    expect(signIn).toMatch(/<input[^>]*name="email"/);
    expect(signIn).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(signIn).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
    expect(signIn).toContain('Demo accounts');
    const text = signIn.replaceAll('<!-- -->', '');
    expect(text).toMatch(/© <span class="[^"]+">0000<\/span> Meritly\. All rights reserved\./);
    expect(text).not.toMatch(/© (19|20)\d\d/);
  });

  it('hydrates without a difference and keeps what was typed before, with the focus', async () => {
    const container = await openPrerendered();
    typeNatively('email', DEMO_ADMIN.email);
    typeNatively('password', DEMO_PASSWORD);
    field('rememberMe').click();
    const router = await hydrate(container);

    expect(container).not.toHaveAttribute('data-prerendered');
    expect(document.activeElement).toBe(field('password'));
    // MUI shows the focused field as focused (it learnt of the focus after React had the form).
    await waitFor(() =>
      expect(field('password').closest('.MuiInputBase-root')).toHaveClass('Mui-focused'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ADMIN.email);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    // The form's state holds it: one more character is added to it, not to an empty field.
    await ui.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).toHaveValue(`${DEMO_ADMIN.email}x`);
    await ui.type(screen.getByLabelText('Email'), '{Backspace}');
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('holds back a submit made before hydration and carries it out after, with the fields', async () => {
    const container = await openPrerendered();
    typeNatively('email', DEMO_ADMIN.email);
    typeNatively('password', DEMO_PASSWORD);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    field('email').form!.dispatchEvent(submit);
    // The browser would have sent a GET with the password in the URL.
    expect(submit.defaultPrevented).toBe(true);
    expect(container).toHaveAttribute('data-submit-pending');

    const router = await hydrate(container);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(container).not.toHaveAttribute('data-submit-pending');
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('fills the fields from a demo account clicked before hydration', async () => {
    const container = await openPrerendered();
    container
      .querySelector<HTMLElement>(`[data-fill*="${DEMO_MANAGER.email}"]`)!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(field('email')).toHaveValue(DEMO_MANAGER.email);
    expect(field('password')).toHaveValue(DEMO_PASSWORD);

    const router = await hydrate(container);
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('lets an empty submit before hydration end in the usual message, not a request', async () => {
    const container = await openPrerendered();
    field('email').form!.dispatchEvent(
      new SubmitEvent('submit', { bubbles: true, cancelable: true }),
    );
    await hydrate(container);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required');
  });

  it('leaves a submit after hydration to the form alone (the guard has stood down)', async () => {
    const container = await openPrerendered();
    await hydrate(container);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      field('email').form!.dispatchEvent(submit);
    });
    expect(container).not.toHaveAttribute('data-submit-pending');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required');
  });

  it('is shown on /auth only: other paths never have its markup in their DOM', async () => {
    const container = await openPrerendered('/auth/register');
    expect(container).toBeEmptyDOMElement();
    expect(document.getElementById('prerendered-sign-in')).toBeNull();
    expect(container).not.toHaveAttribute('data-prerendered');
  });
});
