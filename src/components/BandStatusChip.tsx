import { useTheme } from '@mui/material/styles';
import { BAND_STATUS_LABELS, type BandStatus } from '@/lib/pay-bands';
import { pillStyle } from './pill-style';

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
  const theme = useTheme();
  if (!status || (status === 'in_range' && !showInRange)) return null;
  return (
    <span
      data-band-status={status}
      style={pillStyle(theme, {
        size: 'small',
        outline: COLORS[status],
        band: dense ? 'dense' : 'normal',
      })}
    >
      {BAND_STATUS_LABELS[status]}
    </span>
  );
}
