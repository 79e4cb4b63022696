import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import GeneralSettingsRoute from './GeneralSettingsRoute';

const meta = {
  title: 'Settings/General',
  component: GeneralSettingsRoute,
  parameters: { router: { path: '/admin/settings' }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof GeneralSettingsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByDisplayValue('Acme Robotics'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/organization', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByDisplayValue('Acme Robotics')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides(['*/api/organization', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to fetch organization details',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const TypesUnavailable: Story = {
  parameters: mswOverrides(['*/api/organization-types', 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to load organization types',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Another admin changes the organization type while this one renames it: told, input kept. */
export const EditedBySomeoneElse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = within(
      await canvas.findByRole('region', { name: 'Organization Details' }, { timeout: 10_000 }),
    );
    const name = details.getByLabelText(/^Organization Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Robotics Europe');
    const manufacturing = db.organizationTypes.first((t) => t.name === 'Manufacturing')!;
    db.organizations.update('org_acme', { typeId: manufacturing.id });
    await userEvent.click(details.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await details.findByText('This record was changed by someone else'),
    ).toBeInTheDocument();
    await expect(details.getByText('Organization Type now:')).toBeInTheDocument();
    await expect(name).toHaveValue('Acme Robotics Europe');
  },
};
