import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Form, Formik, type FormikHelpers } from 'formik';
import { getErrorMessage } from '@/api/error-message';
import { LoadingState } from '@/components/LoadingState';
import { SlideOver } from '@/components/SlideOver';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { formatStaleValue } from '@/components/stale-record-changes';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { useCycleFormOptions } from '../use-cycle-form-options';
import {
  type ReviewCycle,
  useRereadReviewCycle,
  useSaveReviewCycle,
} from '@/api/resources/review-cycles';
import {
  CYCLE_SAVE_ERRORS,
  cycleFormSchema,
  cycleFormValues,
  toCycleInput,
  type CycleFormValues,
} from '../cycle-form';
import { CycleFormFields } from './CycleFormFields';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { FORM_SAVED, FormSubmittingReporter } from '@/components/FormSubmittingReporter';
import { FocusFirstError } from '@/components/FocusFirstError';
import { landFieldErrors } from '@/components/server-field-errors';
import { CancelButton } from '@/components/CancelButton';

export interface CycleFormPanelProps {
  open: boolean;
  /** The cycle to edit; none to create one. */
  cycle?: ReviewCycle;
  onClose: () => void;
  onSaved?: (cycle: ReviewCycle) => void;
}

const CYCLE_FIELD_LABELS = {
  name: 'Name',
  type: 'Type',
  startDate: 'Start Date',
  endDate: 'End Date',
  totalBudget: 'Total Budget',
  increaseBudget: 'Increase Budget',
  bonusBudget: 'Bonus Budget',
  status: 'Status',
  teamIds: 'Teams',
  employeeIds: 'Employees',
  adminOverride: 'Admin Override',
  adminOverrideJustification: 'Admin Override Justification',
  reviewWorkflowTemplateId: 'Review Workflow Template',
  approvalWorkflowTemplateId: 'Approval Workflow Template',
};

/** The right-side slide-over titled Create Review Cycle or Edit Review Cycle (spec 02 §2). */
export function CycleFormPanel({ open, cycle, onClose, onSaved }: CycleFormPanelProps) {
  const formId = useId();
  const editing = Boolean(cycle);
  const options = useCycleFormOptions(open);
  const save = useSaveReviewCycle();
  const [submitting, setSubmitting] = useState(false);
  const reread = useRereadReviewCycle();
  const stale = useStaleRecord(open ? cycle : null, () => reread(cycle!.id));
  const optionLists: Record<string, Array<{ id: string; name: string }>> = {
    type: options.types,
    status: options.statuses,
    teamIds: options.teams,
    employeeIds: options.employees,
    reviewWorkflowTemplateId: options.reviewTemplates,
    approvalWorkflowTemplateId: options.approvalTemplates,
  };
  const fallback = editing ? CYCLE_SAVE_ERRORS.update : CYCLE_SAVE_ERRORS.create;

  const handleSubmit = async (values: CycleFormValues, helpers: FormikHelpers<CycleFormValues>) => {
    try {
      const input = toCycleInput(values, editing);
      const saved = await save.mutateAsync({ id: cycle?.id, input, version: stale.version });
      stale.clear();
      helpers.setStatus(FORM_SAVED);
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) {
        save.reset();
        return;
      }
      // Other errors are shown in the form (save.error).
      if (await stale.handleError(err)) save.reset();
    }
  };
  const handleClose = () => {
    save.reset();
    onClose();
  };
  const detail = save.error ? getErrorMessage(save.error, fallback) : null;

  return (
    <SlideOver
      open={open}
      onClose={handleClose}
      title={editing ? 'Edit Review Cycle' : 'Create Review Cycle'}
      width={560}
      actions={
        <>
          <CancelButton onCancel={handleClose} />
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={submitting || save.isPending || options.isLoading}
          >
            {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Create Review Cycle'}
          </Button>
        </>
      }
    >
      {options.isLoading ? (
        <LoadingState />
      ) : (
        <Formik<CycleFormValues>
          key={cycle?.id ?? 'new'}
          initialValues={cycleFormValues(cycle)}
          validationSchema={cycleFormSchema}
          validateOnBlur={false}
          onSubmit={handleSubmit}
        >
          <Form id={formId} noValidate>
            <FormDirtyReporter />
            <FormSubmittingReporter onChange={setSubmitting} />
            <FocusFirstError />
            {detail ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {fallback}
                {detail !== fallback ? `: ${detail}` : ''}
              </Alert>
            ) : null}
            <StaleRecordNotice
              theirs={stale.theirs ? cycleFormValues(stale.theirs) : null}
              labels={CYCLE_FIELD_LABELS}
              format={(field, value) => {
                const list = optionLists[field];
                const named = (v: unknown) => list?.find((o) => o.id === v)?.name ?? v;
                return formatStaleValue(
                  field,
                  Array.isArray(value) ? value.map(named) : named(value),
                );
              }}
            />
            <CycleFormFields editing={editing} options={options} />
          </Form>
        </Formik>
      )}
    </SlideOver>
  );
}
