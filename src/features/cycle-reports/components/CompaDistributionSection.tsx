import { EmptyState } from '@/components/EmptyState';
import { SectionCard } from '@/components/SectionCard';
import type { CompaGroup } from '@/lib/compa-distribution';
import { formatCompaRatio } from '@/lib/pay-bands';
import { REPORT_TEXT } from '../report-messages';
import { ReportTable, type ReportColumn } from './ReportTable';

export interface CompaDistributionSectionProps {
  by: 'team' | 'rating';
  rows: CompaGroup[];
}

const change = (before: number, after: number) => `${before} → ${after}`;

/**
 * Where each team's or rating's salaries sit in their bands before and after the
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
  // A table, no chart: averages of 0.9 to 1.1 drawn as bars from zero all look the same length.
  const id = `report-${by}-compa`;
  return (
    <SectionCard headingId={id} title={title}>
      {positioned ? (
        <ReportTable
          aria-label={`${title} table`}
          // A scroll box (keyboard-focusable, named): on a phone the seven columns scroll sideways.
          maxHeight={440}
          rows={rows}
          getKey={(r) => r.label}
          columns={columns}
        />
      ) : (
        <EmptyState text={REPORT_TEXT.noBandPositions} />
      )}
    </SectionCard>
  );
}
