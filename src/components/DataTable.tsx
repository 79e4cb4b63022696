import { memo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import {
  functionalUpdate,
  getCoreRowModel,
  getExpandedRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnOrderState,
  type FilterFn,
  type FilterFnOption,
  type PaginationState,
  type SortingFn,
  type SortingState,
  type TableState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { formatCount } from '@/lib/money';
import { ErrorBanner } from './ErrorBanner';
import { DataTableHead } from './DataTableHead';
import { dataTableRules } from './data-table-body-sx';
import { DataTableRows, VIRTUALIZE_ABOVE } from './DataTableRows';
import { searchWordsFilter } from './data-table-search';
import { smartSortingFn } from './data-table-sorting';
import './data-table-meta';

export interface DataTableSearch<T> {
  placeholder: string;
  globalFilterFn?: FilterFnOption<T>;
}

/**
 * Rows sorted, searched and paged by the server: the table shows `data` (one page) as it comes,
 * and reports what the user asks for. For lists too long to load whole (the employees directory).
 */
export interface DataTableServer {
  /** Rows matching the search and filters, over every page. */
  total: number;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  search: string;
  onSearchChange: (next: string) => void;
}

export interface DataTableProps<T> {
  /** Declared once per screen and memoised; give each an `id` or `accessorKey`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T, index: number) => string;
  'aria-label': string;
  emptyText: string;
  initialSorting?: SortingState;
  /** First click on a new column sorts descending; default ascending. */
  sortDescFirst?: boolean;
  search?: DataTableSearch<T>;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  stickyFirstColumn?: boolean;
  columnVisibility?: VisibilityState;
  onColumnVisibilityChange?: (next: VisibilityState) => void;
  columnOrder?: ColumnOrderState;
  onColumnOrderChange?: (next: ColumnOrderState) => void;
  /** Rows per page: the list is shown a page at a time, with a pager under it. */
  pageSize?: number;
  /**
   * A report with more columns than a screen holds: it scrolls sideways inside its own box (the
   * first column stays), which keyboard users can focus and scroll.
   */
  wide?: boolean;
  /** Height limit of the scroll container; long lists default to 640 px. */
  maxHeight?: number | string;
  dense?: boolean;
  /**
   * Typical body row height in px, for long (virtualised) lists: rows are placed by it, so rows
   * that are really taller (buttons, wrapped names) would mean more rows rendered than seen.
   */
  rowHeight?: number;
  onRowClick?: (row: T) => void;
  /** Tree data: children are rendered under their parent, sorted by the same column. */
  getSubRows?: (row: T) => T[] | undefined;
  toolbar?: ReactNode;
  /** Sorting, search and paging done by the server (see {@link DataTableServer}). */
  server?: DataTableServer;
}

/** A search that leaves no row: the list is not empty, so its empty text would mislead. */
export const noMatchText = (query: string) => `No results match "${query.trim()}".`;

/** The one table of the app: sorting, search, column visibility/order, sticky first column, tree rows, virtualisation. */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    data,
    getRowId,
    emptyText,
    isLoading,
    error,
    onRetry,
    search,
    dense,
    maxHeight,
    server,
  } = props;
  // State, not a ref: the rows' virtualizer must re-run once the container is mounted.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [localSorting, setLocalSorting] = useState<SortingState>(props.initialSorting ?? []);
  const [localFilter, setLocalFilter] = useState('');
  const sorting = server ? server.sorting : localSorting;
  const globalFilter = server ? server.search : localFilter;
  const setGlobalFilter = server ? server.onSearchChange : setLocalFilter;
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: props.pageSize ?? 0,
  });

  const state: Partial<TableState> = { sorting, globalFilter, expanded: true };
  if (props.pageSize) state.pagination = pagination;
  if (props.columnVisibility) state.columnVisibility = props.columnVisibility;
  if (props.columnOrder) state.columnOrder = props.columnOrder;

  const table = useReactTable<T>({
    columns,
    data,
    getRowId,
    getSubRows: props.getSubRows,
    state,
    onSortingChange: server
      ? (updater: Updater<SortingState>) =>
          server.onSortingChange(functionalUpdate(updater, server.sorting))
      : setLocalSorting,
    onGlobalFilterChange: setLocalFilter,
    manualSorting: !!server,
    manualFiltering: !!server,
    manualPagination: !!server,
    ...(props.onColumnVisibilityChange && {
      onColumnVisibilityChange: (updater: Updater<VisibilityState>) =>
        props.onColumnVisibilityChange?.(
          functionalUpdate(updater, table.getState().columnVisibility),
        ),
    }),
    ...(props.onColumnOrderChange && {
      onColumnOrderChange: (updater: Updater<ColumnOrderState>) =>
        props.onColumnOrderChange?.(functionalUpdate(updater, table.getState().columnOrder)),
    }),
    globalFilterFn: search?.globalFilterFn ?? (searchWordsFilter as FilterFn<T>),
    sortDescFirst: props.sortDescFirst ?? false,
    defaultColumn: { sortingFn: smartSortingFn as SortingFn<T> },
    enableSortingRemoval: false,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    // A server-sorted list is shown in the order it came: the page is the server's, not resorted.
    ...(!server && {
      getSortedRowModel: getSortedRowModel(),
      getFilteredRowModel: getFilteredRowModel(),
    }),
    // Flat lists skip the expanded model: it would copy every row into a new list on each sort.
    ...(props.getSubRows && { getExpandedRowModel: getExpandedRowModel() }),
    ...(props.pageSize && {
      getPaginationRowModel: getPaginationRowModel(),
      onPaginationChange: setPagination,
    }),
  });
  const matching = props.pageSize ? table.getPrePaginationRowModel().rows.length : 0;

  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const firstColumnId = visibleColumns[0]?.id;
  const columnCount = Math.max(visibleColumns.length, 1);
  const virtualize = rows.length > VIRTUALIZE_ABOVE;
  const containerHeight = maxHeight ?? (virtualize ? 640 : undefined);
  // Fixed layout keeps columns from resizing as different rows scroll into view.
  const tableStyle = virtualize
    ? {
        tableLayout: 'fixed' as const,
        minWidth: visibleColumns.reduce(
          (sum, column) =>
            sum +
            (typeof column.columnDef.meta?.width === 'number' ? column.columnDef.meta.width : 160),
          0,
        ),
      }
    : undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {search || props.toolbar ? (
        <DataTableToolbar
          placeholder={search?.placeholder}
          value={globalFilter}
          onChange={setGlobalFilter}
          toolbar={props.toolbar}
        />
      ) : null}
      {error ? (
        <ErrorBanner message={error} onRetry={onRetry} />
      ) : (
        <TableContainer
          component={Paper}
          variant="outlined"
          ref={setScrollElement}
          sx={{ maxHeight: containerHeight }}
          // A box that scrolls is a stop for the keyboard, named for what it holds (WCAG 2.1.1).
          {...((containerHeight !== undefined || props.wide) && {
            tabIndex: 0,
            role: 'group',
            'aria-label': props['aria-label'],
          })}
          data-wide={props.wide || undefined}
        >
          <RuledTable
            stickyHeader
            size={dense ? 'small' : 'medium'}
            dense={!!dense}
            aria-label={props['aria-label']}
            aria-busy={isLoading || undefined}
            aria-rowcount={virtualize ? rows.length + 1 : undefined}
            style={tableStyle}
          >
            <DataTableHead
              table={table}
              stickyColumnId={props.stickyFirstColumn ? firstColumnId : undefined}
            />
            <TableBody>
              {isLoading ? (
                <StateRow colSpan={columnCount}>
                  <CircularProgress size={32} aria-label="Loading" />
                </StateRow>
              ) : rows.length === 0 ? (
                <StateRow colSpan={columnCount}>
                  {(server || data.length > 0) && globalFilter.trim()
                    ? noMatchText(globalFilter)
                    : emptyText}
                </StateRow>
              ) : (
                <DataTableRows
                  table={table}
                  columnCount={columnCount}
                  scrollElement={scrollElement}
                  dense={dense}
                  rowHeight={props.rowHeight}
                  stickyFirstColumn={props.stickyFirstColumn}
                  onRowClick={props.onRowClick}
                />
              )}
            </TableBody>
          </RuledTable>
        </TableContainer>
      )}
      {server && server.total > server.pageSize ? (
        <TablePagination
          component="div"
          count={server.total}
          page={server.pageIndex}
          rowsPerPage={server.pageSize}
          rowsPerPageOptions={[server.pageSize]}
          onPageChange={(_event, page) => server.onPageChange(page)}
          sx={{ mt: -2 }}
        />
      ) : null}
      {server && server.total > 0 && server.total <= server.pageSize ? (
        <ResultCount count={server.total} />
      ) : null}
      {!server && props.pageSize && matching > 0 && matching <= props.pageSize ? (
        <ResultCount count={matching} />
      ) : null}
      {!server && props.pageSize && matching > props.pageSize ? (
        <TablePagination
          component="div"
          count={matching}
          page={pagination.pageIndex}
          rowsPerPage={props.pageSize}
          rowsPerPageOptions={[props.pageSize]}
          onPageChange={(_event, page) => setPagination((p) => ({ ...p, pageIndex: page }))}
          sx={{ mt: -2 }}
        />
      ) : null}
    </Box>
  );
}

