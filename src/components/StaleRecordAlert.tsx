import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { STALE_RECORD } from '@/lib/record-version';
import { staleRecordChanges, type StaleValueFormat } from './stale-record-changes';

export interface StaleRecordAlertProps<V> {
  /** What the user has in the form now. */
  values: V;
  /** The form's values of the record as someone else saved it; null: nothing to show. */
  theirs: V | null;
  /** The fields to compare, with their labels as the form shows them. */
  labels: Partial<Record<keyof V & string, string>>;
  /** Their value as the user reads it (names for ids, money...). */
  format?: StaleValueFormat;
  /** Replaces the user's input with their values. */
  onUseTheirs: (theirs: V) => void;
}

/**
 * The stale-record notice of any form: says someone else changed the record, keeps
 * what the user typed, lists the fields where the record now holds other values, and offers to
 * take theirs. Formik forms use StaleRecordNotice, which reads the values from the form.
 */
export function StaleRecordAlert<V extends object>({
  values,
  theirs,
  labels,
  format,
  onUseTheirs,
}: StaleRecordAlertProps<V>) {
  if (!theirs) return null;
  const changes = staleRecordChanges(
    values as Record<string, unknown>,
    theirs as Record<string, unknown>,
    labels as Record<string, string>,
    format,
  );
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{STALE_RECORD.error}</AlertTitle>
      <Typography variant="body2">
        Your changes are still in the form. {STALE_RECORD.message} Saving again applies your values.
      </Typography>
      {changes.length > 0 ? (
        <Box component="dl" sx={{ m: 0, mt: 1 }} aria-label="Their current values">
          {changes.map((change) => (
            <Box key={change.field} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {change.label} now:
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {change.theirs}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {changes.length > 0 ? (
        <Button
          variant="outlined"
          color="warning"
          size="small"
          sx={{ mt: 1 }}
          onClick={() => onUseTheirs(theirs)}
        >
          Use Their Values
        </Button>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Their values match what you entered.
        </Typography>
      )}
    </Alert>
  );
}
