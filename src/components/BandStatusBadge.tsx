import { BAND_STATUS_LABELS, type BandStatus } from '@/lib/pay-bands';
import { Badge, type BadgeTone } from './Badge';

export interface BandStatusBadgeProps {
  status: BandStatus;
  /** In range shows nothing unless asked: the flags are what a reader must not miss. */
  showInRange?: boolean;
}

const TONES: Record<BandStatus, BadgeTone> = {
  below_min: 'yellow',
  in_range: 'emerald',
  above_max: 'red',
};

/** Where a salary sits against its band: Below minimum, Above maximum (and In range if asked). */
export function BandStatusBadge({ status, showInRange = false }: BandStatusBadgeProps) {
  if (status === 'in_range' && !showInRange) return null;
  return <Badge label={BAND_STATUS_LABELS[status]} tone={TONES[status]} />;
}
