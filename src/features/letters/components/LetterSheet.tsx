import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface LetterSheetProps {
  subject: string;
  body: string;
  /** A line above the subject (the effective date, the cycle). */
  meta?: ReactNode;
  /** The sheet the print stylesheet keeps (LetterPrintStyles): the letter page's own. */
  printable?: boolean;
  /** The heading level of the subject on this screen. */
  headingComponent?: 'h2' | 'h3';
}

/**
 * A letter as a sheet of paper. Subject and body are text, never markup: what was typed shows as
 * typed (a `<script>` too), line breaks kept, long words wrapped.
 */
export function LetterSheet({
  subject,
  body,
  meta,
  printable,
  headingComponent = 'h2',
}: LetterSheetProps) {
  return (
    <Paper
      variant="outlined"
      data-print-letter={printable ? '' : undefined}
      sx={{ p: { xs: 2.5, sm: 5 }, maxWidth: '52rem', mx: 'auto' }}
    >
      {meta ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {meta}
        </Typography>
      ) : null}
      <Typography
        variant="h6"
        component={headingComponent}
        sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {subject}
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Typography
        component="div"
        variant="body1"
        data-testid="letter-body"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }}
      >
        {body}
      </Typography>
    </Paper>
  );
}
