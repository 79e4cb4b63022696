import Grid from '@mui/material/Grid';
import { StatCard } from '@/components/StatCard';
import { formatMoney, formatPercent } from '@/lib/money';
import { completionTrendUp } from '@/lib/progress';
import type { ReviewCycle } from '@/api/resources/review-cycles';

export interface CycleStatCardsProps {
  cycle: ReviewCycle;
}

/** Spec 02 §2: Completion percent (trend up above 75), Participants, Total, Increase and Bonus Budget. */
export function CycleStatCards({ cycle }: CycleStatCardsProps) {
  const cards = [
    {
      title: 'Completion',
      value: formatPercent(cycle.completionPercent, 1),
      subtitle: `${cycle.completedCount} of ${cycle.participantCount} completed`,
      trend: completionTrendUp(cycle.completionPercent) ? ('up' as const) : undefined,
    },
    { title: 'Participants', value: cycle.participantCount.toLocaleString('en-US') },
    { title: 'Total Budget', value: formatMoney(cycle.totalBudget) },
    { title: 'Increase Budget', value: formatMoney(cycle.increaseBudget) },
    { title: 'Bonus Budget', value: formatMoney(cycle.bonusBudget) },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
