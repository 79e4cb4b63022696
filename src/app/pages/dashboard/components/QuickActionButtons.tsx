import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

/** The employee's and the manager's Quick Actions card, titled for screen readers by its heading. */
export function QuickActionsCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Quick Actions
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
