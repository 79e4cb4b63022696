import { isHighPendingApprovals } from '@/lib/alerts';
import { formatCount } from '@/lib/money';
import type { AdminSummary } from '@/api/resources/dashboards';
import { type StatCardSectionCard, StatCardSection } from '../StatCardSection';

export interface KeyMetricsProps {
  summary: AdminSummary | undefined;
  isLoading?: boolean;
}

/** Spec 01 §2 Key Metrics; Pending Approvals turns to the warning colour above 10. */
export function KeyMetrics({ summary, isLoading }: KeyMetricsProps) {
  const pending = summary?.pendingApprovals ?? 0;
  const cards: StatCardSectionCard[] = [
    {
      title: 'Total Users',
      value: summary?.totalUsers ?? 0,
      subtitle: `${formatCount(summary?.activeUsers ?? 0)} active`,
    },
    {
      title: 'Teams',
      value: summary?.totalTeams ?? 0,
      subtitle: `${formatCount(summary?.activeTeams ?? 0)} active`,
    },
    {
      title: 'Active Review Cycles',
      value: summary?.activeCycles ?? 0,
      subtitle: 'In progress now',
    },
    {
      title: 'Pending Approvals',
      value: summary?.pendingApprovals ?? 0,
      subtitle: 'Awaiting a decision',
      color: isHighPendingApprovals(pending) ? 'warning' : 'default',
    },
  ];
  return (
    <StatCardSection
      title="Key Metrics"
      cards={cards}
      size={{ xs: 12, sm: 6, lg: 3 }}
      isLoading={isLoading}
    />
  );
}
