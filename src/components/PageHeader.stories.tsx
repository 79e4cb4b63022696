import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'Teams' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
  },
};

export const WithSubtitle: Story = {
  args: { title: 'Review Stages', subtitle: 'Manage review stages for your organization.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Review Stages' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Manage review stages for your organization.'),
    ).toBeInTheDocument();
  },
};

const handleAdd = fn();

export const WithActions: Story = {
  args: {
    subtitle: 'Manage the teams of your organization.',
    actions: <Button onClick={handleAdd}>Add Team</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Team' }));
    await expect(handleAdd).toHaveBeenCalledTimes(1);
  },
};

export const WithBreadcrumbs: Story = {
  args: {
    title: 'Q3 Merit Cycle',
    breadcrumbs: [
      { label: 'Review Cycles', to: '/admin/review-cycles' },
      { label: 'Q3 Merit Cycle', to: '/review-cycles/1' },
      { label: 'Ada Lovelace' },
    ],
    actions: (
      <>
        <Button variant="outlined">Back</Button>
        <Button>Edit</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Review Cycles' })).toHaveAttribute(
      'href',
      '/admin/review-cycles',
    );
    await expect(within(trail).getByRole('link', { name: 'Q3 Merit Cycle' })).toHaveAttribute(
      'href',
      '/review-cycles/1',
    );
    await expect(within(trail).getByText('Ada Lovelace')).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Q3 Merit Cycle' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  },
};
