import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { FormTextField } from '@/components/FormTextField';
import { middleOf, type Enforcement } from '@/lib/guidelines';
import type { MatrixFormValues } from '../matrix-form';
import { visuallyHidden } from '@/components/visually-hidden';

export interface MatrixCellsProps {
  /** The columns' names ('Below 0.90', '0.90–1.00'…; 'All positions' with one). */
  labels: readonly string[];
}

const PERCENT_FIELDS = [
  ['minPercent', 'Min %'],
  ['midPercent', 'Mid %'],
  ['maxPercent', 'Max %'],
] as const;

/** The rating column stays in view while a wide matrix scrolls sideways. */
const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
} as const;

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The middle of a cell's range as typed (the blank midpoint's placeholder), or nothing yet. */
function middleHint(min: string, max: string): string | undefined {
  const lo = numberOf(min);
  const hi = numberOf(max);
  return Number.isFinite(lo) && Number.isFinite(hi) && lo <= hi
    ? String(middleOf({ minPercent: lo, maxPercent: hi }))
    : undefined;
}

/**
 * The cells of the merit matrix as a table: a row per rating (its rating editable, the row
 * removable), a column per position in the band, each cell its minimum, midpoint (blank: the
 * middle) and maximum percent and whether it is soft or hard. Every input is named by its cell
 * ('Rating 4, 0.90–1.00: minimum %') for screen readers and tests.
 */
export function MatrixCells({ labels }: MatrixCellsProps) {
  const { values, setFieldValue, setValues } = useFormikContext<MatrixFormValues>();
  const removeRow = (index: number) =>
    void setValues({ ...values, rows: values.rows.filter((_, i) => i !== index) });
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Merit matrix">
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...STICKY, zIndex: 2, minWidth: 96 }}>Rating</TableCell>
            {labels.map((label) => (
              <TableCell key={label} sx={{ minWidth: 236 }}>
                {label}
                {labels.length > 1 ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    compa-ratio
                  </Typography>
                ) : null}
              </TableCell>
            ))}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Remove
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {values.rows.map((row, r) => {
            const name = row.rating.trim() || String(r + 1);
            return (
              <TableRow key={r} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ ...STICKY, py: 1.25 }}>
                  <FormTextField
                    name={`rows.${r}.rating`}
                    label="Rating"
                    size="small"
                    helperText=""
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', 'aria-label': `Rating of row ${r + 1}` },
                    }}
                    sx={{ width: 80 }}
                  />
                </TableCell>
                {row.cells.map((cell, c) => {
                  const cellName = `Rating ${name}, ${labels[c] ?? ''}`;
                  return (
                    <TableCell key={c} sx={{ py: 1.25 }}>
                      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
                        {PERCENT_FIELDS.map(([field, label]) => (
                          <FormTextField
                            key={field}
                            name={`rows.${r}.cells.${c}.${field}`}
                            label={label}
                            size="small"
                            // No reserved helper line: the cell's toggle sits right under its
                            // fields (an error still shows, pushing it down).
                            helperText=""
                            placeholder={
                              field === 'midPercent'
                                ? middleHint(cell.minPercent, cell.maxPercent)
                                : undefined
                            }
                            slotProps={{
                              inputLabel: { shrink: true },
                              htmlInput: {
                                inputMode: 'decimal',
                                'aria-label': `${cellName}: ${label.replace(' %', '').toLowerCase()} %`,
                              },
                            }}
                            sx={{ width: 72 }}
                          />
                        ))}
                      </Stack>
                      <ToggleButtonGroup
                        exclusive
                        size="small"
                        value={cell.enforcement}
                        aria-label={`${cellName}: enforcement`}
                        onChange={(_, next: Enforcement | null) => {
                          if (next) void setFieldValue(`rows.${r}.cells.${c}.enforcement`, next);
                        }}
                        sx={{ mt: 0.75 }}
                      >
                        <ToggleButton value="soft" sx={{ py: 0.25, px: 1 }}>
                          Soft
                        </ToggleButton>
                        <ToggleButton value="hard" sx={{ py: 0.25, px: 1 }}>
                          Hard
                        </ToggleButton>
                      </ToggleButtonGroup>
                    </TableCell>
                  );
                })}
                <TableCell>
                  <IconButton aria-label={`Remove rating ${name}`} onClick={() => removeRow(r)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
