import Chip from '@mui/material/Chip';
import { BAND_STATUS_LABELS, type BandStatus } from '@/lib/pay-bands';

export interface BandStatusChipProps {
  status: BandStatus | null | undefined;
  /** Also show 'In range' (a summary card); a table flags only what is outside the band. */
  showInRange?: boolean;
  /** Smaller type, for a table cell. */
  dense?: boolean;
}

const COLORS = { below_min: 'error', above_max: 'warning', in_range: 'success' } as const;

/** 'Below minimum' / 'Above maximum' (and optionally 'In range') for a band position. */
export function BandStatusChip({ status, showInRange, dense }: BandStatusChipProps) {
  if (!status || (status === 'in_range' && !showInRange)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={BAND_STATUS_LABELS[status]}
      sx={{
        height: dense ? 18 : 20,
        ...(dense && { fontSize: '0.6875rem' }),
        '& .MuiChip-label': { px: dense ? 0.5 : 0.75 },
      }}
    />
  );
}
