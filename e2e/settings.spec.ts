import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ADMIN } from '../mocks/seed/accounts';
import { openInApp, signIn } from './journey-helpers';

// The machine is shared: screens may take a while to load.
const expect = baseExpect.configure({ timeout: 20_000 });

async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A pointer drag in small steps, as a person does it (the library needs movement to start a drag). */
async function dragBy(page: Page, handle: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 - 10, { steps: 5 });
  await page.waitForTimeout(250);
  await page.mouse.move(x, to.y + to.height / 2 - 5, { steps: 30 });
  await page.waitForTimeout(500);
  await page.mouse.up();
}

/** The library's keyboard dragging: space lifts, arrows move, space drops. */
async function keyboardMoveUp(page: Page, handle: Locator, steps: number) {
  await handle.focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < steps; i += 1) {
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowUp');
  }
  await page.waitForTimeout(250);
  await page.keyboard.press('Space');
}

const metricOrder = (panel: Locator) =>
  panel
    .getByRole('list', { name: 'Performance metrics' })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));

const previewOrder = (page: Page) =>
  page
    .getByRole('region', { name: 'Workflow Preview' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent),
    );

test('an admin adds a manager review stage with three metrics in a dragged order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, '/admin/settings/review-stages');
  await expect(page.getByRole('heading', { name: 'Review Stages', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage review stages for your organization.')).toBeVisible();

  await page.getByRole('button', { name: 'Add New Stage' }).click();
  const panel = page.getByRole('dialog', { name: 'Add New Review Stage' });
  await panel.getByRole('button', { name: 'Add Stage' }).click();
  await expect(panel.getByText('Name is required')).toBeVisible();
  await panel.getByLabel('Stage Name').fill('Calibration Review');
  await expect(panel.getByText('Name is required')).toBeHidden();
  await choose(page, panel, /Stage Type/, 'Manager Review');
  await panel.getByLabel('Enable Compensation Recommendations').check();

  await panel.getByRole('checkbox', { name: 'Overall Rating' }).check();
  await panel.getByRole('checkbox', { name: 'Key Accomplishments' }).check();
  await panel.getByRole('checkbox', { name: 'Top Strength' }).check();
  // Move 'Top Strength' (third) above 'Overall Rating' (first) with the library's keyboard
  // dragging. A pointer drag inside this slide-over lifts the item but drops it back in place in
  // headless Chromium (not yet understood; the workflow editor's pointer drag below works).
  await keyboardMoveUp(page, panel.getByLabel('Reorder Top Strength'), 2);
  await expect
    .poll(async () => (await metricOrder(panel)).slice(0, 3))
    .toEqual(['Top Strength', 'Overall Rating', 'Key Accomplishments']);
  // And one step back down with the keyboard.
  const handle = panel.getByLabel('Reorder Top Strength');
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(250);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(250);
  await page.keyboard.press('Space');
  await expect
    .poll(async () => (await metricOrder(panel)).slice(0, 3))
    .toEqual(['Overall Rating', 'Top Strength', 'Key Accomplishments']);

  await panel.getByRole('button', { name: 'Add Stage' }).click();
  await expect(panel).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Calibration Review' });
  await expect(row).toContainText('Manager Review');

  // Reopened, the stage keeps its metrics in the saved order.
  await page.getByRole('button', { name: 'Edit Calibration Review' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Review Stage' });
  await expect
    .poll(async () => (await metricOrder(edit)).slice(0, 3))
    .toEqual(['Overall Rating', 'Top Strength', 'Key Accomplishments']);
  await expect(edit.getByRole('checkbox', { name: 'Key Accomplishments' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Ready for Promotion' })).not.toBeChecked();
  await expect(edit.getByLabel('Enable Compensation Recommendations')).toBeChecked();
});

test('an admin builds an approval chain of three assignees, reorders it by dragging and uses it in a cycle', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO_ADMIN.email, '/admin/settings/workflows');
  await expect(page.getByRole('heading', { name: 'Review Workflows' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Workflow' }).click();
  const details = page.getByRole('dialog', { name: 'Create New Workflow' });
  await details.getByRole('button', { name: 'Create Workflow' }).click();
  await expect(details.getByText('Name is required')).toBeVisible();
  await details.getByLabel('Name').fill('Leadership Approval');
  await details.getByLabel('Description').fill('Manager, then VP, then CEO.');
  await choose(page, details, /^Type/, 'Approval Chain');
  await details.getByRole('button', { name: 'Create Workflow' }).click();

  await expect(page).toHaveURL(/\/admin\/settings\/workflows\/new$/);
  await expect(page.getByRole('heading', { name: 'Leadership Approval' })).toBeVisible();
  await expect(page.getByText('Add steps to see a preview.')).toBeVisible();
  const steps = page.getByRole('list', { name: 'Workflow steps' });
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add Step' }).click();
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('All steps must have an assignee selected.')).toBeVisible();

  await choose(page, steps, /Assignee for step 1/, 'Jordan Patel');
  await choose(page, steps, /Assignee for step 2/, 'Morgan Lee');
  await choose(page, steps, /Assignee for step 3/, 'Riley Chen');
  await expect.poll(() => previewOrder(page)).toEqual(['Jordan Patel', 'Morgan Lee', 'Riley Chen']);

  await keyboardMoveUp(page, page.getByLabel('Reorder step 3'), 2);
  await expect.poll(() => previewOrder(page)).toEqual(['Riley Chen', 'Jordan Patel', 'Morgan Lee']);
  // Pointer: step 3 (Morgan Lee) above step 2 (Jordan Patel).
  await dragBy(page, page.getByLabel('Reorder step 3'), page.getByLabel('Reorder step 2'));
  await expect.poll(() => previewOrder(page)).toEqual(['Riley Chen', 'Morgan Lee', 'Jordan Patel']);

  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/workflows$/);
  const row = page.getByRole('row').filter({ hasText: 'Leadership Approval' });
  await expect(row).toContainText('Approval Chain');
  await expect(row).toContainText('Active');

  await page.getByRole('button', { name: 'Edit Leadership Approval' }).click();
  await expect(page.getByRole('heading', { name: 'Leadership Approval' })).toBeVisible();
  await expect.poll(() => previewOrder(page)).toEqual(['Riley Chen', 'Morgan Lee', 'Jordan Patel']);

  // The new chain is offered to review cycles.
  await openInApp(page, '/admin/review-cycles');
  await page.getByRole('button', { name: 'Create Review Cycle' }).click();
  const form = page.getByRole('dialog', { name: 'Create Review Cycle' });
  await form.getByRole('combobox', { name: /^Approval Workflow Template/ }).click();
  await expect(
    page.getByRole('option', { name: 'Leadership Approval', exact: true }),
  ).toBeVisible();
});

test('an admin adds a compensation category with two types', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, '/admin/settings/compensation');
  await expect(page.getByRole('heading', { name: 'Compensation Settings' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Compensation Categories & Types' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await expect(dialog.getByLabel('Name')).toHaveAttribute(
    'placeholder',
    'e.g., Base Salary, Bonuses',
  );
  await expect(dialog.getByLabel('Display Order')).toHaveValue('0');
  await dialog.getByLabel('Name').fill('Benefits');
  await dialog.getByLabel('Description').fill('Insurance and perks.');
  await dialog.getByLabel('Display Order').fill('4');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  for (const [name, order] of [
    ['Health Insurance', '1'],
    ['Gym Membership', '2'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Type to Benefits' }).click();
    const typeDialog = page.getByRole('dialog', { name: 'Add Type' });
    await typeDialog.getByLabel('Name').fill(name);
    await typeDialog.getByLabel('Display Order').fill(order);
    await typeDialog.getByRole('button', { name: 'Create' }).click();
    await expect(typeDialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  }
  const names = await page
    .getByRole('table', { name: 'Compensation categories and types' })
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector('td')?.textContent));
  expect(names.slice(-3)).toEqual(['Benefits', '└─Health Insurance', '└─Gym Membership']);

  // A category whose types pay people cannot go; nothing is lost.
  await page.getByRole('button', { name: 'Delete Base Pay' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('This category has compensation records and cannot be deleted'),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Base Salary' })).toBeVisible();

  // The data survives a reload.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Gym Membership' })).toBeVisible();
});
