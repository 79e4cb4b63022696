import { useTheme } from '@mui/material/styles';
import { flexStyle } from '@/components/flex-style';
import { pillStyle } from '@/components/pill-style';
import { FLAG_LABELS, type ParticipantFlag } from '@/lib/guidelines';

const FLAG_COLOR: Record<ParticipantFlag, 'warning' | 'error' | 'default'> = {
  outside_guideline: 'warning',
  large_change: 'error',
  over_budget: 'error',
  pay_compression: 'warning',
  no_rating: 'default',
};

const rowStyle = flexStyle('row', { gap: 4, wrap: true });

export interface GuardrailFlagsProps {
  flags: readonly ParticipantFlag[];
}

/** Guardrail flags of a row, computed by the server (outside guideline, over budget...). */
export function GuardrailFlags({ flags }: GuardrailFlagsProps) {
  const theme = useTheme();
  if (flags.length === 0) return null;
  return (
    <div style={rowStyle}>
      {flags.map((flag) => (
        <span
          key={flag}
          data-flag={flag}
          style={pillStyle(theme, { size: 'small', outline: FLAG_COLOR[flag] })}
        >
          {FLAG_LABELS[flag]}
        </span>
      ))}
    </div>
  );
}
