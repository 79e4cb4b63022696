import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export interface ManagerQuickActionsProps {
  /** Where 'View Approvals' leads: the manager's active cycle (the admin cycle list is admin-only). */
  approvalsHref: string;
}

/** Spec 01 §2 quick actions: View Reviews, Manage Team, View Approvals. */
export function ManagerQuickActions({ approvalsHref }: ManagerQuickActionsProps) {
  const actions = [
    { label: 'View Reviews', to: paths.manager.reviews.getHref(), icon: <RateReviewOutlined /> },
    { label: 'Manage Team', to: paths.manager.team.getHref(), icon: <GroupsOutlined /> },
    { label: 'View Approvals', to: approvalsHref, icon: <FactCheckOutlined /> },
  ];
  return (
    <Card component="section" aria-labelledby="manager-quick-actions-title">
      <CardContent>
        <Typography id="manager-quick-actions-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Quick Actions
        </Typography>
        <Stack spacing={1}>
          {actions.map((action) => (
            <Button
              key={action.label}
              component={RouterLink}
              to={action.to}
              variant="outlined"
              startIcon={action.icon}
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
