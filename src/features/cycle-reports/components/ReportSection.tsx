import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/EmptyState';

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
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {actions}
        </Stack>
        {emptyText ? (
          <EmptyState text={emptyText} />
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: stacked ? 12 : 6 }}>{chart}</Grid>
            <Grid size={{ xs: 12, lg: stacked ? 12 : 6 }}>{table}</Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
