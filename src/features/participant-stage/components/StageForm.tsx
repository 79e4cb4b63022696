import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { StageSaveError } from '@/api/resources/participants';
import {
  buildStageFormSchema,
  metricErrorsFromDetails,
  type StageFormValues,
  type StageMetric,
  type StageSubmitStatus,
} from '../stage-form';
import { compensationErrorsFromDetails } from '../promotion-form';
import { MetricField } from './fields/MetricField';

export interface StageFormProps {
  metrics: readonly StageMetric[];
  initialValues: StageFormValues;
  /** Manager reviews: the compensation rules apply and this section is shown under the metrics. */
  compensation?: ReactNode;
  /** Shown above the fields inside the form (the stale-answers notice). */
  notice?: ReactNode;
  /** Shown instead of the metric fields when the stage has none. */
  emptyMetrics?: ReactNode;
  readOnly?: boolean;
  /** Further rules (the guideline's exception justification), on top of the schema's. */
  extraValidate?: (values: StageFormValues, submit: boolean) => FormikErrors<StageFormValues>;
  /** Saves; throws a StageSaveError (or any error) to show the 'Submission failed' panel. */
  onSave: (values: StageFormValues, status: StageSubmitStatus) => Promise<void>;
}

/** The metric fields of a stage (and the compensation form), with Save Draft and Submit for Approval. */
export function StageForm({
  metrics,
  initialValues,
  compensation,
  notice,
  emptyMetrics,
  readOnly = false,
  extraValidate,
  onSave,
}: StageFormProps) {
  const intent = useRef<StageSubmitStatus>('draft');
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => buildStageFormSchema(metrics, Boolean(compensation)),
    [metrics, compensation],
  );

  const validate = async (values: StageFormValues) => {
    const submit = intent.current === 'pending_approval';
    const extra = extraValidate?.(values, submit) ?? {};
    try {
      await schema.validate(values, { abortEarly: false, context: { submit } });
      return extra;
    } catch (error) {
      return { ...yupToFormErrors<StageFormValues>(error), ...extra };
    }
  };

  const handleSubmit = async (values: StageFormValues, helpers: FormikHelpers<StageFormValues>) => {
    setFailure(null);
    try {
      await onSave(values, intent.current);
      // Saved: leaving the page now loses nothing.
      helpers.resetForm({ values });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      if (error instanceof StageSaveError && error.part === 'metrics') {
        const byMetric = metricErrorsFromDetails(error.details, error.sent);
        if (Object.keys(byMetric).length > 0) helpers.setErrors({ metrics: byMetric });
      } else if (error instanceof StageSaveError) {
        // The compensation's own fields (a promotion's justification) show the server's message.
        const fields = compensationErrorsFromDetails(error.details);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
      }
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={handleSubmit}>
      {({ isSubmitting, submitForm }) => {
        const handleClick = (status: StageSubmitStatus) => {
          intent.current = status;
          void submitForm();
        };
        return (
          <Form noValidate aria-label="Stage form">
            <FormDirtyReporter />
            <Stack spacing={3}>
              {failure ? (
                <Alert severity="error" role="alert">
                  <AlertTitle>Submission failed</AlertTitle>
                  {failure}
                </Alert>
              ) : null}
              {notice}
              <Paper
                variant="outlined"
                component="section"
                aria-labelledby="metrics-heading"
                sx={{ p: { xs: 2, md: 3 } }}
              >
                <Typography id="metrics-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
                  Performance Metrics
                </Typography>
                {metrics.length === 0 ? (
                  emptyMetrics
                ) : (
                  <Stack spacing={2.5}>
                    {metrics.map((metric) => (
                      <MetricField
                        key={metric.id}
                        metric={metric}
                        name={`metrics.${metric.id}`}
                        disabled={readOnly}
                      />
                    ))}
                  </Stack>
                )}
              </Paper>
              {compensation}
              {readOnly ? null : (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ justifyContent: 'flex-end' }}
                >
                  <Button
                    variant="outlined"
                    disabled={isSubmitting}
                    onClick={() => handleClick('draft')}
                  >
                    {isSubmitting && intent.current === 'draft' ? 'Saving...' : 'Save Draft'}
                  </Button>
                  <Button
                    variant="contained"
                    disabled={isSubmitting}
                    onClick={() => handleClick('pending_approval')}
                  >
                    {isSubmitting && intent.current === 'pending_approval'
                      ? 'Submitting...'
                      : 'Submit for Approval'}
                  </Button>
                </Stack>
              )}
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
