import { LazyCategoryBarChart } from '@/components/LazyCategoryBarChart';
import { formatPercent } from '@/lib/money';
import type { CycleReport } from '@/api/resources/review-cycles';
import { REPORT_TEXT } from '../report-messages';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';

type Row = CycleReport['ratingDistribution'][number];

/** Participants per rating, No Rating last. */
export function RatingDistributionSection({ rows }: { rows: Row[] }) {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const rated = rows.some((r) => r.rating !== null);
  return (
    <ReportSection
      title={REPORT_TEXT.ratingDistribution}
      emptyText={rated ? null : REPORT_TEXT.noRatings}
      chart={
        <LazyCategoryBarChart
          aria-label="Participants per rating"
          categories={rows.map((r) => r.label)}
          series={[{ label: 'Participants', data: rows.map((r) => r.count) }]}
        />
      }
      table={
        <ReportTable
          aria-label={REPORT_TEXT.ratingDistribution}
          rows={rows}
          getKey={(r) => r.label}
          columns={[
            { header: 'Rating', cell: (r) => r.label },
            { header: 'Participants', numeric: true, cell: (r) => r.count },
            {
              header: 'Share',
              numeric: true,
              cell: (r) => formatPercent(total ? (r.count / total) * 100 : null),
            },
          ]}
        />
      }
    />
  );
}