/** A paged list that fits on one page has no pager: it still says how many rows it found. */
function ResultCount({ count }: { count: number }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ mt: -1.5, mb: 1, px: 2, textAlign: 'right' }}
    >
      {formatCount(count)} {count === 1 ? 'result' : 'results'}
    </Typography>
  );
}

// The rows' and header cells' look as one rule worked out once per theme (data-table-body-sx.ts).
const RuledTable = styled(Table, { shouldForwardProp: (prop) => prop !== 'dense' })<{
  dense: boolean;
}>(({ theme, dense }) => dataTableRules(theme, dense));

interface DataTableToolbarProps {
  /** The search box's placeholder and name; no search box without it. */
  placeholder?: string;
  value: string;
  onChange: (next: string) => void;
  toolbar?: ReactNode;
}

/** The search box and the page's own controls: memoised, a re-sort leaves them as they are. */
const DataTableToolbar = memo(function DataTableToolbar({
  placeholder,
  value,
  onChange,
  toolbar,
}: DataTableToolbarProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {placeholder !== undefined ? (
        <TextField
          type="search"
          size="small"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          sx={{ minWidth: 260, flex: '0 1 360px' }}
          slotProps={{
            htmlInput: { 'aria-label': placeholder },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>{toolbar}</Box>
    </Box>
  );
});

function StateRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 6, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
