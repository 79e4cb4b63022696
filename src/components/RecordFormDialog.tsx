import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { type ReactNode, useId } from 'react';
import { CancelButton } from './CancelButton';
import { FocusFirstError } from './FocusFirstError';
import { FormDialog } from './FormDialog';
import { FormDirtyReporter } from './FormDirtyReporter';
import { StaleRecordNotice, type StaleRecordNoticeProps } from './StaleRecordNotice';

export type RecordFormDialogProps<V extends FormikValues> = Pick<
  FormikConfig<V>,
  'initialValues' | 'validate' | 'validationSchema' | 'onSubmit'
> & {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  maxWidth: 'xs' | 'sm';
  /** The record's id ('new' when adding): a change starts the form afresh. */
  formKey: string;
  /** The form's message (a failed save), shown above the fields. */
  error: string | null;
  /** The record as someone else left it, after a refused save (see StaleRecordNotice). */
  stale: StaleRecordNoticeProps<V>;
  /** The fields (a function: of the form's state). */
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
};

/** The add / edit dialog of one record: its form, the save's message and the stale-record notice. */
export function RecordFormDialog<V extends FormikValues>({
  open,
  onClose,
  title,
  submitLabel,
  maxWidth,
  formKey,
  error,
  stale,
  children,
  ...formik
}: RecordFormDialogProps<V>) {
  const formId = useId();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${formId}-title`}
    >
      <DialogTitle id={`${formId}-title`}>{title}</DialogTitle>
      <Formik key={formKey} {...formik}>
        {(form) => (
          <Form id={formId} noValidate>
            <FormDirtyReporter />
            <FocusFirstError />
            <DialogContent dividers>
              {error ? (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {error}
                </Alert>
              ) : null}
              <StaleRecordNotice {...stale} />
              {typeof children === 'function' ? children(form) : children}
            </DialogContent>
            <DialogActions>
              <CancelButton onCancel={onClose} />
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {submitLabel}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
