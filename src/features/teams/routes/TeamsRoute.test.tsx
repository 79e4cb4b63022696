import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import { setPayHistory } from '@mocks/test/pay-history';
import { TEST_NOW } from '@mocks/test/constants';
import TeamDetailRoute from './TeamDetailRoute';
import TeamsRoute from './TeamsRoute';

const ui = userEvent.setup({ delay: null });
const rileyTeam = () => db.teams.find(db.employees.find(DEMO_EMPLOYEE.employeeId)!.teamIds[0]!)!;

describe('TeamsRoute', { timeout: 60_000 }, () => {
  it('an edit based on an old version is refused, explained, and applied on the next save', async () => {
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    const team = rileyTeam();
    await ui.click(
      await screen.findByRole('button', { name: `Edit ${team.name}` }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Typed by the first editor' },
    });
    db.teams.update(team.id, { name: 'Renamed by someone else' });
    await ui.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Team Name now:')).toBeInTheDocument();
    expect(within(dialog).getByText('Renamed by someone else')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Typed by the first editor');
    expect(db.teams.find(team.id)!.description).not.toBe('Typed by the first editor');

    await ui.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.teams.find(team.id)).toMatchObject({
      name: team.name,
      description: 'Typed by the first editor',
    });
  });

  it('"Use their values" replaces the input with the current record', async () => {
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    const team = rileyTeam();
    await ui.click(
      await screen.findByRole('button', { name: `Edit ${team.name}` }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Mine' } });
    db.teams.update(team.id, { description: 'Theirs' });
    await ui.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await ui.click(await within(dialog).findByRole('button', { name: 'Use Their Values' }));
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Theirs');
  });

  it('lists teams with manager and member count; names link to the detail', async () => {
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    const team = rileyTeam();
    const link = await screen.findByRole('link', { name: team.name }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/admin/teams/${team.id}`);
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent(String(db.employees.count((e) => e.teamIds.includes(team.id))));
    expect(row).toHaveTextContent('Jordan Patel');
  });

  it('the add dialog refuses an invisible character in the name on its field, keeps line breaks in the description', async () => {
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    await ui.click(await screen.findByRole('button', { name: 'Add Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    fireEvent.change(within(dialog).getByLabelText(/^Team Name/), {
      target: { value: 'Data\u202EPlatform' },
    });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Pipelines\nand dashboards' },
    });
    let posted = 0;
    const countPosts = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/teams') posted += 1;
    };
    server.events.on('request:start', countPosts);
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(
      await within(dialog).findByText('Cannot contain control or invisible formatting characters'),
    ).toBeInTheDocument();
    // Told on the field before the submit: nothing was sent.
    expect(posted).toBe(0);
    server.events.removeListener('request:start', countPosts);
    fireEvent.change(within(dialog).getByLabelText(/^Team Name/), {
      target: { value: 'Data Platform' },
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(
      await screen.findByRole('link', { name: 'Data Platform' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(db.teams.first((t) => t.name === 'Data Platform')?.description).toBe(
      'Pipelines\nand dashboards',
    );
  });

  it('the add dialog needs a name, then creates an active team', async () => {
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    await ui.click(await screen.findByRole('button', { name: 'Add Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    expect(within(dialog).getByLabelText('Status')).toHaveTextContent('Active');
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(await within(dialog).findByText('Team name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Team Name/), {
      target: { value: 'Data Platform' },
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(
      await screen.findByRole('link', { name: 'Data Platform' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(db.teams.first((t) => t.name === 'Data Platform')?.isActive).toBe(true);
  });

  it('a double click on Add Team, or Escape while it saves, adds one team and leaves no question over the list', async () => {
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    const teamsNamed = (name: string) => db.teams.count((t) => t.name === name);
    // A slow save: the request waits, then goes on to the mock.
    server.use(
      http.post('*/api/teams', async () => {
        await delay(300);
      }),
    );
    await ui.click(await screen.findByRole('button', { name: 'Add Team' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    fireEvent.change(within(dialog).getByLabelText(/^Team Name/), {
      target: { value: 'Data Platform' },
    });
    await ui.dblClick(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByRole('link', { name: 'Data Platform' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(teamsNamed('Data Platform')).toBe(1);

    await ui.click(screen.getByRole('button', { name: 'Add Team' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    fireEvent.change(within(dialog).getByLabelText(/^Team Name/), {
      target: { value: 'Data Science' },
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    fireEvent.keyDown(within(dialog).getByLabelText(/^Team Name/), { key: 'Escape' });
    // Asked while saving; once saved, the question goes with the dialog.
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Data Science' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(teamsNamed('Data Science')).toBe(1);
  });

  // A too-long description is stopped at its field, not answered with 'Validation failed' out of view.
  it("the add dialog stops at the contract's lengths, counts them, and puts a 400's details on their fields", async () => {
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    await ui.click(await screen.findByRole('button', { name: 'Add Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    const description = within(dialog).getByLabelText('Description');
    expect(within(dialog).getByLabelText(/^Team Name/)).toHaveAttribute('maxlength', '100');
    expect(description).toHaveAttribute('maxlength', '1000');
    fireEvent.change(description, { target: { value: 'Builds the data platform' } });
    expect(within(dialog).getByText('24 / 1,000')).toBeInTheDocument();
    expect(within(dialog).getByText('0 / 50')).toBeInTheDocument();

    server.use(
      http.post('*/api/teams', () =>
        HttpResponse.json(
          {
            error: 'Description: Must be at most 1000 characters',
            details: [{ field: 'description', message: 'Must be at most 1000 characters' }],
          },
          { status: 400 },
        ),
      ),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Team Name/), {
      target: { value: 'Data Platform' },
    });
    await ui.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription('Must be at most 1000 characters'),
    );
    expect(description).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(description).toHaveFocus());
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Builds the data platform');
  });

  it('deletes after a confirmation and shows the server message when it cannot', async () => {
    const team = rileyTeam();
    const cycle = db.reviewCycles.first((c) => c.organizationId === 'org_acme')!;
    db.reviewCycles.update(cycle.id, { scope: 'teams', teamIds: [team.id] });
    await signInAs('admin');
    renderRoute(<TeamsRoute />);
    await ui.click(
      await screen.findByRole('button', { name: `Delete ${team.name}` }, { timeout: 10_000 }),
    );
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Delete Team' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Team is used by a review cycle')).toBeInTheDocument();
    const other = db.teams.first(
      (t) =>
        t.organizationId === 'org_acme' &&
        !db.reviewCycles.first((c) => c.scope === 'teams' && c.teamIds.includes(t.id)),
    )!;
    await ui.click(await screen.findByRole('button', { name: `Delete ${other.name}` }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Delete Team' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(db.teams.find(other.id)).toBeUndefined());
  });

  it('shows the spec empty text and fetch error', async () => {
    server.use(http.get('*/api/teams', () => HttpResponse.json({ data: [] })));
    await signInAs('admin');
    const view = renderRoute(<TeamsRoute />);
    expect(
      await screen.findByText(
        'No teams found. Click "Add Team" to create your first team.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    view.unmount();
    server.use(http.get('*/api/teams', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    renderRoute(<TeamsRoute />);
    expect(
      await screen.findByText('Failed to fetch teams', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('TeamDetailRoute', { timeout: 60_000 }, () => {
  it('shows status, managers, description and members with computed values and View links', async () => {
    const team = rileyTeam();
    await signInAs('admin');
    // Bonuses count over the 12 months before now (2026-11-15, TEST_NOW): the 6,000 of April 2026,
    // not the 4,000 of April 2025. The salary is the latest one, 104,500.
    setPayHistory(DEMO_EMPLOYEE.employeeId, [
      { date: '2025-04-01', salary: 100_000, bonus: 4_000 },
      { date: '2026-04-01', salary: 104_500, bonus: 6_000 },
    ]);
    renderRoute(<TeamDetailRoute />, {
      path: '/admin/teams/:teamId',
      initialEntry: `/admin/teams/${team.id}`,
    });
    expect(
      await screen.findByRole('heading', { name: team.name }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(team.description)).toBeInTheDocument();
    const riley = db.employees.find(DEMO_EMPLOYEE.employeeId)!;
    const view = screen.getByRole('link', { name: 'View Riley Chen' });
    expect(view).toHaveAttribute('href', `/employees/${riley.id}`);
    const row = view.closest('tr')!;
    expect(row).toHaveTextContent('$104,500.00');
    expect(row).toHaveTextContent('$6,000.00');
    expect(row).not.toHaveTextContent('$10,000.00');
  });

  it('a team without members shows the spec text; a missing team the notice', async () => {
    await signInAs('admin');
    const admin = db.users.find('usr_demo_admin')!;
    const empty = db.teams.insert({
      organizationId: admin.organizationId,
      name: 'Empty',
      description: '',
      isActive: false,
      managerEmployeeIds: [],
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
    });
    const view = renderRoute(<TeamDetailRoute />, {
      path: '/admin/teams/:teamId',
      initialEntry: `/admin/teams/${empty.id}`,
    });
    expect(
      await screen.findByText('No members assigned to this team', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    view.unmount();
    renderRoute(<TeamDetailRoute />, {
      path: '/admin/teams/:teamId',
      initialEntry: '/admin/teams/team_missing',
    });
    expect(await screen.findByText('Team not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
