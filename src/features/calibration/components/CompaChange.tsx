import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BandStatusChip } from '@/components/BandStatusChip';
import { formatCompaRatio, type BandPosition } from '@/lib/pay-bands';

export interface CompaChangeProps {
  before: BandPosition | null;
  after: BandPosition | null;
}

/**
 * 'Compa 0.82 → 0.86' with the band flag of where the recommendation leaves the salary (of the
 * salary now without one); nothing without a band position.
 */
export function CompaChange({ before, after }: CompaChangeProps) {
  if (!before && !after) return null;
  const values = after
    ? `${formatCompaRatio(before?.compaRatio)} → ${formatCompaRatio(after.compaRatio)}`
    : formatCompaRatio(before?.compaRatio);
  const status = (after ?? before)?.status;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Typography
        variant="caption"
        component="span"
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        Compa {values}
      </Typography>
      <BandStatusChip status={status} />
    </Box>
  );
}
