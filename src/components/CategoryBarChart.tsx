import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useElementWidth } from '@/hooks/use-element-width';
import { chartColors } from './chart-colors';

/**
 * Below this width a sideways chart's labels get at most {@link NARROW_LABEL_SHARE} of it: as
 * wide as the longest label ("Sales Development Representative"), they left the bars no room at
 * 320 px (a small phone, or 400% zoom), and the bars were drawn with negative widths. Desktop
 * layouts put these charts in columns of 455 px and more (1280 px), where labels stay whole.
 */
const NARROW_CHART_PX = 360;
const NARROW_LABEL_SHARE = 0.4;

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
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(box);
  const measurable = typeof ResizeObserver !== 'undefined';
  // 'auto': as wide as the longest label, so no label is shortened ("$85,0…"); on a narrow chart
  // the labels are shortened instead of the bars.
  const labelWidth =
    horizontal && width !== null && width < NARROW_CHART_PX
      ? Math.round(width * NARROW_LABEL_SHARE)
      : ('auto' as const);
  const band = { data: categories, scaleType: 'band' as const };
  const value = { valueFormatter };
  return (
    <Box
      ref={setBox}
      role="img"
      aria-label={ariaLabel}
      sx={{ width: '100%', minWidth: 0, minHeight: height }}
    >
      {/* Drawn once its width is known: a first drawing at the labels' full width had negative bars. */}
      {(width !== null || !measurable) && (
        <BarChart
          // The width measured here, not the chart's own measurement: on a resize both would
          // change in separate renders, and one render of a narrowed chart with full-width labels
          // drew negative bars.
          width={width ?? undefined}
          height={height}
          layout={horizontal ? 'horizontal' : 'vertical'}
          xAxis={[horizontal ? value : band]}
          yAxis={[horizontal ? { ...band, width: labelWidth } : { ...value, width: 'auto' }]}
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
      )}
    </Box>
  );
}
