import Stack from '@mui/material/Stack';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import {
  performanceMetricsQueryOptions,
  useSavePerformanceMetric,
  type PerformanceMetric,
} from '@/api/resources/performance-metrics';
import { FormCheckboxField } from '@/components/FormCheckboxField';
import { FormSelectField } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import { RecordFormDialog } from '@/components/RecordFormDialog';
import { formatStaleValue } from '@/components/stale-record-changes';
import { useRereadInList } from '@/hooks/use-reread-in-list';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { METRIC_SCALE_TYPE_LABELS } from '@/lib/metrics';
import {
  METRIC_ERRORS,
  metricFormInitialValues,
  toMetricInput,
  validateMetricForm,
  type MetricFormValues,
} from '../metric-form-values';
import { MetricTypeFields } from './MetricTypeFields';

export interface MetricFormDialogProps {
  open: boolean;
  metric: PerformanceMetric | null;
  /** A new metric's order: after the existing ones (`nextMetricOrder`). */
  newOrder?: number;
  onClose: () => void;
}

const TYPE_OPTIONS = Object.entries(METRIC_SCALE_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const METRIC_FIELD_LABELS = {
  name: 'Name',
  order: 'Order',
  description: 'Description',
  scaleType: 'Field Type',
  placeholder: 'Placeholder',
  helpText: 'Help Text',
  employeeHelpText: 'Help Text for Employees',
  required: 'Required',
  isActive: 'Active',
};

export function MetricFormDialog({ open, metric, newOrder, onClose }: MetricFormDialogProps) {
  const save = useSavePerformanceMetric();
  const reread = useRereadInList(performanceMetricsQueryOptions());
  const stale = useStaleRecord(open ? metric : null, () => reread(metric!.id));

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      record={metric}
      noun="Performance Metric"
      addLabel="Add Metric"
      maxWidth="sm"
      initialValues={metricFormInitialValues(metric, newOrder)}
      validate={validateMetricForm}
      stale={stale}
      valuesOf={metricFormInitialValues}
      labels={METRIC_FIELD_LABELS}
      format={(field, value) =>
        field === 'scaleType'
          ? (METRIC_SCALE_TYPE_LABELS[value as keyof typeof METRIC_SCALE_TYPE_LABELS] ??
            String(value))
          : formatStaleValue(field, value)
      }
      saveFailed={METRIC_ERRORS.save}
      onSave={(values: MetricFormValues) =>
        save.mutateAsync({ id: metric?.id, body: toMetricInput(values), version: stale.version })
      }
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={2}>
          <FormTextField
            name="name"
            maxLength={INPUT_LIMITS.PerformanceMetricInput.name.maxLength}
            label="Name"
            required
            fullWidth
            autoFocus
          />
          <FormTextField
            name="order"
            label="Order"
            type="number"
            required
            sx={{ width: 120 }}
            slotProps={{ htmlInput: { min: 0 } }}
          />
        </Stack>
        <FormTextField
          name="description"
          maxLength={INPUT_LIMITS.PerformanceMetricInput.description.maxLength}
          label="Description"
          multiline
          minRows={2}
          fullWidth
        />
        <FormSelectField
          name="scaleType"
          label="Field Type"
          options={TYPE_OPTIONS}
          required
          fullWidth
        />
        <MetricTypeFields />
        <FormTextField
          name="placeholder"
          maxLength={INPUT_LIMITS.PerformanceMetricInput.placeholder.maxLength}
          label="Placeholder"
          fullWidth
        />
        <FormTextField
          name="helpText"
          maxLength={INPUT_LIMITS.PerformanceMetricInput.helpText.maxLength}
          label="Help Text"
          helperText="Shown to the manager rating this metric."
          fullWidth
        />
        <FormTextField
          name="employeeHelpText"
          maxLength={INPUT_LIMITS.PerformanceMetricInput.employeeHelpText.maxLength}
          label="Help Text for Employees"
          helperText="Shown to the employee in their self review, e.g. “How often you…”."
          fullWidth
        />
        <Stack direction="row" spacing={2}>
          <FormCheckboxField name="required" label="Required" />
          <FormCheckboxField name="isActive" label="Active" variant="switch" />
        </Stack>
      </Stack>
    </RecordFormDialog>
  );
}
