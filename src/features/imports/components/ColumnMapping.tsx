import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IMPORT_FIELDS,
  missingRequired,
  type ColumnMapping as Mapping,
  type ImportKind,
} from '@/lib/imports/columns';
import { IMPORT_TEXT } from '../import-text';

export interface ColumnMappingProps {
  kind: ImportKind;
  headers: string[];
  mapping: Mapping;
  onChange: (next: Mapping) => void;
}

const NONE = '';

/** One select per field: which column of the file holds it (recognised names chosen already). */
export function ColumnMapping({ kind, headers, mapping, onChange }: ColumnMappingProps) {
  const missing = missingRequired(kind, mapping);
  return (
    <Box component="section" aria-label={IMPORT_TEXT.mapping}>
      <Typography variant="h6" component="h2" gutterBottom>
        {IMPORT_TEXT.mapping}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {IMPORT_FIELDS[kind].map((field) => (
          <TextField
            key={field.key}
            select
            size="small"
            label={field.required ? `${field.label} *` : field.label}
            value={mapping[field.key] ?? NONE}
            onChange={(event) => onChange({ ...mapping, [field.key]: event.target.value || null })}
          >
            <MenuItem value={NONE}>{IMPORT_TEXT.notInFile}</MenuItem>
            {headers.map((h) => (
              <MenuItem key={h} value={h}>
                {h}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      {missing.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {IMPORT_TEXT.missing(missing)}
        </Alert>
      ) : null}
    </Box>
  );
}
