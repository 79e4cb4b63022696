import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartColors } from './chart-colors';

export interface CategorySeries {
  label: string;
  data: (number | null)[];
  /** Series with the same stack id pile up. */
  stack?: string;
  /** A theme colour value; the chart's palette otherwise. */
  color?: string;
  valueFormatter?: (value: number | null) => string;
}

export interface CategoryBarChartProps {
  /** One label per bar (or group of bars). */
  categories: string[];
  series: CategorySeries[];
  'aria-label': string;
  /** Bars grow sideways; labels sit on the left (long names read better). */
  horizontal?: boolean;
  height?: number;
  valueFormatter?: (value: number) => string;
}

/**
 * Bars per category (@mui/x-charts). Heavy: import it through {@link LazyCategoryBarChart} so the
 * charts library downloads with the first chart, not with the page.
 */
export function CategoryBarChart({
  categories,
  series,
  horizontal,
  height = 280,
  valueFormatter,
  'aria-label': ariaLabel,
}: CategoryBarChartProps) {
  const theme = useTheme();
  const band = { data: categories, scaleType: 'band' as const };
  const value = { valueFormatter };
  return (
    <Box role="img" aria-label={ariaLabel} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? value : band]}
        yAxis={[
          // 'auto': as wide as the longest label, so no label is shortened ("$85,0…").
          horizontal ? { ...band, width: 'auto' } : { ...value, width: 'auto' },
        ]}
        series={series.map((s) => ({
          label: s.label,
          data: s.data,
          stack: s.stack,
          color: s.color,
          valueFormatter: s.valueFormatter,
        }))}
        colors={chartColors(theme)}
        hideLegend={series.length < 2}
        // The last tick label is centred on the axis' end: half of it ("$85,000.00") must fit in
        // the margin, or the chart shortens it ("$85,0…").
        margin={{ right: 56 }}
      />
    </Box>
  );
}
