import { LazyCategoryBarChart } from '@/components/LazyCategoryBarChart';
import { formatMoney, formatPercent } from '@/lib/money';
import type { CycleReport } from '@/api/resources/review-cycles';
import { REPORT_TEXT } from '../report-messages';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';

type Row = CycleReport['averageByTeam'][number];

export interface AverageIncreaseSectionProps {
  by: 'team' | 'position';
  rows: Row[];
  currency: string;
}

/** Average increase percent and amount per team or per position. */
export function AverageIncreaseSection({ by, rows, currency }: AverageIncreaseSectionProps) {
  const title = by === 'team' ? REPORT_TEXT.averageByTeam : REPORT_TEXT.averageByPosition;
  const group = by === 'team' ? 'Team' : 'Position';
  return (
    <ReportSection
      title={title}
      emptyText={rows.length === 0 ? REPORT_TEXT.noIncreases : null}
      chart={
        <LazyCategoryBarChart
          aria-label={`Average increase percent by ${by}`}
          horizontal
          height={Math.max(200, 36 * rows.length + 60)}
          categories={rows.map((r) => r.label)}
          valueFormatter={(v) => formatPercent(v)}
          series={[
            {
              label: 'Average increase',
              data: rows.map((r) => r.averagePercent),
              valueFormatter: (v) => formatPercent(v),
            },
          ]}
        />
      }
      table={
        <ReportTable
          aria-label={title}
          maxHeight={360}
          rows={rows}
          getKey={(r) => r.label}
          columns={[
            { header: group, cell: (r) => r.label },
            { header: 'Count', numeric: true, cell: (r) => r.count },
            { header: 'Avg %', numeric: true, cell: (r) => formatPercent(r.averagePercent) },
            {
              header: 'Avg Amount',
              numeric: true,
              cell: (r) => formatMoney(r.averageIncrease, currency),
            },
          ]}
        />
      }
    />
  );
}
