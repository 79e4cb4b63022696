import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useFormikContext } from 'formik';
import { Badge } from '@/components/Badge';
import { SortableList } from '@/components/SortableList';
import { metricScaleTypeLabel } from '@/lib/metrics';
import { reorder } from '@/lib/reorder';
import type { PerformanceMetric } from '@/api/resources/performance-metrics';
import { arrangeMetrics, type StageFormValues } from '../stage-form';
import { FormSection } from './FormSection';

export interface StageMetricsFieldProps {
  metrics: PerformanceMetric[];
  isLoading: boolean;
}

const optionCount = (metric: PerformanceMetric) => metric.options?.length ?? 0;

/** Spec 02 §2 'Performance Metrics & Fields': tick the stage's metrics and drag them into order (keyboard: space, arrows, space). */
export function StageMetricsField({ metrics, isLoading }: StageMetricsFieldProps) {
  const { values, setFieldValue } = useFormikContext<StageFormValues>();
  const arranged = arrangeMetrics(metrics, values.metricOrder);
  const selected = new Set(values.selectedMetricIds);

  const handleMove = (from: number, to: number) => {
    const ids = arranged.map((m) => m.id);
    void setFieldValue('metricOrder', reorder(ids, from, to));
  };

  const handleToggle = (id: string) => {
    const next = selected.has(id)
      ? values.selectedMetricIds.filter((x) => x !== id)
      : [...values.selectedMetricIds, id];
    void setFieldValue('selectedMetricIds', next);
  };

  return (
    <FormSection title="Performance Metrics & Fields">
      {isLoading ? (
        <Typography color="text.secondary">Loading available metrics...</Typography>
      ) : metrics.length === 0 ? (
        <Typography color="text.secondary">
          No performance metrics available. Create some metrics first.
        </Typography>
      ) : (
        <SortableList
          droppableId="stage-metrics"
          items={arranged}
          getKey={(metric) => metric.id}
          onMove={handleMove}
          dense
          disablePadding
          aria-label="Performance metrics"
          renderItem={(metric, _index, draggable, snapshot) => (
            <ListItem
              ref={draggable.innerRef}
              {...draggable.draggableProps}
              sx={{
                gap: 1,
                alignItems: 'flex-start',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                mb: 1,
                bgcolor: 'background.paper',
                boxShadow: snapshot.isDragging ? 4 : 0,
              }}
            >
              <Box
                {...draggable.dragHandleProps}
                aria-label={`Reorder ${metric.name}`}
                sx={{
                  display: 'flex',
                  pt: 1.25,
                  color: 'text.secondary',
                  cursor: 'grab',
                }}
              >
                <DragIndicatorIcon fontSize="small" />
              </Box>
              <Checkbox
                checked={selected.has(metric.id)}
                onChange={() => handleToggle(metric.id)}
                slotProps={{ input: { 'aria-label': metric.name } }}
              />
              <Box sx={{ flex: 1, minWidth: 0, py: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {metric.name}
                </Typography>
                {metric.description ? (
                  <Typography variant="body2" color="text.secondary">
                    {metric.description}
                  </Typography>
                ) : null}
                <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                  <Badge label={metricScaleTypeLabel(metric.scaleType)} tone="blue" />
                  {optionCount(metric) > 0 ? (
                    <Badge label={`${optionCount(metric)} options`} />
                  ) : null}
                </Stack>
              </Box>
            </ListItem>
          )}
        />
      )}
    </FormSection>
  );
}
