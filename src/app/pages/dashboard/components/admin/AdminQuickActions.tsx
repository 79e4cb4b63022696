import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** Spec 01 §2 Quick Actions. */
const ACTIONS = [
  { label: 'Create Review Cycle', to: paths.admin.reviewCycles.getHref() },
  { label: 'Add New User', to: paths.admin.users.getHref() },
  { label: 'Create Team', to: paths.admin.teams.getHref() },
  { label: 'Open Settings', to: paths.admin.settings.general.getHref() },
];

export function AdminQuickActions() {
  return (
    <Card variant="outlined" component="section" aria-label="Quick Actions" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Quick Actions
        </Typography>
        <Stack spacing={1}>
          {ACTIONS.map((action) => (
            <Button
              key={action.label}
              variant="outlined"
              component={RouterLink}
              to={action.to}
              sx={{ justifyContent: 'flex-start' }}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
