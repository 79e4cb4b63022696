import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { ACME_ORG_ID } from '@mocks/seed/accounts';
import { parseDisplayOrder } from '../compensation-item-form';
import CompensationSettingsRoute from './CompensationSettingsRoute';

const renderPage = () => renderRoute(<CompensationSettingsRoute />);

const table = () =>
  screen.getByRole('table', { name: 'Compensation categories and types', hidden: true });
const rowNames = () =>
  within(table())
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => within(row).getAllByRole('cell', { hidden: true })[0]?.textContent);
const dialog = () => screen.getByRole('dialog');
const acme = (name: string) =>
  db.compensationCategories.first((c) => c.organizationId === ACME_ORG_ID && c.name === name)!;

beforeEach(async () => {
  await signInAs('admin');
});

describe('parseDisplayOrder', () => {
  it.each([
    ['3', 3],
    ['2.9', 2],
    ['', 0],
    ['abc', 0],
    ['-4', 0],
    [7, 7],
  ])('%j → %i', (text, order) => {
    expect(parseDisplayOrder(text)).toBe(order);
  });
});

describe('Compensation Settings', { timeout: 60_000 }, () => {
  it('shows categories by order with their types nested under them; both levels follow the sorted column', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Compensation Settings' })).toBeInTheDocument();
    expect(screen.getByText(/used for compensation records and reporting/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Compensation Categories & Types' }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Edit Base Pay' });
    expect(rowNames()).toEqual([
      'Base Pay',
      '└─Base Salary',
      'Variable Pay',
      '└─Annual Bonus',
      '└─Commission',
      '└─Spot Bonus',
      'Equity',
      '└─Stock Options',
    ]);
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    expect(rowNames()).toEqual([
      'Base Pay',
      '└─Base Salary',
      'Equity',
      '└─Stock Options',
      'Variable Pay',
      '└─Annual Bonus',
      '└─Commission',
      '└─Spot Bonus',
    ]);
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    expect(rowNames().slice(0, 4)).toEqual([
      'Variable Pay',
      '└─Spot Bonus',
      '└─Commission',
      '└─Annual Bonus',
    ]);
  });

  it("shows 'No categories found.' when there are none", async () => {
    db.compensationTypes.removeWhere(() => true);
    db.compensationCategories.removeWhere(() => true);
    renderPage();
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch categories' for an error response and 'Error fetching categories' without one", async () => {
    server.use(
      http.get('*/api/compensation/categories', () => new HttpResponse(null, { status: 500 })),
    );
    const first = renderPage();
    expect(await screen.findByText('Failed to fetch categories')).toBeInTheDocument();
    first.unmount();
    server.use(http.get('*/api/compensation/categories', () => HttpResponse.error()));
    renderPage();
    expect(await screen.findByText('Error fetching categories')).toBeInTheDocument();
  });

  // A display order of −3 must not be saved as 0 without a word.
  it('refuses a negative display order on its field and saves nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Edit Base Pay' });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await user.type(within(dialog()).getByRole('textbox', { name: /Name/ }), 'Benefits');
    const order = within(dialog()).getByRole('spinbutton', { name: 'Display Order' });
    await user.clear(order);
    await user.type(order, '-3');
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog()).findByText('Display order must be a whole number, 0 or more'),
    ).toBeInTheDocument();
    expect(acme('Benefits')).toBeUndefined();
  });

  it('adds a category with two types', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Edit Base Pay' });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add Category' })).toBeInTheDocument();
    const name = within(dialog()).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('placeholder', 'e.g., Base Salary, Bonuses');
    expect(within(dialog()).getByRole('spinbutton', { name: 'Display Order' })).toHaveValue(0);
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'Benefits');
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'Description' }),
      'Perks and insurance',
    );
    await user.clear(within(dialog()).getByRole('spinbutton', { name: 'Display Order' }));
    await user.type(within(dialog()).getByRole('spinbutton', { name: 'Display Order' }), '4');
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await screen.findByRole('button', { name: 'Edit Benefits' });
    expect(acme('Benefits')).toMatchObject({ description: 'Perks and insurance', order: 4 });

    for (const [type, order] of [
      ['Health Insurance', '2'],
      ['Gym Membership', '1'],
    ]) {
      await user.click(await screen.findByRole('button', { name: 'Add Type to Benefits' }));
      expect(within(dialog()).getByRole('heading', { name: 'Add Type' })).toBeInTheDocument();
      await user.type(within(dialog()).getByRole('textbox', { name: /Name/ }), type);
      await user.clear(within(dialog()).getByRole('spinbutton', { name: 'Display Order' }));
      await user.type(within(dialog()).getByRole('spinbutton', { name: 'Display Order' }), order);
      await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
      await screen.findByRole('button', { name: `Edit ${type}` });
    }
    expect(rowNames().slice(-3)).toEqual(['Benefits', '└─Gym Membership', '└─Health Insurance']);
    const types = db.compensationTypes
      .lookup('categoryId', acme('Benefits').id)
      .map((t) => t.name)
      .sort();
    expect(types).toEqual(['Gym Membership', 'Health Insurance']);
  });

  it('edits a type in the Edit Type dialog (Update)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Spot Bonus' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Type' })).toBeInTheDocument();
    const name = within(dialog()).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Spot Bonus');
    await user.clear(name);
    await user.type(name, 'Spot Award');
    await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
    await screen.findByRole('button', { name: 'Edit Spot Award' });
    expect(db.compensationTypes.first((t) => t.name === 'Spot Award')).toBeDefined();
  });

  it.each([
    ['type', 'Spot Bonus'],
    ['category', 'Equity'],
  ] as const)(
    "an edit of a %s over someone else's change is refused, their values shown, the input kept",
    async (kind, itemName) => {
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: `Edit ${itemName}` }));
      const name = within(dialog()).getByRole('textbox', { name: /Name/ });
      await user.clear(name);
      await user.type(name, `${itemName} (typed)`);
      const store = kind === 'type' ? db.compensationTypes : db.compensationCategories;
      const item = store.first((r) => r.name === itemName)!;
      store.update(item.id, { description: 'Changed in another tab' });
      await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
      expect(
        await within(dialog()).findByText('This record was changed by someone else'),
      ).toBeInTheDocument();
      expect(within(dialog()).getByText('Description now:')).toBeInTheDocument();
      expect(within(dialog()).getByText('Changed in another tab')).toBeInTheDocument();
      expect(name).toHaveValue(`${itemName} (typed)`);
      expect(store.find(item.id)?.name).toBe(itemName);
      await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(store.find(item.id)?.name).toBe(`${itemName} (typed)`));
    },
  );

  it('shows a refused save (409) in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Equity' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Category' })).toBeInTheDocument();
    const name = within(dialog()).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'base pay');
    await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
    expect(
      await within(dialog()).findByText('A category with this name already exists'),
    ).toBeInTheDocument();
    expect(acme('Equity')).toBeDefined();
  });

  // A 400's details land on their fields.
  it("puts a 400's details on the field they name and keeps the input", async () => {
    server.use(
      http.post('*/api/compensation/categories', () =>
        HttpResponse.json(
          {
            error: 'Description: Must be at most 1000 characters',
            details: [{ field: 'description', message: 'Must be at most 1000 characters' }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    await user.type(within(dialog()).getByRole('textbox', { name: /Name/ }), 'Benefits');
    const description = within(dialog()).getByRole('textbox', { name: /Description/ });
    await user.type(description, 'Health and pension');
    expect(description).toHaveAttribute('maxlength', '1000');
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription('Must be at most 1000 characters'),
    );
    expect(description).toHaveValue('Health and pension');
  });

  it("shows 'Failed to save category' when a save fails without a message", async () => {
    server.use(
      http.post('*/api/compensation/categories', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    await user.type(within(dialog()).getByRole('textbox', { name: /Name/ }), 'Benefits');
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('Failed to save category')).toBeInTheDocument();
  });

  it('deletes a type and a category after confirmation; one in use is refused and nothing is lost', async () => {
    const benefits = db.compensationCategories.insert({
      organizationId: ACME_ORG_ID,
      name: 'Benefits',
      description: '',
      order: 9,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    db.compensationTypes.insert({
      organizationId: ACME_ORG_ID,
      categoryId: benefits.id,
      name: 'Gym',
      description: '',
      order: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Base Pay' }));
    expect(
      within(dialog()).getByText(/Are you sure you want to delete the category "Base Pay"/),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This category has compensation records and cannot be deleted'),
    ).toBeInTheDocument();
    expect(rowNames()).toContain('Base Pay');
    expect(rowNames()).toContain('└─Base Salary');

    await user.click(await screen.findByRole('button', { name: 'Delete Base Salary' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This type has compensation records and cannot be deleted'),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete Gym' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(rowNames()).toContain('└─Gym');
    await user.click(await screen.findByRole('button', { name: 'Delete Gym' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).not.toContain('└─Gym'));

    await user.click(await screen.findByRole('button', { name: 'Delete Benefits' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).not.toContain('Benefits'));
    expect(db.compensationCategories.find(benefits.id)).toBeUndefined();
  });
});
