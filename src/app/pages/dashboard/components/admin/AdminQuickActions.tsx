import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { type QuickAction, QuickActionStack } from '../QuickActionButtons';

/** Spec 01 §2 Quick Actions. */
const ACTIONS: QuickAction[] = [
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
        <QuickActionStack actions={ACTIONS} />
      </CardContent>
    </Card>
  );
}
