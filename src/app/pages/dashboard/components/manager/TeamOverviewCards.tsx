import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import type { ManagerSummary } from '@/api/resources/dashboards';
import { type StatCardSectionCard, StatCardSection } from '../StatCardSection';

export interface TeamOverviewCardsProps {
  summary: ManagerSummary | undefined;
  isLoading?: boolean;
}

/** Spec 01 §2 Team Overview: Team Members, Active Reviews, Completed Reviews, Pending Approvals. */
export function TeamOverviewCards({ summary, isLoading }: TeamOverviewCardsProps) {
  const cards: StatCardSectionCard[] = [
    {
      title: 'Team Members',
      value: summary?.teamMembers ?? 0,
      subtitle: 'Direct reports',
      icon: <GroupsOutlined />,
    },
    {
      title: 'Active Reviews',
      value: summary?.activeReviews ?? 0,
      subtitle: 'In active cycles',
      icon: <RateReviewOutlined />,
    },
    {
      title: 'Completed Reviews',
      value: summary?.completedReviews ?? 0,
      subtitle: 'This cycle',
      icon: <AssignmentTurnedInOutlined />,
    },
    {
      title: 'Pending Approvals',
      value: summary?.pendingApprovals ?? 0,
      subtitle: 'Awaiting your action',
      icon: <PendingActionsOutlined />,
    },
  ];
  return (
    <StatCardSection
      title="Team Overview"
      cards={cards}
      size={{ xs: 6, md: 3 }}
      isLoading={isLoading}
    />
  );
}
