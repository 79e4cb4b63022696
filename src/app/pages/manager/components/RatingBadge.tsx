import { Badge, type BadgeTone } from '@/components/Badge';

/** Spec 01 §4 team ratings, shown as colour badges only. */
const RATING_TONES: Record<string, BadgeTone> = {
  exceeds: 'emerald',
  meets: 'blue',
  'needs improvement': 'yellow',
};

export interface RatingBadgeProps {
  rating: string | null;
}

export function RatingBadge({ rating }: RatingBadgeProps) {
  if (!rating) return <>—</>;
  return <Badge label={rating} tone={RATING_TONES[rating.toLowerCase()] ?? 'zinc'} />;
}
