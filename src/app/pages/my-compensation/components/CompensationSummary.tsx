import Grid from '@mui/material/Grid';
import { StatCard } from '@/components/StatCard';
import { formatDay } from '@/lib/day-format';
import { bonusesLast12Months, currentSalary, lastIncrease } from '@/lib/compensation';
import { formatMoney, formatPercent } from '@/lib/money';
import type { CompensationEntry } from '@/api/resources/dashboards';

export interface CompensationSummaryProps {
  history: CompensationEntry[];
  now: Date;
  isLoading?: boolean;
}

/** Current salary, last increase and the bonuses of the last 12 months, computed from the history. */
export function CompensationSummary({ history, now, isLoading }: CompensationSummaryProps) {
  const currency =
    history.flatMap((e) => e.components).find((c) => c.type.name.toLowerCase().includes('salary'))
      ?.currency ?? 'USD';
  const increase = lastIncrease(history);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          title="Current Salary"
          value={formatMoney(currentSalary(history), currency)}
          isLoading={isLoading}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          title="Last Increase"
          value={increase ? formatMoney(increase.amount, currency) : '—'}
          subtitle={
            increase
              ? `${formatPercent(increase.percent)} on ${formatDay(increase.date)}`
              : 'No increase yet'
          }
          isLoading={isLoading}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          title="Bonuses (Last 12 Months)"
          value={formatMoney(bonusesLast12Months(history, now), currency)}
          subtitle="Bonus and commission payments"
          isLoading={isLoading}
        />
      </Grid>
    </Grid>
  );
}
