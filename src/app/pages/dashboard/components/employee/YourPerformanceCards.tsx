import { StatusBadge } from '@/components/StatusBadge';
import { StatCardSection } from '../StatCardSection';

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
    <StatCardSection
      title="Your Performance"
      size={{ xs: 6, md: 3 }}
      isLoading={isLoading}
      cards={[
        {
          title: 'Current Review Status',
          value: currentStatus ? <StatusBadge status={currentStatus} size="medium" /> : 'None',
          subtitle: currentStatus ? 'Your self-review' : 'No active review',
        },
        { title: 'Completed Reviews', value: completedReviews },
        {
          title: 'Performance Rating',
          value: rating ? rating.name : 'Not rated',
          subtitle: rating?.value != null ? `Score ${rating.value}` : undefined,
        },
        { title: 'Compensation Changes', value: compensationChanges },
      ]}
    />
  );
}
