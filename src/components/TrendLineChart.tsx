import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

export interface TrendSeries {
  label: string;
  data: (number | null)[];
  valueFormatter?: (value: number | null) => string;
}

export interface TrendLineChartProps {
  /** One label per point, oldest first (e.g. formatted dates). */
  labels: string[];
  series: TrendSeries[];
  'aria-label': string;
  height?: number;
  yMin?: number;
  yMax?: number;
  yFormatter?: (value: number) => string;
}

/**
 * A line chart over labelled points (@mui/x-charts). Heavy: import it lazily
 * (`lazy(() => import('@/components/TrendLineChart').then((m) => ({ default: m.TrendLineChart })))`).
 */
export function TrendLineChart({
  labels,
  series,
  height = 280,
  yMin,
  yMax,
  yFormatter,
  'aria-label': ariaLabel,
}: TrendLineChartProps) {
  return (
    <Box role="img" aria-label={ariaLabel} sx={{ width: '100%', minWidth: 0 }}>
      <LineChart
        height={height}
        xAxis={[{ data: labels, scaleType: 'point' }]}
        yAxis={[{ min: yMin, max: yMax, valueFormatter: yFormatter, width: yFormatter ? 72 : 40 }]}
        series={series.map((s) => ({
          label: s.label,
          data: s.data,
          valueFormatter: s.valueFormatter,
          connectNulls: true,
          curve: 'linear',
        }))}
        margin={{ right: 40 }}
      />
    </Box>
  );
}
