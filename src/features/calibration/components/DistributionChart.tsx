import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartColors } from '@/components/chart-colors';
import type { Calibration } from '@/api/resources/calibration';

export interface DistributionChartProps {
  distribution: Calibration['distribution'];
  hasTargets: boolean;
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** Actual share per rating, beside the target share when targets are set. Heavy: load lazily. */
export function DistributionChart({ distribution, hasTargets }: DistributionChartProps) {
  const theme = useTheme();
  const rows = distribution.filter((row) => row.rating !== null);
  const series = [
    { label: 'Actual', data: rows.map((r) => r.share ?? 0), valueFormatter: percent },
    ...(hasTargets
      ? [{ label: 'Target', data: rows.map((r) => r.targetShare), valueFormatter: percent }]
      : []),
  ];
  return (
    <Box
      role="img"
      aria-label={`Distribution by rating: ${rows.map((r) => `${r.label} ${r.share ?? 0}%`).join(', ')}`}
      sx={{ width: '100%', minWidth: 0 }}
    >
      <BarChart
        height={240}
        xAxis={[{ data: rows.map((r) => r.label), scaleType: 'band', label: 'Rating' }]}
        yAxis={[{ min: 0, valueFormatter: (v: number) => `${v}%`, width: 'auto' }]}
        colors={chartColors(theme)}
        series={series}
      />
    </Box>
  );
}
