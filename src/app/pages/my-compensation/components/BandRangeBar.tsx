import Box from '@mui/material/Box';
import type { BandPosition } from '@/lib/pay-bands';

export interface BandRangeBarProps {
  position: BandPosition;
}

const COLORS = { below_min: 'error.main', in_range: 'primary.main', above_max: 'warning.main' };

/**
 * The band from minimum to maximum with its midpoint and a marker at the salary (held at the
 * ends when outside). Decorative: the card states every figure as text.
 */
export function BandRangeBar({ position }: BandRangeBarProps) {
  const spread = position.max - position.min;
  const at = (value: number) =>
    spread > 0 ? Math.min(100, Math.max(0, ((value - position.min) / spread) * 100)) : 50;
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 24, mx: 1 }}>
      <Box
        sx={{
          position: 'absolute',
          top: 9,
          left: 0,
          right: 0,
          height: 6,
          borderRadius: 3,
          bgcolor: 'action.selected',
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          top: 4,
          left: `${at(position.mid)}%`,
          width: 2,
          height: 16,
          ml: '-1px',
          bgcolor: 'text.secondary',
        }}
      />
      <Box
        data-testid="band-marker"
        sx={{
          position: 'absolute',
          top: 4,
          left: `${at(position.salary)}%`,
          width: 16,
          height: 16,
          ml: '-8px',
          borderRadius: '50%',
          border: 2,
          borderColor: 'background.paper',
          bgcolor: COLORS[position.status],
          boxShadow: 1,
        }}
      />
    </Box>
  );
}
