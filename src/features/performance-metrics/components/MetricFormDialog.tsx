import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { FormSelectField } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { formatStaleValue } from '@/components/stale-record-changes';
import { useRereadInList } from '@/hooks/use-reread-in-list';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { METRIC_SCALE_TYPE_LABELS } from '@/lib/metrics';
import {
  performanceMetricsQueryOptions,
  useSavePerformanceMetric,
  type PerformanceMetric,
} from '@/api/resources/performance-metrics';
import {
  METRIC_ERRORS,
  metricFormInitialValues,
  toMetricInput,
  validateMetricForm,
  type MetricFormValues,
} from '../metric-form-values';
import { MetricTypeFields } from './MetricTypeFields';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { FocusFirstError } from '@/components/FocusFirstError';
import { landFieldErrors } from '@/components/server-field-errors';
import { CancelButton } from '@/components/CancelButton';
import { FormDialog } from '@/components/FormDialog';

export interface MetricFormDialogProps {
  open: boolean;
  metric: PerformanceMetric | null;
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

/** Add / Edit Performance Metric: one form for both, the fields following the field type. */
export function MetricFormDialog({ open, metric, onClose }: MetricFormDialogProps) {
  const titleId = useId();
  const save = useSavePerformanceMetric();
  const reread = useRereadInList(performanceMetricsQueryOptions());
  const stale = useStaleRecord(open ? metric : null, () => reread(metric!.id));
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (
    values: MetricFormValues,
    helpers: FormikHelpers<MetricFormValues>,
  ) => {
    setError(null);
    try {
      const body = toMetricInput(values);
      await save.mutateAsync({ id: metric?.id, body, version: stale.version });
      stale.clear();
      onClose();
    } catch (err) {
      if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) {
        return;
      }
      if (!(await stale.handleError(err))) setError(getErrorMessage(err, METRIC_ERRORS.save));
    }
  };

  return (
    <FormDialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {metric ? 'Edit Performance Metric' : 'Add Performance Metric'}
      </DialogTitle>
      <Formik
        key={metric?.id ?? 'new'}
        initialValues={metricFormInitialValues(metric)}
        validate={validateMetricForm}
        onSubmit={handleSubmit}
      >
        {({ values, setFieldValue, isSubmitting }) => (
          <Form noValidate>
            <FormDirtyReporter />
            <FocusFirstError />
            <DialogContent dividers>
              {error ? (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {error}
                </Alert>
              ) : null}
              <StaleRecordNotice
                theirs={stale.theirs ? metricFormInitialValues(stale.theirs) : null}
                labels={METRIC_FIELD_LABELS}
                format={(field, value) =>
                  field === 'scaleType'
                    ? (METRIC_SCALE_TYPE_LABELS[value as keyof typeof METRIC_SCALE_TYPE_LABELS] ??
                      String(value))
                    : formatStaleValue(field, value)
                }
              />
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
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.required}
                        onChange={(e) => void setFieldValue('required', e.target.checked)}
                      />
                    }
                    label="Required"
                  />
                  <FormControlLabel
                    control={
                      <Switch
                        checked={values.isActive}
                        onChange={(e) => void setFieldValue('isActive', e.target.checked)}
                      />
                    }
                    label="Active"
                  />
                </Stack>
              </Stack>
            </DialogContent>
            <DialogActions>
              <CancelButton onCancel={onClose} />
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {metric ? 'Save Changes' : 'Add Metric'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
