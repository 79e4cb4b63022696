import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { StatCard } from '@/components/StatCard';
import { StatusBadge } from '@/components/StatusBadge';

export interface YourPerformanceCardsProps {
  currentStatus: string | null;
  completedReviews: number;
  rating: { name: string; value: number | null; date: string } | null;
  compensationChanges: number;
  isLoading?: boolean;
}

/** Spec 01 §2 Your Performance: Current Review Status, Completed Reviews, Performance Rating, Compensation Changes. */
export function YourPerformanceCards({
  currentStatus,
  completedReviews,
  rating,
  compensationChanges,
  isLoading,
}: YourPerformanceCardsProps) {
  return (
    <section aria-labelledby="your-performance-title">
      <Typography id="your-performance-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Your Performance
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            title="Current Review Status"
            value={currentStatus ? <StatusBadge status={currentStatus} size="medium" /> : 'None'}
            subtitle={currentStatus ? 'Your self-review' : 'No active review'}
            isLoading={isLoading}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Completed Reviews" value={completedReviews} isLoading={isLoading} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            title="Performance Rating"
            value={rating ? rating.name : 'Not rated'}
            subtitle={rating?.value != null ? `Score ${rating.value}` : undefined}
            isLoading={isLoading}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            title="Compensation Changes"
            value={compensationChanges}
            isLoading={isLoading}
          />
        </Grid>
      </Grid>
    </section>
  );
}
