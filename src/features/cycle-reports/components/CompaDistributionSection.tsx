import { LazyCategoryBarChart } from '@/components/LazyCategoryBarChart';
import type { CompaGroup } from '@/lib/compa-distribution';
import { formatCompaRatio } from '@/lib/pay-bands';
import { REPORT_TEXT } from '../report-messages';
import { ReportSection } from './ReportSection';
import { ReportTable, type ReportColumn } from './ReportTable';

export interface CompaDistributionSectionProps {
  by: 'team' | 'rating';
  rows: CompaGroup[];
}

const change = (before: number, after: number) => `${before} → ${after}`;

/**
 * Issue 23: where each team's or rating's salaries sit in their bands before and after the
 * cycle's recommendations: the average compa-ratio and how many are below the minimum or above
 * the maximum.
 */
export function CompaDistributionSection({ by, rows }: CompaDistributionSectionProps) {
  const title = by === 'team' ? REPORT_TEXT.compaByTeam : REPORT_TEXT.compaByRating;
  const positioned = rows.some((r) => r.positionedBefore > 0 || r.positionedAfter > 0);
  const columns: ReportColumn<CompaGroup>[] = [
    { header: by === 'team' ? 'Team' : 'Rating', cell: (r) => r.label },
    { header: 'Participants', numeric: true, cell: (r) => r.count },
    { header: 'In a Band', numeric: true, cell: (r) => r.positionedBefore },
    {
      header: 'Avg Compa Before',
      numeric: true,
      cell: (r) => formatCompaRatio(r.averageCompaBefore),
    },
    {
      header: 'Avg Compa After',
      numeric: true,
      cell: (r) => formatCompaRatio(r.averageCompaAfter),
    },
    {
      header: 'Below Minimum',
      numeric: true,
      cell: (r) => change(r.belowMinBefore, r.belowMinAfter),
    },
    {
      header: 'Above Maximum',
      numeric: true,
      cell: (r) => change(r.aboveMaxBefore, r.aboveMaxAfter),
    },
  ];
  return (
    <ReportSection
      title={title}
      stacked
      emptyText={positioned ? null : REPORT_TEXT.noBandPositions}
      chart={
        <LazyCategoryBarChart
          aria-label={`Average compa-ratio before and after, by ${by}`}
          horizontal={by === 'team'}
          height={by === 'team' ? Math.max(220, 44 * rows.length + 60) : 260}
          categories={rows.map((r) => r.label)}
          valueFormatter={(v) => formatCompaRatio(v)}
          series={[
            {
              label: 'Before',
              data: rows.map((r) => r.averageCompaBefore),
              valueFormatter: (v) => formatCompaRatio(v),
            },
            {
              label: 'After',
              data: rows.map((r) => r.averageCompaAfter),
              valueFormatter: (v) => formatCompaRatio(v),
            },
          ]}
        />
      }
      table={
        <ReportTable
          aria-label={`${title} table`}
          rows={rows}
          getKey={(r) => r.label}
          columns={columns}
        />
      }
    />
  );
}
