import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import TeamsRoute from '../routes/TeamsRoute';

const ui = userEvent.setup({ delay: null });

describe('TeamFormDialog', { timeout: 60_000 }, () => {
  it("a taken name is said on the name field; cleared, only 'Team name is required' shows, once", async () => {
    const taken = db.teams.first((t) => t.organizationId === 'org_acme')!.name;
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    await ui.click(await screen.findByRole('button', { name: 'Add Team' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    const name = within(dialog).getByLabelText(/^Team Name/);
    fireEvent.change(name, { target: { value: taken } });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A team with this name already exists'),
    );
    expect(within(dialog).getAllByText('A team with this name already exists')).toHaveLength(1);

    fireEvent.change(name, { target: { value: '' } });
    await waitFor(() =>
      expect(within(dialog).queryByText('A team with this name already exists')).toBeNull(),
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Team name is required'));
    expect(within(dialog).getAllByText('Team name is required')).toHaveLength(1);
    expect(within(dialog).queryByText('A team with this name already exists')).toBeNull();
  });

  it("a failed save's message goes once the form is edited; the field's own error then shows alone", async () => {
    server.use(
      http.post('*/api/teams', () =>
        HttpResponse.json({ error: 'Failed to save team' }, { status: 500 }),
      ),
    );
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    await ui.click(await screen.findByRole('button', { name: 'Add Team' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    const name = within(dialog).getByLabelText(/^Team Name/);
    fireEvent.change(name, { target: { value: 'Data Platform' } });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(await within(dialog).findByText('Failed to save team')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: '' } });
    expect(within(dialog).queryByText('Failed to save team')).toBeNull();
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Team name is required'));
    expect(within(dialog).queryByText('Failed to save team')).toBeNull();
  });
});
