import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import type { AdminAlert } from '@/lib/alerts';

export interface AdminAlertsProps {
  alerts: AdminAlert[];
  onDismiss: (id: string) => void;
}

/** The dashboard's dismissible alerts: title, message, action link and a close button. */
export function AdminAlerts({ alerts, onDismiss }: AdminAlertsProps) {
  if (alerts.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }} component="section" aria-label="Alerts">
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          severity={alert.severity}
          action={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button color="inherit" size="small" component={RouterLink} to={alert.href}>
                {alert.actionLabel}
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label={`Dismiss ${alert.title}`}
                onClick={() => onDismiss(alert.id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          }
        >
          <AlertTitle>{alert.title}</AlertTitle>
          {alert.message}
        </Alert>
      ))}
    </Stack>
  );
}
