import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartColors } from './chart-colors';

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
  const theme = useTheme();
  return (
    <Box role="img" aria-label={ariaLabel} sx={{ width: '100%', minWidth: 0 }}>
      <LineChart
        height={height}
        xAxis={[{ data: labels, scaleType: 'point' }]}
        yAxis={[{ min: yMin, max: yMax, valueFormatter: yFormatter, width: 'auto' }]}
        colors={chartColors(theme)}
        series={series.map((s) => ({
          label: s.label,
          data: s.data,
          valueFormatter: s.valueFormatter,
          connectNulls: true,
          curve: 'linear',
        }))}
        // Room for half of the last date under the axis' end ("Dec 19, 2025" was shortened).
        margin={{ right: 56 }}
      />
    </Box>
  );
}
