import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import UtilitiesRoute from './UtilitiesRoute';

const ui = userEvent.setup({ delay: null });
/** Acme's own organization types (each organization has its own list). */
const acmeType = (where: (t: { id: string; name: string }) => boolean) =>
  db.organizationTypes.first((t) => t.organizationId === 'org_acme' && where(t))!;

async function renderUtilities() {
  await signInAs('admin');
  renderRoute(<UtilitiesRoute />);
  await screen.findByText(db.organizationTypes.all()[0]!.name, {}, { timeout: 10_000 });
}

describe('UtilitiesRoute', { timeout: 60_000 }, () => {
  it('adds an organization type (name required) and edits it', async () => {
    await renderUtilities();
    await ui.click(screen.getByRole('button', { name: 'Add Organization Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Organization Type' });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Type' }));
    expect(
      await within(dialog).findByText('Organization type name is required'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Education' } });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Type' }));
    expect(await screen.findByRole('cell', { name: 'Education' })).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Edit Education' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Organization Type' });
    fireEvent.change(within(edit).getByLabelText(/^Name/), {
      target: { value: 'Higher Education' },
    });
    await ui.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('cell', { name: 'Higher Education' })).toBeInTheDocument();
  });

  it("an edit over someone else's change is refused, their values shown, the typed name kept", async () => {
    await renderUtilities();
    const type = acmeType((t) => t.name === 'Manufacturing');
    await ui.click(screen.getByRole('button', { name: 'Edit Manufacturing' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Organization Type' });
    fireEvent.change(within(edit).getByLabelText(/^Name/), {
      target: { value: 'Industrial Manufacturing' },
    });
    db.organizationTypes.update(type.id, { description: 'Changed in another tab' });
    await ui.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(edit).findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    expect(within(edit).getByText('Description now:')).toBeInTheDocument();
    expect(within(edit).getByText('Changed in another tab')).toBeInTheDocument();
    expect(within(edit).getByLabelText(/^Name/)).toHaveValue('Industrial Manufacturing');
    expect(db.organizationTypes.find(type.id)?.name).toBe('Manufacturing');
    await ui.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(db.organizationTypes.find(type.id)?.name).toBe('Industrial Manufacturing'),
    );
  });

  it('deletes after a confirmation; a type in use shows the server message', async () => {
    const used = db.organizationTypes.find(db.organizations.find('org_acme')!.typeId!)!;
    const unused = acmeType((t) => t.id !== used.id);
    await renderUtilities();
    await ui.click(screen.getByRole('button', { name: `Delete ${used.name}` }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Delete Organization Type' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Organization type is in use')).toBeInTheDocument();
    await ui.click(await screen.findByRole('button', { name: `Delete ${unused.name}` }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Delete Organization Type' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() => expect(db.organizationTypes.find(unused.id)).toBeUndefined());
  });

  it("says the list is the organization's own; an edit leaves other organizations' lists alone", async () => {
    await renderUtilities();
    expect(
      screen.getByText(
        'Your organization’s own list, started from the defaults offered at sign-up. No other organization sees your changes.',
      ),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Edit Retail' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Organization Type' });
    fireEvent.change(within(edit).getByLabelText(/^Name/), { target: { value: 'Shops' } });
    await ui.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('cell', { name: 'Shops' })).toBeInTheDocument();
    const retail = db.organizationTypes.where((t) => t.name === 'Retail');
    expect(retail.map((t) => t.organizationId).sort()).toEqual([null, 'org_globex'].sort());
  });

  it('links to the import page and the email outbox', async () => {
    await renderUtilities();
    expect(screen.getByRole('link', { name: 'Import and Export' })).toHaveAttribute(
      'href',
      '/admin/utilities/import',
    );
    expect(screen.getByRole('link', { name: 'Email Outbox' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    );
  });

  it('shows the spec empty text', async () => {
    server.use(http.get('*/api/organization-types', () => HttpResponse.json({ data: [] })));
    await signInAs('admin');
    renderRoute(<UtilitiesRoute />);
    expect(
      await screen.findByText('No organization types found.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
