import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ReportColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface ReportTableProps<T> {
  'aria-label': string;
  columns: ReportColumn<T>[];
  rows: readonly T[];
  getKey: (row: T) => string;
  maxHeight?: number;
}

/** The figures behind a chart as a plain table (readable by screen readers and for exact values). */
export function ReportTable<T>({
  columns,
  rows,
  getKey,
  maxHeight,
  'aria-label': ariaLabel,
}: ReportTableProps<T>) {
  return (
    <TableContainer
      sx={{ maxHeight }}
      // A box that scrolls is a stop for the keyboard, named for what it holds (WCAG 2.1.1).
      {...(maxHeight !== undefined && { tabIndex: 0, role: 'group', 'aria-label': ariaLabel })}
    >
      <Table size="small" stickyHeader={Boolean(maxHeight)} aria-label={ariaLabel}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell
                key={c.header}
                align={c.numeric ? 'right' : 'left'}
                scope="col"
                sx={{ whiteSpace: i ? 'nowrap' : undefined }}
              >
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getKey(row)}>
              {columns.map((c, i) => (
                <TableCell
                  key={c.header}
                  component={i === 0 ? 'th' : 'td'}
                  scope={i === 0 ? 'row' : undefined}
                  align={c.numeric ? 'right' : 'left'}
                  sx={c.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
