import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { storySession } from '@/test/story-session';
import { handlers } from '@mocks/handlers/index';
import CompensationSettingsRoute from './CompensationSettingsRoute';

const LIST = '*/api/compensation/categories';

const meta = {
  title: 'Settings/Compensation',
  component: CompensationSettingsRoute,
  parameters: { router: { path: paths.admin.settings.compensation.path }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof CompensationSettingsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's categories and types (the only role that opens this screen). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Edit Base Salary' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(LIST, async () => {
          await delay(30_000);
          return HttpResponse.json({ data: [] });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Compensation categories and types',
      busy: true,
    });
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Only the header and the loading row: no data rows, no empty text yet.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByText('No categories found.')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(LIST, () => HttpResponse.json({ data: [] })), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No categories found.'),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get(LIST, () => new HttpResponse(null, { status: 500 })), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch categories'),
    ).toBeInTheDocument();
  },
};

export const AddCategoryDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add Category' }));
    await userEvent.click(await page.findByRole('button', { name: 'Create' }));
    await expect(await page.findByText('Name is required')).toBeInTheDocument();
  },
};

export const AddTypeDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Add Type to Equity' }));
    await expect(await page.findByRole('heading', { name: 'Add Type' })).toBeInTheDocument();
  },
};

export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Delete Base Pay' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
    await expect(
      await page.findByText('This category has compensation records and cannot be deleted'),
    ).toBeInTheDocument();
  },
};
