import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { StatCard } from '@/components/StatCard';
import { isHighPendingApprovals } from '@/lib/alerts';
import type { AdminSummary } from '@/api/resources/dashboards';

export interface KeyMetricsProps {
  summary: AdminSummary | undefined;
  isLoading?: boolean;
}

/** Spec 01 §2 Key Metrics; Pending Approvals turns to the warning colour above 10. */
export function KeyMetrics({ summary, isLoading }: KeyMetricsProps) {
  const pending = summary?.pendingApprovals ?? 0;
  const cards = [
    {
      title: 'Total Users',
      value: summary?.totalUsers,
      subtitle: `${summary?.activeUsers ?? 0} active`,
    },
    { title: 'Teams', value: summary?.totalTeams, subtitle: `${summary?.activeTeams ?? 0} active` },
    { title: 'Active Review Cycles', value: summary?.activeCycles, subtitle: 'In progress now' },
    {
      title: 'Pending Approvals',
      value: summary?.pendingApprovals,
      subtitle: 'Awaiting a decision',
      color: isHighPendingApprovals(pending) ? ('warning' as const) : ('default' as const),
    },
  ];
  return (
    <section aria-label="Key Metrics">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Key Metrics
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard
              title={card.title}
              value={card.value ?? 0}
              subtitle={card.subtitle}
              color={card.color}
              isLoading={isLoading}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
