import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface QuickAction {
  label: string;
  to: string;
  icon?: ReactNode;
}

export function QuickActionButton({
  action,
  fullWidth,
}: {
  action: QuickAction;
  fullWidth?: boolean;
}) {
  return (
    <Button
      fullWidth={fullWidth}
      component={RouterLink}
      to={action.to}
      variant="outlined"
      startIcon={action.icon}
      sx={{ justifyContent: 'flex-start' }}
    >
      {action.label}
    </Button>
  );
}

export function QuickActionStack({ actions }: { actions: QuickAction[] }) {
  return (
    <Stack spacing={1}>
      {actions.map((action) => (
        <QuickActionButton key={action.label} action={action} />
      ))}
    </Stack>
  );
}
