import type { PerformanceEntry } from '@/api/resources/employees';
import { SectionCard } from '@/components/SectionCard';
import { RatingTrendChart } from '../../../components/RatingTrendChart';
import { ratingPoints } from '../../../components/rating-points';

export interface PerformanceTrendsProps {
  entries: PerformanceEntry[];
}

/** Spec 01 §2 Performance Trends chart; the caller renders it only when there is data. */
export function PerformanceTrends({ entries }: PerformanceTrendsProps) {
  return (
    <SectionCard title="Performance Trends">
      <RatingTrendChart points={ratingPoints(entries)} height={240} />
    </SectionCard>
  );
}
