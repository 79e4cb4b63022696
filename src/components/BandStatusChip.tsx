import Chip from '@mui/material/Chip';
import { BAND_STATUS_LABELS, type BandStatus } from '@/lib/pay-bands';

export interface BandStatusChipProps {
  status: BandStatus | null | undefined;
  /** Also show 'In range' (a summary card); a table flags only what is outside the band. */
  showInRange?: boolean;
}

const COLORS = { below_min: 'error', above_max: 'warning', in_range: 'success' } as const;

/** 'Below minimum' / 'Above maximum' (and optionally 'In range') for a band position. */
export function BandStatusChip({ status, showInRange }: BandStatusChipProps) {
  if (!status || (status === 'in_range' && !showInRange)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={BAND_STATUS_LABELS[status]}
      sx={{ height: 20, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
