import Button, { type ButtonProps } from '@mui/material/Button';
import type { ColumnDef } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router';

export interface RowLink {
  to: string;
  label: string;
  ariaLabel: string;
  variant?: ButtonProps['variant'];
}

/** The Actions column of a table whose rows open a page (not sorted). */
export function linkActionColumn<T>(linkOf: (row: T) => RowLink): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: ({ row }) => {
      const link = linkOf(row.original);
      return (
        <Button
          size="small"
          variant={link.variant}
          component={RouterLink}
          to={link.to}
          aria-label={link.ariaLabel}
        >
          {link.label}
        </Button>
      );
    },
  };
}
