import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EMPLOYEE, DEMO_MANAGER } from '../mocks/seed/accounts';
import { signIn } from './journey-helpers';

// The in-browser mock and lazy screens are slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first();

test('the landing page downloads none of the signed-in code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Public launch: Fall 2025' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Join the waitlist' })).toHaveCount(2);
  await expect(page).toHaveTitle('Meritly — Compensation Review Software');
  const signedIn = scripts.filter((path) =>
    /ProtectedShell|RequireAuth|RoleLayout|DashboardSwitch|ProfileRoute|SignInRoute|Dashboard/.test(
      path,
    ),
  );
  expect(signedIn).toEqual([]);
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'Product',
    offers: { price: '0', priceCurrency: 'USD', availability: 'https://schema.org/PreOrder' },
  });
});

test('a protected page without a session goes to /auth', async ({ page }) => {
  await page.goto('/admin/profile');
  await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
});

test('the admin sidebar leads to every admin area and the user block to /admin/profile', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email);
  const nav = sidebar(page);
  for (const [label, href] of [
    ['Dashboard', '/admin'],
    ['Review Cycles', '/admin/review-cycles'],
    ['Teams', '/admin/teams'],
    ['Employees', '/admin/employees'],
    ['Users', '/admin/users'],
    ['Settings', '/admin/settings'],
    ['System Utilities', '/admin/utilities'],
  ]) {
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href!);
  }
  await page
    .getByRole('link', {
      name: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}, Administrator: profile`,
    })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/profile$/, { timeout: 20_000 });
  await expect(page.getByLabel('Role')).toHaveValue('Administrator');
  await expect(page).toHaveTitle('Meritly — Profile Settings');
});

test('the manager sidebar and profile', async ({ page }) => {
  await signIn(page, DEMO_MANAGER.email);
  await expect(page.getByRole('heading', { name: 'Manager Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
  await sidebar(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/manager\/profile$/, { timeout: 20_000 });
  await expect(page.getByLabel('Role')).toHaveValue('Manager');
});

test('an employee opening an admin page sees Access Denied', async ({ page }) => {
  await signIn(page, DEMO_EMPLOYEE.email, '/admin/profile');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Required roles: admin. Your role: employee.')).toBeVisible({
    timeout: 20_000,
  });
});

test('on a phone the navigation is a drawer with open and close controls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_EMPLOYEE.email);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('presentation').filter({ has: page.getByRole('navigation') });
  const width = await drawer
    .locator('.MuiDrawer-paper')
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(320);
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Close navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toBeHidden();
});

test('on a desktop the sidebar is fixed at 16rem', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO_ADMIN.email);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
  const width = await sidebar(page).evaluate(
    (el) => el.closest('.MuiDrawer-paper')!.getBoundingClientRect().width,
  );
  expect(width).toBe(256);
});
