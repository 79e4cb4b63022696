import { useState } from 'react';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef, ColumnOrderState, VisibilityState } from '@tanstack/react-table';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';

interface Employee {
  id: string;
  name: string;
  team: string;
  manager: string;
  salary: number;
  startDate: string;
}

const TEAMS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'People'];
const FIRST = [
  'Ada',
  'Grace',
  'Linus',
  'Margaret',
  'Alan',
  'Barbara',
  'Ken',
  'Radia',
  'Tim',
  'Frances',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Turing',
  'Liskov',
  'Thompson',
  'Perlman',
  'Berners-Lee',
  'Allen',
];

function makeEmployees(count: number): Employee[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    name: `${FIRST[index % 10]} ${LAST[Math.floor(index / 10) % 10]}${index >= 100 ? ` ${index}` : ''}`,
    team: TEAMS[index % TEAMS.length],
    manager: `${FIRST[(index + 3) % 10]} ${LAST[(index + 7) % 10]}`,
    salary: 50_000 + ((index * 7919) % 90_000),
    startDate: `20${String(15 + (index % 10)).padStart(2, '0')}-0${1 + (index % 9)}-1${index % 10}`,
  }));
}

const columns: ColumnDef<Employee>[] = [
  { accessorKey: 'name', header: 'Employee' },
  { accessorKey: 'team', header: 'Team' },
  { accessorKey: 'manager', header: 'Manager' },
  {
    accessorKey: 'salary',
    header: 'Current Salary',
    meta: { align: 'right' },
    cell: ({ getValue }) => `$${getValue<number>().toLocaleString('en-US')}`,
  },
  { accessorKey: 'startDate', header: 'Start Date' },
  {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    meta: { align: 'right' },
    cell: () => <Button size="small">View</Button>,
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Employee>,
  args: {
    'aria-label': 'Employees',
    columns,
    data: makeEmployees(25),
    getRowId: (row: Employee) => row.id,
    emptyText: 'No users found',
  },
} satisfies Meta<typeof DataTable<Employee>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cells' texts of each row, the header row first. */
function rowTexts(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const HEADERS = ['Employee', 'Team', 'Manager', 'Current Salary', 'Start Date', 'Actions'];

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Employees' });
    const rows = rowTexts(table);
    // The fixture: 25 employees, the first Ada Lovelace of Engineering, started 2015-01-10.
    await expect(rows).toHaveLength(26);
    await expect(rows[0]).toEqual(HEADERS);
    await expect(rows[1]).toEqual([
      'Ada Lovelace',
      'Engineering',
      'Margaret Perlman',
      '$50,000',
      '2015-01-10',
      'View',
    ]);
    await expect(within(table).getAllByRole('button', { name: 'View' })).toHaveLength(25);
  },
};

export const Loading: Story = {
  args: { isLoading: true, data: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Employees' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(within(table).queryByText('No users found')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    data: [],
    emptyText: 'No review cycles found. Click "Create Review Cycle" to create your first one.',
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Employees' });
    await expect(
      within(table).getByText(
        'No review cycles found. Click "Create Review Cycle" to create your first one.',
      ),
    ).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Failed to load users. Please try again later.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load users. Please try again later.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithSearch: Story = {
  args: { search: { placeholder: 'Search users...' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users...' }), 'Finance');
    // The header and the five Finance rows, once the busy machine has rendered the filter.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(6));
  },
};

export const DefaultSortStartDateDescending: Story = {
  args: { initialSorting: [{ id: 'startDate', desc: true }] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Employees' });
    await expect(within(table).getByRole('columnheader', { name: /Start Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The fixture's latest starts: Frances Hopper 2024-02-19, Frances Lovelace 2024-01-19.
    const rows = rowTexts(table);
    await expect([rows[1][0], rows[1][4]]).toEqual(['Frances Hopper', '2024-02-19']);
    await expect([rows[2][0], rows[2][4]]).toEqual(['Frances Lovelace', '2024-01-19']);
    await expect(rows[25][4]).toBe('2015-01-10');
  },
};

export const Dense: Story = {
  args: { dense: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Employees' });
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    // Dense rows: MUI's small cell type (13 px) and the theme's 6 px padding. Checked where the
    // story is drawn: jsdom (npm run test:stories) has no layout and applies no table rule.
    const cell = within(table).getByRole('cell', { name: 'Ada Lovelace' });
    if (cell.getBoundingClientRect().height > 0) {
      await expect(getComputedStyle(cell).fontSize).toBe('13px');
      await expect(getComputedStyle(cell).paddingTop).toBe('6px');
    }
  },
};

export const StickyFirstColumn: Story = {
  args: { stickyFirstColumn: true },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Employees' });
    const rows = rowTexts(table);
    await expect(rows[0]).toEqual(HEADERS);
    await expect(rows[1][0]).toBe('Ada Lovelace');
    await expect(rows).toHaveLength(26);
  },
};

export const RowClick: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('row')[1]);
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);
  },
};

/** A row that opens is reached with Tab, opens with Enter and shows where the keyboard is. */
export const RowByKeyboard: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getAllByRole('row')[1] as HTMLTableRowElement;
    for (let i = 0; i < 20 && document.activeElement !== row; i += 1) await userEvent.tab();
    await expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);
    // Drawn only where the story is (Chromium): a 2 px ring in the brand colour (#4f46e5) drawn by
    // the row's cells, the first one's with its left side.
    if (row.getBoundingClientRect().height > 0) {
      const first = getComputedStyle(row.cells[0]).boxShadow;
      await expect(first).toContain('rgb(79, 70, 229) 0px 2px 0px 0px inset');
      await expect(first).toContain('rgb(79, 70, 229) 2px 0px 0px 0px inset');
      await expect(getComputedStyle(row.cells[1]).boxShadow).toContain('0px -2px 0px 0px inset');
    }
  },
};

