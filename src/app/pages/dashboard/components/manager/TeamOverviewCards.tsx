import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { StatCard } from '@/components/StatCard';
import type { ManagerSummary } from '@/api/resources/dashboards';

export interface TeamOverviewCardsProps {
  summary: ManagerSummary | undefined;
  isLoading?: boolean;
}

/** Spec 01 §2 Team Overview: Team Members, Active Reviews, Completed Reviews, Pending Approvals. */
export function TeamOverviewCards({ summary, isLoading }: TeamOverviewCardsProps) {
  const cards = [
    {
      title: 'Team Members',
      value: summary?.teamMembers,
      subtitle: 'Direct reports',
      icon: <GroupsOutlined />,
    },
    {
      title: 'Active Reviews',
      value: summary?.activeReviews,
      subtitle: 'In active cycles',
      icon: <RateReviewOutlined />,
    },
    {
      title: 'Completed Reviews',
      value: summary?.completedReviews,
      subtitle: 'This cycle',
      icon: <AssignmentTurnedInOutlined />,
    },
    {
      title: 'Pending Approvals',
      value: summary?.pendingApprovals,
      subtitle: 'Awaiting your action',
      icon: <PendingActionsOutlined />,
    },
  ];
  return (
    <section aria-labelledby="team-overview-title">
      <Typography id="team-overview-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Team Overview
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 6, md: 3 }}>
            <StatCard
              title={card.title}
              value={card.value ?? 0}
              subtitle={card.subtitle}
              icon={card.icon}
              isLoading={isLoading}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
