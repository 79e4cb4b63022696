import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import GeneralSettingsRoute from './GeneralSettingsRoute';
import OrganizationSettingsRoute from './OrganizationSettingsRoute';

const ui = userEvent.setup({ delay: null });

describe('GeneralSettingsRoute', { timeout: 60_000 }, () => {
  it('saves the organization name and type; the name is required', async () => {
    await signInAs('admin');
    renderRoute(<GeneralSettingsRoute />);
    const details = await screen.findByRole(
      'region',
      { name: 'Organization Details' },
      { timeout: 10_000 },
    );
    const name = within(details).getByLabelText(/^Organization Name/);
    fireEvent.change(name, { target: { value: '  ' } });
    await ui.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await within(details).findByText('Organization name is required')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Acme Robotics Inc.' } });
    await ui.click(within(details).getByLabelText(/^Organization Type/));
    await ui.click(await screen.findByRole('option', { name: 'Manufacturing' }));
    await ui.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await within(details).findByText('Organization settings saved')).toBeInTheDocument();
    const org = db.organizations.find('org_acme')!;
    expect(org.name).toBe('Acme Robotics Inc.');
    expect(db.organizationTypes.find(org.typeId!)?.name).toBe('Manufacturing');
  });

  it("a details save over someone else's change is refused, their values shown, the typed name kept", async () => {
    await signInAs('admin');
    renderRoute(<GeneralSettingsRoute />);
    const details = await screen.findByRole(
      'region',
      { name: 'Organization Details' },
      { timeout: 10_000 },
    );
    const registration = screen.getByRole('region', { name: 'User Registration' });
    // The admin's own switch saves the same record: no refusal for that.
    await ui.click(within(registration).getByLabelText('Allow user registration'));
    expect(
      await within(registration).findByText('Registration settings saved'),
    ).toBeInTheDocument();
    const name = within(details).getByLabelText(/^Organization Name/);
    fireEvent.change(name, { target: { value: 'Typed Name Inc.' } });
    await ui.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await within(details).findByText('Organization settings saved')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: 'Typed Again Inc.' } });
    const manufacturing = db.organizationTypes.first(
      (t) => t.organizationId === 'org_acme' && t.name === 'Manufacturing',
    )!;
    db.organizations.update('org_acme', { typeId: manufacturing.id });
    await ui.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(details).findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    expect(within(details).getByText('Organization Type now:')).toBeInTheDocument();
    expect(within(details).getByText('Manufacturing')).toBeInTheDocument();
    expect(name).toHaveValue('Typed Again Inc.');
    expect(db.organizations.find('org_acme')?.name).toBe('Typed Name Inc.');

    await ui.click(within(details).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(db.organizations.find('org_acme')?.name).toBe('Typed Again Inc.'));
  });

  it("a switch over someone else's change of the other switch applies only the switch clicked", async () => {
    await signInAs('admin');
    renderRoute(<GeneralSettingsRoute />);
    const registration = await screen.findByRole(
      'region',
      { name: 'User Registration' },
      { timeout: 10_000 },
    );
    const before = db.organizations.find('org_acme')!;
    db.organizations.update('org_acme', {
      requireEmailVerification: !before.requireEmailVerification,
    });
    await ui.click(within(registration).getByLabelText('Allow user registration'));
    expect(
      await within(registration).findByText(/^This record was changed by someone else/),
    ).toBeInTheDocument();
    expect(db.organizations.find('org_acme')).toMatchObject({
      allowUserRegistration: !before.allowUserRegistration,
      requireEmailVerification: !before.requireEmailVerification,
    });
    expect(within(registration).getByLabelText('Require email verification')).toHaveProperty(
      'checked',
      !before.requireEmailVerification,
    );
  });

  it('registration switches save at once; a failure shows the spec text', async () => {
    await signInAs('admin');
    renderRoute(<GeneralSettingsRoute />);
    const registration = await screen.findByRole(
      'region',
      { name: 'User Registration' },
      { timeout: 10_000 },
    );
    await ui.click(within(registration).getByLabelText('Allow user registration'));
    await waitFor(() =>
      expect(db.organizations.find('org_acme')?.allowUserRegistration).toBe(true),
    );
    server.use(
      http.put(
        '*/api/organization/registration-settings',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await ui.click(within(registration).getByLabelText('Require email verification'));
    expect(
      await within(registration).findByText('Failed to update registration settings'),
    ).toBeInTheDocument();
  });

  it('a failed load shows the spec text', async () => {
    server.use(
      http.get('*/api/organization', () => HttpResponse.json({ error: 'x' }, { status: 500 })),
    );
    await signInAs('admin');
    renderRoute(<GeneralSettingsRoute />);
    expect(
      await screen.findByText('Failed to fetch organization details', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});

describe('OrganizationSettingsRoute', { timeout: 60_000 }, () => {
  it('shows the details and saves the domain', async () => {
    await signInAs('admin');
    renderRoute(<OrganizationSettingsRoute />);
    const summary = await screen.findByRole(
      'region',
      { name: 'Organization Summary' },
      { timeout: 10_000 },
    );
    expect(summary).toHaveTextContent('org_acme');
    const details = screen.getByRole('region', { name: 'Organization Details' });
    const domain = within(details).getByLabelText(/^Domain/);
    fireEvent.change(domain, { target: { value: 'not a domain' } });
    await ui.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(details).findByText('Please enter a valid domain, e.g. example.com'),
    ).toBeInTheDocument();
    fireEvent.change(domain, { target: { value: 'acme.example' } });
    await ui.click(within(details).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(db.organizations.find('org_acme')?.domain).toBe('acme.example'));
  });
});
