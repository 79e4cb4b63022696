import { Badge, type BadgeTone } from '@/components/Badge';
import { approvalUrgency, URGENCY_COLORS } from '@/lib/urgency';

const TONES: Record<(typeof URGENCY_COLORS)[keyof typeof URGENCY_COLORS], BadgeTone> = {
  green: 'emerald',
  amber: 'yellow',
  red: 'red',
};

export interface DaysPendingBadgeProps {
  days: number;
}

/** Days pending coloured by the spec's urgency: ≤3 green, 4–7 amber, >7 red. */
export function DaysPendingBadge({ days }: DaysPendingBadgeProps) {
  const urgency = approvalUrgency(days);
  return (
    <span data-urgency={urgency}>
      <Badge
        label={`${days} ${days === 1 ? 'day' : 'days'}`}
        tone={TONES[URGENCY_COLORS[urgency]]}
      />
    </span>
  );
}
