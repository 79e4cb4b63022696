import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { FormSelectField } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import { hasManagerSection, SELECTABLE_STAGE_TYPES, stageTypeLabel } from '@/lib/review-stages';
import type { PerformanceMetric } from '@/api/resources/performance-metrics';
import { reviewStageSchema, type StageFormValues } from '../stage-form';
import { CompensationConfigSection } from './CompensationConfigSection';
import { PeerReviewSection } from './PeerReviewSection';
import { StageMetricsField } from './StageMetricsField';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { FocusFirstError } from '@/components/FocusFirstError';
import { INPUT_LIMITS } from '@/api/input-limits.gen';

export interface ReviewStageFormProps {
  formId: string;
  initialValues: StageFormValues;
  metrics: PerformanceMetric[];
  metricsLoading: boolean;
  error?: string | null;
  /** Shown above the fields inside the form (the stale-record notice). */
  notice?: ReactNode;
  onSubmit: (values: StageFormValues, helpers: FormikHelpers<StageFormValues>) => void;
}

/** Spec 02 §2: the stage's name and type, then the sections its type needs. */
export function ReviewStageForm({
  formId,
  initialValues,
  metrics,
  metricsLoading,
  error,
  notice,
  onSubmit,
}: ReviewStageFormProps) {
  const typeOptions = (current: string) => {
    const types: string[] = [...SELECTABLE_STAGE_TYPES];
    // A stored stage of another type (e.g. peer_review) keeps showing its type.
    if (current && !types.includes(current)) types.push(current);
    return types.map((value) => ({ value, label: stageTypeLabel(value) }));
  };

  return (
    <Formik<StageFormValues>
      initialValues={initialValues}
      validationSchema={reviewStageSchema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <Form id={formId} noValidate aria-label="Review stage">
          <FormDirtyReporter />
          <FocusFirstError />
          <Stack spacing={1}>
            {error ? <ErrorBanner message={error} /> : null}
            {notice}
            <FormTextField
              name="name"
              maxLength={INPUT_LIMITS.ReviewStageInput.name.maxLength}
              label="Stage Name"
              required
              fullWidth
              autoFocus
            />
            <FormSelectField
              name="type"
              label="Stage Type"
              required
              fullWidth
              placeholder="Select a stage type"
              options={typeOptions(initialValues.type)}
            />
          </Stack>
          {values.type === 'peer_review' ? <PeerReviewSection /> : null}
          {hasManagerSection(values.type) ? <CompensationConfigSection /> : null}
          <StageMetricsField metrics={metrics} isLoading={metricsLoading} />
        </Form>
      )}
    </Formik>
  );
}
