import Grid from '@mui/material/Grid';
import { StatCard } from '@/components/StatCard';
import { guidelineTotal } from '@/lib/calibration';
import type { MatrixLike } from '@/lib/guidelines';
import { formatMoney } from '@/lib/money';
import type { Calibration } from '@/api/resources/calibration';

export interface BudgetImpactCardsProps {
  view: Calibration;
  /** The cycle's merit matrix; no ranges without a guideline. */
  guideline: MatrixLike;
}

/** Participants and the proposed amounts of the calibrated participants against the cycle's budgets (admins see the budgets). */
export function BudgetImpactCards({ view, guideline }: BudgetImpactCardsProps) {
  const { totals, currency } = view;
  const money = (amount: number | null) => formatMoney(amount, currency);
  const cards = [
    { title: 'Participants', value: totals.participantCount.toLocaleString('en-US') },
    { title: 'Proposed Increases', value: money(totals.proposedIncrease) },
    ...(totals.increaseBudget !== null
      ? [
          {
            title: 'Increase Budget Remaining',
            value: money(totals.increaseBudget - totals.proposedIncrease),
            subtitle: `of ${money(totals.increaseBudget)}`,
            color:
              totals.proposedIncrease > totals.increaseBudget ? ('warning' as const) : undefined,
          },
        ]
      : []),
    ...(guideline.ranges.length > 0
      ? [
          {
            title: 'At Guideline Midpoints',
            value: money(guidelineTotal(view.participants, guideline)),
            subtitle: 'Increases the guideline suggests at the calibrated ratings',
          },
        ]
      : []),
    { title: 'Proposed Bonuses', value: money(totals.proposedBonus) },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 12 / cards.length }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
