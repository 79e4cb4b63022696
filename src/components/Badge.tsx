import Chip from '@mui/material/Chip';
import type { StatusColor } from '@/lib/status';

/** Badge colours: the spec's zinc/blue/yellow/emerald plus red for overdue and rejected. */
export type BadgeTone = StatusColor | 'red';

const TONE_SX: Record<BadgeTone, { bgcolor: string; color: string }> = {
  zinc: { bgcolor: 'grey.100', color: 'grey.700' },
  blue: { bgcolor: 'info.light', color: 'info.dark' },
  yellow: { bgcolor: 'warning.light', color: 'warning.dark' },
  emerald: { bgcolor: 'success.light', color: 'success.dark' },
  red: { bgcolor: 'error.light', color: 'error.dark' },
};

export interface BadgeProps {
  label: string;
  tone?: BadgeTone;
  size?: 'small' | 'medium';
}

/** Small coloured pill (status, scope, type, rating); colours come from the theme palette. */
export function Badge({ label, tone = 'zinc', size = 'small' }: BadgeProps) {
  return (
    <Chip label={label} size={size} data-tone={tone} sx={{ ...TONE_SX[tone], fontWeight: 500 }} />
  );
}
