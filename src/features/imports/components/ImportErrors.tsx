import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { IMPORT_FIELDS, type ImportKind } from '@/lib/imports/columns';
import type { ImportError } from '@/lib/imports/validate';
import { IMPORT_TEXT } from '../import-text';

export interface ImportErrorsProps {
  kind: ImportKind;
  message: string;
  errors: ImportError[];
}

/** The rows that stop an import: row number (as in a spreadsheet, header = row 1), column, problem. */
export function ImportErrors({ kind, message, errors }: ImportErrorsProps) {
  const label = (key: string) => IMPORT_FIELDS[kind].find((f) => f.key === key)?.label ?? key;
  return (
    <Alert severity="error" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{message}</AlertTitle>
      {IMPORT_TEXT.errorsTitle}
      {errors.length > 0 ? (
        <Table size="small" aria-label="Rows with errors" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((e) => (
              <TableRow key={`${e.row}-${e.field}-${e.message}`}>
                <TableCell>{e.row + 2}</TableCell>
                <TableCell>{label(e.field)}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Alert>
  );
}
