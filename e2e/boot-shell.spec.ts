import { expect, test } from '@playwright/test';

// The first paint comes with the HTML, before any script: a page whose scripts are slow shows
// the wordmark rather than a blank screen, and the shell is gone once the app has rendered.
test('the HTML paints the shell before any script, and the app replaces it', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/auth');
  const shell = page.getByRole('status', { name: 'Loading Meritly' });
  await expect(shell).toBeVisible();
  await expect(shell).toHaveText('MMeritly');

  await page.unroute('**/*.js');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(shell).toBeHidden();

  // The landing page is prerendered into the same HTML: the shell never shows over it.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shell).toBeHidden();
});
