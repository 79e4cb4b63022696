import { expect as baseExpect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../mocks/seed/accounts';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Signs a demo account in through the sign-in form. */
export async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** The seeded in-progress cycle, as the signed-in user's own API call lists it. */
export async function inProgressCycleId(page: Page): Promise<string> {
  const id = await page.evaluate(async () => {
    const response = await fetch('/api/review-cycles', {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
    });
    const body = (await response.json()) as { data: { id: string; status: { name: string } }[] };
    return body.data.find((c) => c.status.name === 'In Progress')?.id;
  });
  if (!id) throw new Error('no review cycle in progress');
  return id;
}
