import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/DataTable';
import type { CompensationCategory } from '@/api/resources/compensation';

/** A row of the tree: a category with its types as sub-rows, or a type. */
export interface CompensationRow {
  kind: 'category' | 'type';
  id: string;
  /** The item's version (If-Match of its edit). */
  version: string;
  name: string;
  description: string;
  order: number;
  categoryId: string;
  subRows?: CompensationRow[];
}

export function toRows(categories: CompensationCategory[]): CompensationRow[] {
  return categories.map((category) => ({
    kind: 'category',
    id: category.id,
    version: category.version,
    name: category.name,
    description: category.description ?? '',
    order: category.order,
    categoryId: category.id,
    subRows: (category.types ?? []).map((type) => ({
      kind: 'type',
      id: type.id,
      version: type.version,
      name: type.name,
      description: type.description ?? '',
      order: type.order,
      categoryId: category.id,
    })),
  }));
}

export interface CompensationTreeProps {
  categories: CompensationCategory[];
  isLoading: boolean;
  onAddType: (row: CompensationRow) => void;
  onEdit: (row: CompensationRow) => void;
  onDelete: (row: CompensationRow) => void;
}

/** Categories with their types nested under them (tree glyph '└─'); both levels sort by the clicked column, order ascending first. */
export function CompensationTree({
  categories,
  isLoading,
  onAddType,
  onEdit,
  onDelete,
}: CompensationTreeProps) {
  const data = useMemo(() => toRows(categories), [categories]);
  const columns = useMemo<ColumnDef<CompensationRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        accessorKey: 'name',
        // The shared table draws the tree glyph before nested rows.
        cell: ({ row }) => (
          <Box component="span" sx={{ fontWeight: row.original.kind === 'category' ? 600 : 400 }}>
            {row.original.name}
          </Box>
        ),
      },
      {
        id: 'description',
        header: 'Description',
        accessorKey: 'description',
        meta: { maxWidth: 420 },
      },
      { id: 'order', header: 'Order', accessorKey: 'order', meta: { align: 'right', width: 90 } },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        meta: { align: 'right', width: 230 },
        cell: ({ row }) => {
          const item = row.original;
          return (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
            >
              {item.kind === 'category' ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<AddIcon />}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  onClick={() => onAddType(item)}
                  aria-label={`Add Type to ${item.name}`}
                >
                  Add Type
                </Button>
              ) : null}
              <IconButton
                aria-label={`Edit ${item.name}`}
                onClick={() => onEdit(item)}
                size="small"
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Delete ${item.name}`}
                onClick={() => onDelete(item)}
                size="small"
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        },
      },
    ],
    [onAddType, onEdit, onDelete],
  );

  return (
    <DataTable
      aria-label="Compensation categories and types"
      columns={columns}
      data={data}
      getRowId={(row) => `${row.kind}-${row.id}`}
      getSubRows={(row) => row.subRows}
      isLoading={isLoading}
      stickyFirstColumn
      emptyText="No categories found."
      initialSorting={[{ id: 'order', desc: false }]}
    />
  );
}
