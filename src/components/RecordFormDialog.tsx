import DialogTitle from '@mui/material/DialogTitle';
import { Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { type ReactNode, useId } from 'react';
import { DialogFormBody } from './DialogFormBody';
import { useRecordSubmit } from '@/hooks/use-record-submit';
import type { StaleRecord } from '@/hooks/use-stale-record';
import { FormDialog } from './FormDialog';
import { FORM_SAVED } from './FormSubmittingReporter';
import { StaleRecordNotice, type StaleRecordNoticeProps } from './StaleRecordNotice';

export type RecordFormDialogProps<V extends FormikValues, R> = Pick<
  FormikConfig<V>,
  'initialValues' | 'validate' | 'validationSchema'
> &
  Pick<StaleRecordNoticeProps<V>, 'labels' | 'format'> & {
    open: boolean;
    onClose: () => void;
    /** The record to edit; null adds one. */
    record: (R & { id: string }) | null;
    /** What the record is: the title reads "Add <noun>" or "Edit <noun>". */
    noun: string;
    /** The submit button's text when adding (editing: "Save Changes"). */
    addLabel: string;
    maxWidth: 'xs' | 'sm' | 'md';
    /** The version the edit is based on (useStaleRecord of `record`). */
    stale: StaleRecord<R>;
    /** The form's values of a record (the stale-record notice compares them). */
    valuesOf: (record: R) => V;
    /** Saves the values; the dialog then closes. */
    onSave: (values: V) => Promise<unknown>;
    /** The message of a failed save when the server gives none. */
    saveFailed: string;
    /** The fields (a function: of the form's state). */
    children: ReactNode | ((form: FormikProps<V>) => ReactNode);
  };

/**
 * The add / edit dialog of one record: its form, the save (a field's 400 on the field, a refused
 * stale save shown with their values, other failures as the form's message) and Cancel.
 */
export function RecordFormDialog<V extends FormikValues, R>({
  open,
  onClose,
  record,
  noun,
  addLabel,
  maxWidth,
  stale,
  valuesOf,
  onSave,
  saveFailed,
  labels,
  format,
  children,
  ...formik
}: RecordFormDialogProps<V, R>) {
  const formId = useId();
  const { errorFor, submit } = useRecordSubmit(stale, saveFailed);
  const handleSubmit: FormikConfig<V>['onSubmit'] = (values, helpers) =>
    submit(values, helpers, async () => {
      await onSave(values);
      stale.clear();
      // Disabled while the dialog fades out: a double click's second click must not save again.
      helpers.setStatus(FORM_SAVED);
      onClose();
    });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${formId}-title`}
    >
      <DialogTitle id={`${formId}-title`}>{`${record ? 'Edit' : 'Add'} ${noun}`}</DialogTitle>
      <Formik key={record?.id ?? 'new'} {...formik} onSubmit={handleSubmit}>
        {(form) => (
          <DialogFormBody
            id={formId}
            error={errorFor(form.values)}
            submitLabel={record ? 'Save Changes' : addLabel}
            isSubmitting={form.isSubmitting || form.status === FORM_SAVED}
            onCancel={onClose}
          >
            <StaleRecordNotice
              theirs={stale.theirs ? valuesOf(stale.theirs) : null}
              labels={labels}
              format={format}
            />
            {typeof children === 'function' ? children(form) : children}
          </DialogFormBody>
        )}
      </Formik>
    </FormDialog>
  );
}
