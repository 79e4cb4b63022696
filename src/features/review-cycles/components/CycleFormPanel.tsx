import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { getErrorMessage } from '@/api/error-message';
import { LoadingState } from '@/components/LoadingState';
import { SlideOver } from '@/components/SlideOver';
import { useCycleFormOptions } from '../api/cycle-lookups';
import type { ReviewCycle } from '../api/review-cycles';
import { useSaveReviewCycle } from '../api/save-review-cycle';
import {
  CYCLE_SAVE_ERRORS,
  cycleFormSchema,
  cycleFormValues,
  toCycleInput,
  type CycleFormValues,
} from '../cycle-form';
import { CycleFormFields } from './CycleFormFields';

export interface CycleFormPanelProps {
  open: boolean;
  /** The cycle to edit; none to create one. */
  cycle?: ReviewCycle;
  onClose: () => void;
  onSaved?: (cycle: ReviewCycle) => void;
}

/** The right-side slide-over titled Create Review Cycle or Edit Review Cycle (spec 02 §2). */
export function CycleFormPanel({ open, cycle, onClose, onSaved }: CycleFormPanelProps) {
  const formId = useId();
  const editing = Boolean(cycle);
  const options = useCycleFormOptions(open);
  const save = useSaveReviewCycle();
  const fallback = editing ? CYCLE_SAVE_ERRORS.update : CYCLE_SAVE_ERRORS.create;

  const handleSubmit = async (values: CycleFormValues) => {
    try {
      const saved = await save.mutateAsync({ id: cycle?.id, input: toCycleInput(values, editing) });
      onSaved?.(saved);
      onClose();
    } catch {
      // The error is shown in the form (save.error).
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
          <Button onClick={handleClose}>Cancel</Button>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={save.isPending || options.isLoading}
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
            {detail ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {fallback}
                {detail !== fallback ? `: ${detail}` : ''}
              </Alert>
            ) : null}
            <CycleFormFields editing={editing} options={options} />
          </Form>
        </Formik>
      )}
    </SlideOver>
  );
}
