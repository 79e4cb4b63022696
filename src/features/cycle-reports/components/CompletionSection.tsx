import { LazyTrendLineChart } from '@/components/LazyTrendLineChart';
import { formatDay } from '@/lib/day-format';
import type { CycleReport } from '@/api/resources/review-cycles';
import { REPORT_TEXT } from '../report-messages';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';

type Point = CycleReport['completionTimeline'][number];

/** Cumulative reviews completed and approval decisions per day. */
export function CompletionSection({ points }: { points: Point[] }) {
  return (
    <ReportSection
      title={REPORT_TEXT.completion}
      emptyText={points.length === 0 ? REPORT_TEXT.noCompletion : null}
      chart={
        <LazyTrendLineChart
          aria-label="Reviews completed and decisions over time"
          labels={points.map((p) => formatDay(p.date))}
          series={[
            { label: 'Reviews completed', data: points.map((p) => p.reviewsCompleted) },
            { label: 'Decisions', data: points.map((p) => p.decisions) },
          ]}
          yMin={0}
        />
      }
      table={
        <ReportTable
          aria-label={REPORT_TEXT.completion}
          maxHeight={320}
          rows={[...points].reverse()}
          getKey={(p) => p.date}
          columns={[
            { header: 'Date', cell: (p) => formatDay(p.date) },
            { header: 'Reviews Completed', numeric: true, cell: (p) => p.reviewsCompleted },
            { header: 'Decisions', numeric: true, cell: (p) => p.decisions },
          ]}
        />
      }
    />
  );
}
