import { displayStatusColor, normalizeDisplayStatus, statusBadgeLabel } from '@/lib/status';
import { Badge, type BadgeTone } from './Badge';

const TONE_BY_STATUS: Record<string, BadgeTone> = {
  not_started: 'zinc',
  in_progress: 'blue',
  pending_approval: 'yellow',
  completed: 'emerald',
  overdue: 'red',
  cancelled: 'zinc',
  draft: 'zinc',
  submitted: 'blue',
  approved: 'emerald',
  rejected: 'red',
};

export interface StatusBadgeProps {
  status: string | null | undefined;
  /** 'label' (default): spec 01 badge labels; 'display': the four display states of participants and workflow steps. */
  variant?: 'label' | 'display';
  size?: 'small' | 'medium';
}

/** Status pill: 'in_progress' reads 'In Progress' in blue; unknown statuses show their raw text. */
export function StatusBadge({ status, variant = 'label', size }: StatusBadgeProps) {
  if (variant === 'display') {
    return (
      <Badge label={normalizeDisplayStatus(status)} tone={displayStatusColor(status)} size={size} />
    );
  }
  const tone = TONE_BY_STATUS[(status ?? '').trim().toLowerCase()] ?? 'zinc';
  return <Badge label={statusBadgeLabel(status)} tone={tone} size={size} />;
}
