import { useMemo, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';
import { keepEmotionStyles } from '@/test/emotion-styles';

// Asserts on styles (visibility, sticky cells) that emotion's rules decide.
keepEmotionStyles();

interface Person {
  id: string;
  name: string;
  salary: number;
  team: string;
  children?: Person[];
}

const columns: ColumnDef<Person>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'salary', header: 'Salary' },
  { accessorKey: 'team', header: 'Team' },
  {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: ({ row }) => <button type="button">Edit {row.original.name}</button>,
  },
];

const people: Person[] = [
  { id: '1', name: 'Carol', salary: 90000, team: 'Sales' },
  { id: '2', name: 'alice', salary: 120000, team: 'Engineering' },
  { id: '3', name: 'Bob', salary: 75000, team: 'Sales' },
];

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return render(
    <DataTable<Person>
      aria-label="People"
      columns={columns}
      data={people}
      getRowId={(row) => row.id}
      emptyText="No users found"
      {...props}
    />,
  );
}

function firstColumnTexts() {
  const [, ...bodyRows] = screen.getAllByRole('row');
  return bodyRows.map((row) => within(row).getAllByRole('cell')[0].textContent);
}

describe('DataTable', () => {
  it('sorts a clicked column ascending first, then descending, and sets aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    const salaryHeader = screen.getByRole('columnheader', { name: 'Salary' });
    expect(salaryHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(salaryHeader).getByRole('button'));
    expect(firstColumnTexts()).toEqual(['Bob', 'Carol', 'alice']);
    expect(salaryHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(salaryHeader).getByRole('button'));
    expect(firstColumnTexts()).toEqual(['alice', 'Carol', 'Bob']);
    expect(salaryHeader).toHaveAttribute('aria-sort', 'descending');
  });

  it('applies the initial sorting and can sort descending first', async () => {
    const user = userEvent.setup();
    renderTable({ initialSorting: [{ id: 'salary', desc: true }], sortDescFirst: true });
    expect(firstColumnTexts()).toEqual(['alice', 'Carol', 'Bob']);
    await user.click(
      within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'),
    );
    expect(firstColumnTexts()).toEqual(['Carol', 'Bob', 'alice']);
  });

  it('does not offer sorting on columns that disable it', () => {
    renderTable();
    expect(
      within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button'),
    ).toBeNull();
  });

  it('filters rows with the search box', async () => {
    const user = userEvent.setup();
    renderTable({ search: { placeholder: 'Search users...' } });
    await user.type(screen.getByRole('searchbox', { name: 'Search users...' }), 'sales');
    expect(firstColumnTexts()).toEqual(['Carol', 'Bob']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    // A search that matches nothing is not an empty list.
    expect(screen.getByRole('cell', { name: 'No results match "zzz".' })).toBeInTheDocument();
    expect(screen.queryByText('No users found')).toBeNull();
  });

  it('draws a header given as a function again when the table changes; a sort redraws the sort labels', async () => {
    const user = userEvent.setup();
    const counted: ColumnDef<Person>[] = [
      ...columns.slice(0, 3),
      {
        id: 'actions',
        header: ({ table }) => `Actions (${table.getRowModel().rows.length})`,
        enableSorting: false,
      },
    ];
    renderTable({ columns: counted, search: { placeholder: 'Search users...' } });
    expect(screen.getByRole('columnheader', { name: 'Actions (3)' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search users...' }), 'sales');
    expect(screen.getByRole('columnheader', { name: 'Actions (2)' })).toBeInTheDocument();
    const name = screen.getByRole('columnheader', { name: 'Name' });
    const salary = screen.getByRole('columnheader', { name: 'Salary' });
    await user.click(within(salary).getByRole('button'));
    expect(salary).toHaveAttribute('aria-sort', 'ascending');
    expect(name).not.toHaveAttribute('aria-sort');
    await user.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(salary).not.toHaveAttribute('aria-sort');
  });

  it('searches the words of a row together, in any order, accents and case aside', async () => {
    const user = userEvent.setup();
    renderTable({
      data: [...people, { id: '4', name: 'Sofía', salary: 80000, team: 'Álvarez' }],
      search: { placeholder: 'Search users...' },
    });
    const box = screen.getByRole('searchbox', { name: 'Search users...' });
    for (const query of ['sofia alvarez', 'Alvarez, Sofia', 'ÁLVAREZ SOFÍA']) {
      await user.clear(box);
      await user.type(box, query);
      expect(firstColumnTexts(), query).toEqual(['Sofía']);
    }
    await user.clear(box);
    await user.type(box, 'sofia sales');
    expect(screen.getByText('No results match "sofia sales".')).toBeInTheDocument();
  });

  it('shows a page at a time with a pager when pageSize is set; a search goes back to page one', async () => {
    const user = userEvent.setup();
    renderTable({ pageSize: 2, search: { placeholder: 'Search users...' } });
    expect(firstColumnTexts()).toHaveLength(2);
    expect(screen.getByText('1–2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(firstColumnTexts()).toHaveLength(1);
    expect(screen.getByText('3–3 of 3')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'sales');
    expect(firstColumnTexts()).toEqual(['Carol', 'Bob']);
    expect(screen.queryByText(/of 3/)).toBeNull();
    // One page of results has no pager, but still says how many it found.
    expect(screen.getByText('2 results')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'carol');
    expect(screen.getByText('1 result')).toBeInTheDocument();
  });

  it('shows the empty text, the loading spinner and the error banner', async () => {
    const user = userEvent.setup();
    const { rerender } = renderTable({ data: [] });
    expect(screen.getByRole('cell', { name: 'No users found' })).toBeInTheDocument();

    rerender(
      <DataTable
        aria-label="People"
        columns={columns}
        data={[]}
        getRowId={(r) => r.id}
        emptyText="No users found"
        isLoading
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('No users found')).toBeNull();

    const handleRetry = vi.fn();
    rerender(
      <DataTable
        aria-label="People"
        columns={columns}
        data={[]}
        getRowId={(r) => r.id}
        emptyText="No users found"
        error="Failed to load users. Please try again later."
        onRetry={handleRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load users. Please try again later.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(handleRetry).toHaveBeenCalledTimes(1);
  });

  it('calls onRowClick for the row but not for buttons inside it', async () => {
    const user = userEvent.setup();
    const handleRowClick = vi.fn();
    renderTable({ onRowClick: handleRowClick });
    await user.click(screen.getByRole('cell', { name: 'Bob' }));
    expect(handleRowClick).toHaveBeenCalledWith(people[2]);
    await user.click(screen.getByRole('button', { name: 'Edit Carol' }));
    expect(handleRowClick).toHaveBeenCalledTimes(1);
  });

  it('follows controlled column visibility and order, keeping the first visible column sticky', async () => {
    const user = userEvent.setup();
    const handleVisibility = vi.fn();
    function Harness() {
      const [visibility, setVisibility] = useState<VisibilityState>({ name: false });
      return (
        <>
          <button type="button" onClick={() => setVisibility({})}>
            Show all
          </button>
          <DataTable<Person>
            aria-label="People"
            columns={columns}
            data={people}
            getRowId={(row) => row.id}
            emptyText="No users found"
            stickyFirstColumn
            columnVisibility={visibility}
            onColumnVisibilityChange={handleVisibility}
            columnOrder={['team', 'salary', 'name', 'actions']}
          />
        </>
      );
    }
    render(<Harness />);
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers()).toEqual(['Team', 'Salary', 'Actions']);
    const [teamCell, salaryCell] = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(teamCell).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(salaryCell).not.toHaveStyle({ position: 'sticky' });

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(headers()).toEqual(['Team', 'Salary', 'Name', 'Actions']);
  });

  it('keeps a column marked stickyEnd at the right edge while the table scrolls sideways', () => {
    const pinned = columns.map((column) =>
      column.id === 'actions' ? { ...column, meta: { ...column.meta, stickyEnd: true } } : column,
    );
    render(
      <DataTable<Person>
        aria-label="People"
        columns={pinned}
        data={people}
        getRowId={(row) => row.id}
        emptyText="No users found"
      />,
    );
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.at(-1)).toHaveStyle({ position: 'sticky', right: '0px' });
    expect(cells[0]).not.toHaveStyle({ position: 'sticky' });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveStyle({
      position: 'sticky',
    });
  });

  it('nests sub rows under their parent with a tree glyph and sorts both levels', async () => {
    const user = userEvent.setup();
    const tree: Person[] = [
      {
        id: 'b',
        name: 'Bonus',
        salary: 2,
        team: '',
        children: [
          { id: 'b2', name: 'Spot bonus', salary: 2, team: '' },
          { id: 'b1', name: 'Annual bonus', salary: 1, team: '' },
        ],
      },
      {
        id: 'a',
        name: 'Allowance',
        salary: 1,
        team: '',
        children: [{ id: 'a1', name: 'Car', salary: 1, team: '' }],
      },
    ];
    renderTable({
      data: tree,
      getSubRows: (row) => row.children,
      initialSorting: [{ id: 'salary', desc: false }],
    });
    expect(firstColumnTexts()).toEqual([
      'Allowance',
      '└─Car',
      'Bonus',
      '└─Annual bonus',
      '└─Spot bonus',
    ]);

    await user.click(
      within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'),
    );
    await user.click(
      within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'),
    );
    expect(firstColumnTexts()).toEqual([
      'Bonus',
      '└─Spot bonus',
      '└─Annual bonus',
      'Allowance',
      '└─Car',
    ]);
  });
});

describe('DataTable with 10,000 rows', () => {
  const many: Person[] = Array.from({ length: 10_000 }, (_, index) => ({
    id: String(index),
    name: `Employee ${String((index * 7919) % 10_000).padStart(5, '0')}`,
    salary: 40_000 + ((index * 37) % 10_000),
    team: `Team ${index % 12}`,
  }));

  function LargeTable({ rowHeight }: { rowHeight?: number }) {
    const memoColumns = useMemo(() => columns, []);
    return (
      <DataTable<Person>
        aria-label="Participants"
        columns={memoColumns}
        data={many}
        getRowId={(row) => row.id}
        emptyText="No participants found."
        maxHeight={600}
        rowHeight={rowHeight}
      />
    );
  }

  // 10,000 rows are sorted twice in jsdom: allow a slow CI machine.
  it(
    'keeps fewer than 200 rows in the DOM and sorts by the clicked column',
    { timeout: 30_000 },
    async () => {
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
      const user = userEvent.setup();
      render(<LargeTable />);

      const renderedRows = () => screen.getAllByRole('row').length - 1;
      expect(renderedRows()).toBeGreaterThan(5);
      expect(renderedRows()).toBeLessThan(200);
      expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');

      const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
      await user.click(within(nameHeader).getByRole('button'));
      expect(firstColumnTexts().slice(0, 3)).toEqual([
        'Employee 00000',
        'Employee 00001',
        'Employee 00002',
      ]);
      await user.click(within(nameHeader).getByRole('button'));
      expect(firstColumnTexts().slice(0, 2)).toEqual(['Employee 09999', 'Employee 09998']);
      expect(renderedRows()).toBeLessThan(200);
    },
  );

  it('renders the rows a 600 px view holds at the given row height, plus 2 either side', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const { unmount } = render(<LargeTable />);
    const dataRows = () => document.querySelectorAll('tbody tr[data-index]').length;
    // 53 px rows: 12 in view (0-11) and 2 below.
    expect(dataRows()).toBe(14);
    unmount();
    render(<LargeTable rowHeight={100} />);
    expect(dataRows()).toBe(8);
  });

  it('counts rows by their measured height once they show, never below the given row height', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    let measured = 150;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'TR' && this.hasAttribute('data-index') ? measured : 0;
    });
    const dataRows = () => document.querySelectorAll('tbody tr[data-index]').length;
    const { unmount } = render(<LargeTable />);
    // 150 px rows: 4 in view (0-3) and 2 below, where the 53 px estimate alone rendered 14.
    await waitFor(() => expect(dataRows()).toBe(6));
    unmount();
    // Rows of a hidden table measure 0: they still count for the estimate, not every row renders.
    measured = 0;
    render(<LargeTable />);
    await waitFor(() => expect(dataRows()).toBe(14));
  });
});
