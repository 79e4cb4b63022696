import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface StageFeedbackMessage {
  severity: 'success' | 'error';
  message: string;
}

export interface StageFeedbackProps {
  feedback: StageFeedbackMessage | null;
  onClose: () => void;
}

/** The outcome of a stage action, as a snackbar alert (errors stay until closed). */
export function StageFeedback({ feedback, onClose }: StageFeedbackProps) {
  return (
    <Snackbar
      open={feedback !== null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      autoHideDuration={feedback?.severity === 'error' ? null : 5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {feedback ? (
        <Alert severity={feedback.severity} onClose={onClose} variant="filled" role="alert">
          {feedback.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
