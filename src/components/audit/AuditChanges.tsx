import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { auditChanges, type AuditEntry } from '@/lib/audit';

export interface AuditChangesProps {
  entry: Pick<AuditEntry, 'before' | 'after'>;
}

/** Before → after, one line per changed field. */
export function AuditChanges({ entry }: AuditChangesProps) {
  const changes = auditChanges(entry);
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((c) => (
        <Typography component="li" variant="body2" key={c.field}>
          {c.field}:{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {c.before}
          </Box>{' '}
          → <strong>{c.after}</strong>
        </Typography>
      ))}
    </Box>
  );
}
