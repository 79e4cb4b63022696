import { useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/DataTable';
import { StatCard } from '@/components/StatCard';
import { formatMoney } from '@/lib/money';
import { displayCell, RESULT_COLUMNS, resultTotals, type CycleResultRow } from '../report-results';
import { REPORT_TEXT } from '../report-messages';

export interface ResultsSectionProps {
  rows: CycleResultRow[];
  currency: string;
}

const NUMERIC = new Set(['money', 'percent', 'rating']);

/** One row per participant (what the CSV export holds) with the column totals above it. */
export function ResultsSection({ rows, currency }: ResultsSectionProps) {
  const totals = resultTotals(rows);
  const columns = useMemo<ColumnDef<CycleResultRow, unknown>[]>(
    () =>
      RESULT_COLUMNS.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row) => c.value(row) ?? '',
        cell: ({ row }) => displayCell(c, row.original, currency),
        meta: {
          align: NUMERIC.has(c.kind) ? 'right' : 'left',
          maxWidth: c.id === 'approvers' ? 320 : undefined,
        },
      })),
    [currency],
  );
  const cards = [
    { title: 'Participants', value: String(totals.participants) },
    { title: 'Total Current Salary', value: formatMoney(totals.currentSalary, currency) },
    {
      title: 'Total Increase',
      value: formatMoney(totals.increase, currency),
      subtitle: 'Every recommendation, any decision',
    },
    {
      title: 'Total Bonus',
      value: formatMoney(totals.bonus, currency),
      subtitle: 'Every recommendation, any decision',
    },
  ];
  return (
    <Card component="section" aria-labelledby="report-results">
      <CardContent>
        <Typography id="report-results" variant="h6" component="h2" sx={{ mb: 2 }}>
          {REPORT_TEXT.results}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {cards.map((card) => (
            <Grid key={card.title} size={{ xs: 12, sm: 6, md: 'grow' }}>
              <StatCard title={card.title} value={card.value} subtitle={card.subtitle} />
            </Grid>
          ))}
        </Grid>
        <DataTable
          aria-label="Cycle results"
          columns={columns}
          data={rows}
          getRowId={(r) => r.participantId}
          emptyText={REPORT_TEXT.empty}
          initialSorting={[{ id: 'employeeName', desc: false }]}
          search={{ placeholder: 'Search results' }}
          stickyFirstColumn
          dense
          wide
        />
      </CardContent>
    </Card>
  );
}
