import { LazyCategoryBarChart } from '@/components/LazyCategoryBarChart';
import { INCREASE_BUCKETS } from '@/lib/cycle-report';
import { formatPercent } from '@/lib/money';
import type { CycleReport } from '@/api/resources/review-cycles';
import { REPORT_TEXT } from '../report-messages';
import { ReportSection } from './ReportSection';
import { ReportTable, type ReportColumn } from './ReportTable';

type Row = CycleReport['increaseByRating'][number];

const columns: ReportColumn<Row>[] = [
  { header: 'Rating', cell: (r) => r.label },
  { header: 'Recommendations', numeric: true, cell: (r) => r.count },
  { header: 'Average', numeric: true, cell: (r) => formatPercent(r.averagePercent) },
  ...INCREASE_BUCKETS.map((b, i) => ({
    header: b.label,
    numeric: true,
    cell: (r: Row) => r.buckets[i] ?? 0,
  })),
];

/** How increase percents spread within each rating (recommendations not rejected). */
export function IncreaseByRatingSection({ rows }: { rows: Row[] }) {
  return (
    <ReportSection
      title={REPORT_TEXT.increaseByRating}
      stacked
      emptyText={rows.length === 0 ? REPORT_TEXT.noIncreases : null}
      chart={
        <LazyCategoryBarChart
          aria-label="Recommendations per increase range, by rating"
          categories={rows.map((r) => r.label)}
          series={INCREASE_BUCKETS.map((b, i) => ({
            label: b.label,
            data: rows.map((r) => r.buckets[i] ?? 0),
            stack: 'count',
          }))}
        />
      }
      table={
        <ReportTable
          aria-label="Increase % by rating"
          columns={columns}
          rows={rows}
          getKey={(r) => r.label}
        />
      }
    />
  );
}
