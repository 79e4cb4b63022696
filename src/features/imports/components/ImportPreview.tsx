import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
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

/** The first rows as they will be imported, with each row's problems; rows with errors first. */
export function ImportPreview({ kind, rows, errors }: ImportPreviewProps) {
  const data = useMemo<PreviewRow[]>(() => {
    const byRow = new Map<number, string[]>();
    for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e.message]);
    const order = [...byRow.keys(), ...rows.keys()].filter((i, at, all) => all.indexOf(i) === at);
    return order.slice(0, SHOWN).map((index) => ({
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
}
