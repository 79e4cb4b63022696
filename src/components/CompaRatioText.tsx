import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { formatCompaRatio, formatPenetration, type BandPosition } from '@/lib/pay-bands';
import { BandStatusChip } from './BandStatusChip';

export interface CompaRatioTextProps {
  position: BandPosition | null | undefined;
  /** 'compa': 0.95 with the band flag under it; 'penetration': 46%. */
  show?: 'compa' | 'penetration';
}

/** A band position in a table cell: '—' without one. */
export function CompaRatioText({ position, show = 'compa' }: CompaRatioTextProps) {
  const value =
    show === 'compa'
      ? formatCompaRatio(position?.compaRatio)
      : formatPenetration(position?.rangePenetration);
  return (
    <Stack useFlexGap sx={{ gap: 0.5, alignItems: 'flex-end' }}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
      {show === 'compa' ? <BandStatusChip status={position?.status} dense /> : null}
    </Stack>
  );
}
