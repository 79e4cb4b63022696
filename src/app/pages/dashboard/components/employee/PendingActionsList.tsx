import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PendingAction, PendingActionPriority } from '@/lib/employee-prompts';
import { SectionCard } from '@/components/SectionCard';

const SEVERITY: Record<PendingActionPriority, 'error' | 'warning' | 'info'> = {
  high: 'error',
  medium: 'warning',
  low: 'info',
};

const ACTION_LABELS: Record<PendingAction['kind'], string> = {
  'self-review': 'Start Self-Review',
  overdue: 'View Overdue Reviews',
};

export interface PendingActionsListProps {
  actions: PendingAction[];
}

/** Spec 01 §2 Pending Actions: the self-review and overdue prompts, most urgent first. */
export function PendingActionsList({ actions }: PendingActionsListProps) {
  return (
    <SectionCard title="Pending Actions" titleGap={1.5}>
      {actions.length === 0 ? (
        <Typography color="text.secondary">
          You&apos;re all caught up. Nothing needs your attention.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {actions.map((action) => (
            <Alert
              key={action.id}
              severity={SEVERITY[action.priority]}
              action={
                <Button
                  component={RouterLink}
                  to={action.href}
                  color={SEVERITY[action.priority]}
                  variant="contained"
                  size="small"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {ACTION_LABELS[action.kind]}
                </Button>
              }
              sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <AlertTitle>{action.title}</AlertTitle>
              {action.message}
            </Alert>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
