import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { FLAG_LABELS, type ParticipantFlag } from '@/lib/guidelines';

const FLAG_COLOR: Record<ParticipantFlag, 'warning' | 'error' | 'default'> = {
  outside_guideline: 'warning',
  large_change: 'error',
  over_budget: 'error',
  pay_compression: 'warning',
  no_rating: 'default',
};

export interface GuardrailFlagsProps {
  flags: readonly ParticipantFlag[];
}

/** Guardrail flags of a row, computed by the server (outside guideline, over budget...). */
export function GuardrailFlags({ flags }: GuardrailFlagsProps) {
  if (flags.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {flags.map((flag) => (
        <Chip
          key={flag}
          size="small"
          variant="outlined"
          color={FLAG_COLOR[flag]}
          label={FLAG_LABELS[flag]}
        />
      ))}
    </Stack>
  );
}
