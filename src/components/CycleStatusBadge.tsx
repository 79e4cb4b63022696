import { cycleStatusColor } from '@/lib/status';
import { Badge } from './Badge';

export interface CycleStatusBadgeProps {
  /** The cycle's status name, e.g. 'Active'. */
  status: string | null | undefined;
  size?: 'small' | 'medium';
}

/** Review cycle status pill: Active emerald, Draft zinc, Completed blue, Pending yellow, others zinc. */
export function CycleStatusBadge({ status, size }: CycleStatusBadgeProps) {
  return <Badge label={status ?? ''} tone={cycleStatusColor(status)} size={size} />;
}
