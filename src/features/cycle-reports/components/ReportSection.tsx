import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { EmptyState } from '@/components/EmptyState';
import { SectionCard } from '@/components/SectionCard';

export interface ReportSectionProps {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  /** Shown instead of chart and table when there is nothing to draw. */
  emptyText?: string | null;
  actions?: ReactNode;
  /** Chart above the table instead of beside it (wide tables). */
  stacked?: boolean;
}

/** One report: a heading, its chart and the same figures as a table. */
export function ReportSection({
  title,
  chart,
  table,
  emptyText,
  actions,
  stacked,
}: ReportSectionProps) {
  const id = `report-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <SectionCard headingId={id} title={title} actions={actions} sx={{ height: '100%' }}>
      {emptyText ? (
        <EmptyState text={emptyText} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: stacked ? 12 : 6 }}>{chart}</Grid>
          <Grid size={{ xs: 12, lg: stacked ? 12 : 6 }}>{table}</Grid>
        </Grid>
      )}
    </SectionCard>
  );
}
