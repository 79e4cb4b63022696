import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import TeamsRoute from './TeamsRoute';

const meta = {
  title: 'Admin/Teams',
  component: TeamsRoute,
  parameters: { router: { path: '/admin/teams' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof TeamsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Platform Engineering' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/teams', 'slow']),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Teams', busy: true });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(
      within(table).queryByText('No teams found. Click "Add Team" to create your first team.'),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: mswOverrides(['*/api/teams', { data: [] }]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No teams found. Click "Add Team" to create your first team.',
      ),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/teams', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch teams', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** Someone else saves the team while the admin edits it: told, their values listed, input kept. */
export const EditedBySomeoneElse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Platform Engineering' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    const description = dialog.getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Mine: owns the build pipeline');
    const team = db.teams.first((t) => t.name === 'Platform Engineering')!;
    db.teams.update(team.id, { description: 'Theirs: owns the cloud platform' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await dialog.findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Theirs: owns the cloud platform')).toBeInTheDocument();
    await expect(dialog.getByLabelText('Description')).toHaveValue('Mine: owns the build pipeline');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(db.teams.find(team.id)?.description).toBe('Mine: owns the build pipeline'),
    );
  },
};

/** A name another team has: said on the name field, once; cleared, only the field's own error. */
export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add Team' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Team' }));
    const name = dialog.getByLabelText(/^Team Name/);
    await userEvent.type(name, 'platform engineering');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Team' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A team with this name already exists'),
    );
    await expect(dialog.getAllByText('A team with this name already exists')).toHaveLength(1);
    await userEvent.clear(name);
    await expect(dialog.queryByText('A team with this name already exists')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Team' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Team name is required'));
    await expect(dialog.getAllByText('Team name is required')).toHaveLength(1);
  },
};
