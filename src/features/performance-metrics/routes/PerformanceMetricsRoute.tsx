import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/Badge';
import { DataTable } from '@/components/DataTable';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { rowActionsColumn } from '@/components/row-actions-column';
import { useConfirmedAction } from '@/hooks/use-confirmed-action';
import { usePageTitle } from '@/hooks/use-page-title';
import { metricScaleTypeLabel, nextMetricOrder } from '@/lib/metrics';
import {
  useDeletePerformanceMetric,
  usePerformanceMetrics,
  useSavePerformanceMetric,
  type PerformanceMetric,
} from '@/api/resources/performance-metrics';
import { MetricFormDialog } from '../components/MetricFormDialog';
import {
  METRIC_ERRORS,
  METRICS_EMPTY_TEXT,
  metricFormInitialValues,
  toMetricInput,
} from '../metric-form-values';

/**
 * What the row's delete offers: a metric with recorded responses cannot be deleted (the server
 * refuses), so it is offered to be deactivated instead, and a deactivated one is said to be kept.
 */
export function metricRemoval(metric: PerformanceMetric) {
  if (!metric.hasResponses)
    return {
      title: 'Delete Performance Metric',
      message: `Delete "${metric.name}"? Review stages that use it stop showing it.`,
      confirmLabel: 'Delete',
      deactivate: false,
    } as const;
  return {
    title: 'Deactivate Performance Metric',
    message: metric.isActive
      ? `"${metric.name}" has recorded responses, so it is kept for them and cannot be deleted. Deactivate it? Review stages stop asking it; the answers stay.`
      : `"${metric.name}" has recorded responses, so it is kept for them and cannot be deleted. It is already inactive: review stages no longer ask it.`,
    confirmLabel: 'Deactivate',
    deactivate: true,
  } as const;
}

type DialogState = { open: false } | { open: true; metric: PerformanceMetric | null };

/** /admin/settings/performance-metrics: table (name, order, description, field type) with add, edit, delete. */
export default function PerformanceMetricsRoute() {
  usePageTitle('Performance Metrics');
  const metrics = usePerformanceMetrics();
  const { mutateAsync: deleteMetric } = useDeletePerformanceMetric();
  const { mutateAsync: saveMetric } = useSavePerformanceMetric();
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
        (metric) => {
          const removal = metricRemoval(metric);
          if (removal.deactivate && !metric.isActive) {
            void run({ ...removal, confirmLabel: 'OK' }, async () => {}, METRIC_ERRORS.save);
            return;
          }
          void run(
            {
              title: removal.title,
              message: removal.message,
              confirmLabel: removal.confirmLabel,
              destructive: !removal.deactivate,
            },
            removal.deactivate
              ? () =>
                  saveMetric({
                    id: metric.id,
                    body: { ...toMetricInput(metricFormInitialValues(metric)), isActive: false },
                    version: metric.version,
                  })
              : () => deleteMetric(metric.id),
            removal.deactivate ? METRIC_ERRORS.save : METRIC_ERRORS.delete,
          );
        },
      ),
    ],
    [run, deleteMetric, saveMetric],
  );

  return (
    <>
      <PageHeader
        title="Performance Metrics"
        subtitle="Manage the ratings, questions and fields that review stages ask for."
      />
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
