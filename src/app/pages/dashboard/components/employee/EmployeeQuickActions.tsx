import Grid from '@mui/material/Grid';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { paths } from '@/config/paths';
import { type QuickAction, QuickActionButton } from '../QuickActionButtons';
import { SectionCard } from '@/components/SectionCard';

const ACTIONS: QuickAction[] = [
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
    <SectionCard title="Quick Actions" titleGap={1.5}>
      <Grid container spacing={1}>
        {ACTIONS.map((action) => (
          <Grid key={action.label} size={{ xs: 12, sm: 6, md: 3 }}>
            <QuickActionButton action={action} fullWidth />
          </Grid>
        ))}
      </Grid>
    </SectionCard>
  );
}
