import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

const ACTIONS = [
  {
    label: 'Complete Self-Review',
    to: paths.me.selfReviews.getHref(),
    icon: <RateReviewOutlined />,
  },
  { label: 'View Performance', to: paths.me.performance.getHref(), icon: <InsightsOutlined /> },
  {
    label: 'Compensation History',
    to: paths.me.compensation.getHref(),
    icon: <PaymentsOutlined />,
  },
  { label: 'Update Profile', to: paths.me.profile.getHref(), icon: <PersonOutline /> },
];

/** Spec 01 §2 employee Quick Actions. */
export function EmployeeQuickActions() {
  return (
    <Card component="section" aria-labelledby="employee-quick-actions-title">
      <CardContent>
        <Typography id="employee-quick-actions-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Quick Actions
        </Typography>
        <Grid container spacing={1}>
          {ACTIONS.map((action) => (
            <Grid key={action.label} size={{ xs: 12, sm: 6, md: 3 }}>
              <Button
                fullWidth
                component={RouterLink}
                to={action.to}
                variant="outlined"
                startIcon={action.icon}
                sx={{ justifyContent: 'flex-start' }}
              >
                {action.label}
              </Button>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
