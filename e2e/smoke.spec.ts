import { expect, test } from '@playwright/test';

test('the landing page opens with the product name in the title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Meritly/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