export const TenThousandRowsVirtualised: Story = {
  args: {
    data: makeEmployees(10_000),
    maxHeight: 560,
    stickyFirstColumn: true,
    search: { placeholder: 'Search participants...' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Employees' });
    // 10,000 rows and a header are announced; only the rows in view are in the page.
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(200);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search participants...' }),
      'Allen 9999',
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Frances Allen 9999');
  },
};

function ControlledColumnsDemo() {
  const [visibility, setVisibility] = useState<VisibilityState>({ manager: false });
  const [order, setOrder] = useState<ColumnOrderState>([
    'team',
    'name',
    'salary',
    'startDate',
    'manager',
    'actions',
  ]);
  return (
    <DataTable<Employee>
      aria-label="Employees"
      columns={columns}
      data={makeEmployees(12)}
      getRowId={(row) => row.id}
      emptyText="No users found"
      stickyFirstColumn
      columnVisibility={visibility}
      onColumnVisibilityChange={setVisibility}
      columnOrder={order}
      onColumnOrderChange={setOrder}
    />
  );
}

export const ControlledColumns: Story = {
  render: () => <ControlledColumnsDemo />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Employees' });
    const rows = rowTexts(table);
    // The demo's order puts Team first and hides Manager.
    await expect(rows[0]).toEqual(['Team', 'Employee', 'Current Salary', 'Start Date', 'Actions']);
    await expect(rows[1].slice(0, 2)).toEqual(['Engineering', 'Ada Lovelace']);
    await expect(rows).toHaveLength(13);
  },
};

interface Category {
  id: string;
  name: string;
  description: string;
  order: number;
  types?: Category[];
}

const categories: Category[] = [
  {
    id: 'c1',
    name: 'Base Salary',
    description: 'Fixed pay',
    order: 1,
    types: [
      { id: 't1', name: 'Merit Increase', description: 'Annual merit', order: 2 },
      { id: 't2', name: 'Promotion', description: 'Role change', order: 1 },
    ],
  },
  {
    id: 'c0',
    name: 'Bonus',
    description: 'Variable pay',
    order: 0,
    types: [{ id: 't3', name: 'Spot Bonus', description: 'One-off', order: 0 }],
  },
];

const categoryColumns: ColumnDef<Category>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'description', header: 'Description', meta: { maxWidth: 450 } },
  { accessorKey: 'order', header: 'Order' },
];

export const TreeRows: Story = {
  render: () => (
    <DataTable<Category>
      aria-label="Compensation categories"
      columns={categoryColumns}
      data={categories}
      getRowId={(row) => row.id}
      getSubRows={(row) => row.types}
      initialSorting={[{ id: 'order', desc: false }]}
      emptyText="No categories found."
    />
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Compensation categories' });
    // Order ascending at both levels; types sit under their category behind a tree glyph.
    await expect(rowTexts(table)).toEqual([
      ['Name', 'Description', 'Order'],
      ['Bonus', 'Variable pay', '0'],
      ['└─Spot Bonus', 'One-off', '0'],
      ['Base Salary', 'Fixed pay', '1'],
      ['└─Promotion', 'Role change', '1'],
      ['└─Merit Increase', 'Annual merit', '2'],
    ]);
  },
};
