import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DASHBOARD_ERROR_TITLE } from '../role-dashboard-errors';

export interface RoleDashboardErrorProps {
  message: string;
  onRetry: () => void;
}

/** Spec 01 §2/§8: the dashboard's error state, heading 'Error Loading Dashboard' and 'Try Again'. */
export function RoleDashboardError({ message, onRetry }: RoleDashboardErrorProps) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: 6 }}>
      <Alert severity="error">
        <AlertTitle component="h1" sx={{ typography: 'h6' }}>
          {DASHBOARD_ERROR_TITLE}
        </AlertTitle>
        {message}
      </Alert>
      <Button variant="contained" onClick={onRetry} sx={{ mt: 2 }}>
        Try Again
      </Button>
    </Box>
  );
}
