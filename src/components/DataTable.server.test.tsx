import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableServer } from './DataTable';

interface Person {
  id: string;
  name: string;
  salary: number;
}

const columns: ColumnDef<Person>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'salary', header: 'Salary' },
];

// One page as a server sent it: deliberately not in name order (the table must not re-sort it).
const page: Person[] = [
  { id: '1', name: 'Carol', salary: 90000 },
  { id: '2', name: 'Alice', salary: 120000 },
];

function renderServerTable(server: Partial<DataTableServer> = {}) {
  const props: DataTableServer = {
    total: 120,
    pageIndex: 0,
    pageSize: 50,
    onPageChange: vi.fn(),
    sorting: [{ id: 'name', desc: false }],
    onSortingChange: vi.fn(),
    search: '',
    onSearchChange: vi.fn(),
    ...server,
  };
  render(
    <DataTable<Person>
      aria-label="People"
      columns={columns}
      data={page}
      getRowId={(p) => p.id}
      emptyText="Nobody yet"
      search={{ placeholder: 'Search people...' }}
      server={props}
    />,
  );
  return props;
}

const names = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable with server-side sorting, search and paging', () => {
  it('says how many rows matched when they fit on one page (no pager then)', () => {
    renderServerTable({ total: 2 });
    expect(screen.queryByText(/of 2/)).toBeNull();
    expect(screen.getByText('2 results')).toBeInTheDocument();
  });

  it('shows the page as sent, with the server’s total in the pager', () => {
    renderServerTable();
    expect(names()).toEqual(['Carol', 'Alice']);
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('asks the server for another order, search and page instead of doing them itself', async () => {
    const user = userEvent.setup();
    const server = renderServerTable();
    await user.click(screen.getByRole('button', { name: 'Salary' }));
    expect(server.onSortingChange).toHaveBeenCalledWith([{ id: 'salary', desc: false }]);
    await user.type(screen.getByRole('searchbox', { name: 'Search people...' }), 'z');
    expect(server.onSearchChange).toHaveBeenCalledWith('z');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(server.onPageChange).toHaveBeenCalledWith(1);
    expect(names()).toEqual(['Carol', 'Alice']);
  });

  it('says a search matched nothing when the server sends no row for it', () => {
    render(
      <DataTable<Person>
        aria-label="People"
        columns={columns}
        data={[]}
        getRowId={(p) => p.id}
        emptyText="Nobody yet"
        server={{
          total: 0,
          pageIndex: 0,
          pageSize: 50,
          onPageChange: vi.fn(),
          sorting: [],
          onSortingChange: vi.fn(),
          search: 'zzz',
          onSearchChange: vi.fn(),
        }}
      />,
    );
    expect(screen.getByText('No results match "zzz".')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });
});
