import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ResultSummary } from '../letter-results';

export interface ResultSummaryAlertProps {
  summary: ResultSummary;
  onClose: () => void;
}

/** What a generation or release did; the skipped ones named with the server's reason. */
export function ResultSummaryAlert({ summary, onClose }: ResultSummaryAlertProps) {
  return (
    <Alert
      severity={summary.skipped.length ? 'warning' : 'success'}
      onClose={onClose}
      role="status"
    >
      {summary.text}
      {summary.skipped.length ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {summary.skipped.slice(0, 20).map((s, i) => (
            <li key={i}>
              {s.name}: {s.reason}
            </li>
          ))}
          {summary.skipped.length > 20 ? <li>and {summary.skipped.length - 20} more</li> : null}
        </Box>
      ) : null}
    </Alert>
  );
}
