import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { memo, useMemo } from 'react';
import { DataTable } from '@/components/DataTable';
import { IMPORT_FIELDS, type ImportKind } from '@/lib/imports/columns';
import type { ImportError } from '@/lib/imports/validate';
import { IMPORT_TEXT } from '../import-text';

const SHOWN = 100;

interface PreviewRow {
  index: number;
  values: Record<string, string>;
  problems: string;
}

export interface ImportPreviewProps {
  kind: ImportKind;
  rows: Record<string, string>[];
  errors: ImportError[];
}

/** Indexes of the rows shown: those with errors first, then the others in file order; at most `shown`. */
export function previewOrder(
  rowCount: number,
  errorRows: Iterable<number>,
  shown = SHOWN,
): number[] {
  const order: number[] = [];
  const seen = new Set<number>();
  for (const i of errorRows) {
    if (order.length >= shown) return order;
    if (!seen.has(i)) order.push(i);
    seen.add(i);
  }
  for (let i = 0; i < rowCount && order.length < shown; i += 1) if (!seen.has(i)) order.push(i);
  return order;
}

/**
 * The first rows as they will be imported, with each row's problems; rows with errors first.
 * Memoised: a 10,000-row file must not redraw it on every progress or pending change.
 */
export const ImportPreview = memo(function ImportPreview({
  kind,
  rows,
  errors,
}: ImportPreviewProps) {
  const data = useMemo<PreviewRow[]>(() => {
    const byRow = new Map<number, string[]>();
    for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e.message]);
    return previewOrder(rows.length, byRow.keys()).map((index) => ({
      index,
      values: rows[index] ?? {},
      problems: (byRow.get(index) ?? []).join('; '),
    }));
  }, [rows, errors]);
  const columns = useMemo<ColumnDef<PreviewRow>[]>(
    () => [
      { id: 'row', accessorFn: (r) => r.index + 2, header: 'Row' },
      ...IMPORT_FIELDS[kind].map((f): ColumnDef<PreviewRow> => ({
        id: f.key,
        accessorFn: (r) => r.values[f.key] ?? '',
        header: f.label,
      })),
      { id: 'problems', accessorKey: 'problems', header: 'Problems', meta: { maxWidth: 320 } },
    ],
    [kind],
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {IMPORT_TEXT.previewOf(Math.min(SHOWN, rows.length), rows.length)}
      </Typography>
      <DataTable
        aria-label="Import preview"
        columns={columns}
        data={data}
        getRowId={(r) => String(r.index)}
        emptyText={IMPORT_TEXT.noRows}
        dense
        maxHeight={420}
      />
    </>
  );
});
