import { useTheme, type Theme } from '@mui/material/styles';
import type { StatusColor } from '@/lib/status';
import { pillStyle } from './pill-style';

/** Badge colours: the spec's zinc/blue/yellow/emerald plus red for overdue and rejected. */
export type BadgeTone = StatusColor | 'red';

const TONE_COLORS: Record<BadgeTone, (theme: Theme) => { background: string; color: string }> = {
  zinc: ({ palette }) => ({ background: palette.grey[100], color: palette.grey[700] }),
  blue: ({ palette }) => ({ background: palette.info.light, color: palette.info.dark }),
  yellow: ({ palette }) => ({ background: palette.warning.light, color: palette.warning.dark }),
  emerald: ({ palette }) => ({ background: palette.success.light, color: palette.success.dark }),
  red: ({ palette }) => ({ background: palette.error.light, color: palette.error.dark }),
};

export interface BadgeProps {
  label: string;
  tone?: BadgeTone;
  size?: 'small' | 'medium';
}

/** Small coloured pill (status, scope, type, rating); colours come from the theme palette. */
export function Badge({ label, tone = 'zinc', size = 'small' }: BadgeProps) {
  const theme = useTheme();
  return (
    <span
      data-tone={tone}
      data-size={size}
      style={pillStyle(theme, { size, fill: TONE_COLORS[tone](theme) })}
    >
      {label}
    </span>
  );
}
