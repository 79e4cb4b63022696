import { Badge, type BadgeTone } from '@/components/Badge';
import { LETTER_STATUS_LABELS, type LetterStatus } from '@/lib/letters';

const TONES: Record<LetterStatus, BadgeTone> = {
  draft: 'zinc',
  scheduled: 'blue',
  released: 'emerald',
};

export interface LetterStatusBadgeProps {
  status: LetterStatus;
}

/** Draft, Scheduled or Released. */
export function LetterStatusBadge({ status }: LetterStatusBadgeProps) {
  return <Badge label={LETTER_STATUS_LABELS[status]} tone={TONES[status]} />;
}
