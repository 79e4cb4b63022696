import Typography from '@mui/material/Typography';
import { LazyTrendLineChart } from '@/components/LazyTrendLineChart';
import { formatDay } from '@/lib/day-format';
import { formatMoney } from '@/lib/money';
import type { CompensationEntry } from '@/api/resources/dashboards';
import { compensationSeries } from '../compensation-series';
import { SectionCard } from '@/components/SectionCard';

export interface CompensationChartProps {
  history: CompensationEntry[];
}

const money = (value: number | null) => formatMoney(value);
const compact = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
  }).format(value);

/** Base salary and total cash over time. */
export function CompensationChart({ history }: CompensationChartProps) {
  const points = compensationSeries(history);
  return (
    <SectionCard title="Pay Over Time">
      {points.length === 0 ? (
        <Typography color="text.secondary">No salary recorded yet.</Typography>
      ) : (
        <LazyTrendLineChart
          aria-label="Base salary and total cash over time"
          labels={points.map((p) => formatDay(p.date))}
          series={[
            {
              label: 'Base Salary',
              data: points.map((p) => p.baseSalary),
              valueFormatter: money,
            },
            { label: 'Total Cash', data: points.map((p) => p.totalCash), valueFormatter: money },
          ]}
          yFormatter={compact}
        />
      )}
    </SectionCard>
  );
}
