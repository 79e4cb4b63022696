import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { ACME_ORG_ID } from '@mocks/seed/accounts';
import { paths } from '@/config/paths';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import ImportRoute from './ImportRoute';

const HEADER = 'First Name,Last Name,Work Email,Job Title,Hire Date,Department,Reports To';
const GOOD = `${HEADER}\nAda,Lovelace,ada@story-import.example,Analyst,2024-02-01,Research,\nGrace,Hopper,grace@story-import.example,Engineer,3/1/2024,Research,ada@story-import.example\n`;
const BAD = `${HEADER}\nAda,Lovelace,ada@story-import.example,Analyst,2024-02-01,Research,\nGrace,Hopper,grace-at-story,Engineer,someday,Research,\n`;

async function upload(canvasElement: HTMLElement, text: BlobPart, name = 'people.csv') {
  const input = within(canvasElement).getByLabelText('Choose CSV File');
  await userEvent.upload(input, new File([text], name, { type: 'text/csv' }));
}

const meta = {
  title: 'Admin/Import and Export',
  component: ImportRoute,
  parameters: { router: { path: paths.admin.utilitiesImport.path }, layout: 'padded' },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof ImportRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Download Template' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Export Employees (CSV)' }),
    ).toBeInTheDocument();
  },
};

export const ReadyToImport: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, GOOD);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Every row is valid: 2 new, 0 updated/),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Import 2 Rows' })).toBeEnabled();
  },
};

export const RowErrors: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, BAD);
    const canvas = within(canvasElement);
    const errors = await canvas.findByRole('table', { name: 'Rows with errors' });
    await expect(within(errors).getByText('Invalid email')).toBeInTheDocument();
    await expect(
      within(errors).getByText('Invalid date (use YYYY-MM-DD or MM/DD/YYYY)'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('The file has errors in 1 row; nothing was imported'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Import 2 Rows' })).toBeDisabled();
  },
};

export const MissingColumns: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, 'Name,Mail\nAda,ada@x.example\n');
    await expect(
      await within(canvasElement).findByText(
        'Choose a column for: First Name, Last Name, Work Email, Job Title, Hire Date',
      ),
    ).toBeInTheDocument();
  },
};

/** An Excel workbook given a .csv name: refused as not text, no mapping or preview. */
export const UnreadableFile: Story = {
  play: async ({ canvasElement }) => {
    const workbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
    await upload(canvasElement, workbook, 'people.csv');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'This file cannot be read as CSV: it is not a text file (an Excel workbook? save it as CSV first)',
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Preview of the first/)).not.toBeInTheDocument();
  },
};

export const Imported: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, GOOD);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import 2 Rows' }));
    await expect(
      await canvas.findByText('Imported 2 rows: 2 created, 0 updated.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View in Audit Trail' })).toBeInTheDocument();
  },
};

export const CheckFails: Story = {
  parameters: mswOverrides(['*/api/imports/employees', 'fail']),
  play: async ({ canvasElement }) => {
    await upload(canvasElement, GOOD);
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

const BANDS = `Level,Order,Job Family,Zone,Currency,Minimum,Midpoint,Maximum
L3 Senior,3,,,USD,"88,000","105,000","122,000"
L8 Fellow,8,Engineering,,USD,300000,360000,420000
`;
const BAD_BANDS = `Level,Zone,Minimum,Midpoint,Maximum
L3 Senior,,90000,80000,100000
L3 Senior,,1,2,3
`;
const onLevels = {
  router: {
    path: paths.admin.utilitiesImport.path,
    initialEntries: ['/admin/utilities/import?kind=levels'],
  },
};

/** From the Levels screen's Import Bands: the wizard opens on pay bands, one row per band. */
export const PayBands: Story = {
  parameters: onLevels,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Levels and Pay Bands', pressed: true }),
    ).toBeInTheDocument();
    await upload(canvasElement, BANDS, 'bands.csv');
    await expect(
      await canvas.findByText('Every row is valid: 1 new level, 1 level updated.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 Rows' }));
    await expect(
      await canvas.findByText('Imported 2 rows: 1 created, 1 updated.'),
    ).toBeInTheDocument();
    const level = (name: string) =>
      db.levels.first((l) => l.organizationId === ACME_ORG_ID && l.name === name);
    await waitFor(() => expect(level('L8 Fellow')).toBeDefined());
    await expect(level('L3 Senior')!.bands).toEqual([
      { zone: null, currency: 'USD', min: 88000, mid: 105000, max: 122000 },
    ]);
  },
};

/** A band breaking the rules: its row and column named, nothing imported. */
export const PayBandErrors: Story = {
  parameters: onLevels,
  play: async ({ canvasElement }) => {
    await upload(canvasElement, BAD_BANDS, 'bands.csv');
    const canvas = within(canvasElement);
    const errors = await canvas.findByRole('table', { name: 'Rows with errors' });
    await expect(
      within(errors).getByText('The minimum cannot exceed the midpoint.'),
    ).toBeInTheDocument();
    await expect(within(errors).getByText('Each zone appears once.')).toBeInTheDocument();
    await expect(
      canvas.getByText('The file has errors in 2 rows; nothing was imported'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Import 2 Rows' })).toBeDisabled();
  },
};
