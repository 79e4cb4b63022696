import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { ErrorBanner } from '@/components/ErrorBanner';
import { rowActionsColumn } from '@/components/row-actions-column';
import { useConfirmedAction } from '@/hooks/use-confirmed-action';
import { usePageTitle } from '@/hooks/use-page-title';
import { metricScaleTypeLabel, nextMetricOrder } from '@/lib/metrics';
import {
  useDeletePerformanceMetric,
  usePerformanceMetrics,
  type PerformanceMetric,
} from '@/api/resources/performance-metrics';
import { MetricFormDialog } from '../components/MetricFormDialog';
import { METRIC_ERRORS, METRICS_EMPTY_TEXT } from '../metric-form-values';

type DialogState = { open: false } | { open: true; metric: PerformanceMetric | null };

/** /admin/settings/performance-metrics: table (name, order, description, field type) with add, edit, delete. */
export default function PerformanceMetricsRoute() {
  usePageTitle('Performance Metrics');
  const metrics = usePerformanceMetrics();
  const { mutateAsync: deleteMetric } = useDeletePerformanceMetric();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { error: actionError, run } = useConfirmedAction();

  const columns = useMemo<ColumnDef<PerformanceMetric>[]>(
    () => [
      {
        accessorKey: 'name',
        header: 'Name',
        cell: ({ row }) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {row.original.name}
            {row.original.isActive ? null : <Badge label="Inactive" />}
          </Box>
        ),
      },
      { accessorKey: 'order', header: 'Order', meta: { align: 'right', width: 90 } },
      {
        id: 'description',
        accessorFn: (m) => m.description ?? '',
        header: 'Description',
        meta: { maxWidth: 450 },
      },
      {
        id: 'scaleType',
        accessorFn: (m) => metricScaleTypeLabel(m.scaleType),
        header: 'Field Type',
      },
      rowActionsColumn(
        (metric) => setDialog({ open: true, metric }),
        (metric) =>
          void run(
            {
              title: 'Delete Performance Metric',
              message: `Delete "${metric.name}"? Review stages that use it stop showing it.`,
              confirmLabel: 'Delete',
              destructive: true,
            },
            () => deleteMetric(metric.id),
            METRIC_ERRORS.delete,
          ),
      ),
    ],
    [run, deleteMetric],
  );

  return (
    <>
      {actionError ? <ErrorBanner message={actionError} sx={{ mb: 2 }} /> : null}
      <DataTable
        aria-label="Performance metrics"
        columns={columns}
        data={metrics.data ?? []}
        getRowId={(m) => m.id}
        emptyText={METRICS_EMPTY_TEXT}
        initialSorting={[{ id: 'order', desc: false }]}
        isLoading={metrics.isPending}
        error={metrics.isError ? METRIC_ERRORS.fetch : null}
        onRetry={() => void metrics.refetch()}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ open: true, metric: null })}
          >
            Add Metric
          </Button>
        }
      />
      <MetricFormDialog
        open={dialog.open}
        metric={dialog.open ? dialog.metric : null}
        newOrder={nextMetricOrder(metrics.data ?? [])}
        onClose={() => setDialog({ open: false })}
      />
    </>
  );
}
