import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { Form } from 'formik';
import type { ReactNode } from 'react';
import { CancelButton } from './CancelButton';
import { ErrorBanner } from './ErrorBanner';
import { FocusFirstError } from './FocusFirstError';
import { FormDirtyReporter } from './FormDirtyReporter';

export interface DialogFormBodyProps {
  /** The form's id (a submit button outside the form can point at it). */
  id?: string;
  /** A failed submit's message, above the fields. */
  error?: string | null;
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A formik form inside a dialog: it reports unsaved edits (Cancel asks before discarding them),
 * focuses the first field in error after a failed submit, and ends with Cancel and submit.
 */
export function DialogFormBody({
  id,
  error,
  submitLabel,
  isSubmitting,
  onCancel,
  children,
}: DialogFormBodyProps) {
  return (
    <Form id={id} noValidate>
      <FormDirtyReporter />
      <FocusFirstError />
      <DialogContent dividers>
        {error ? <ErrorBanner message={error} sx={{ mb: 2 }} /> : null}
        {children}
      </DialogContent>
      <DialogActions>
        <CancelButton onCancel={onCancel} />
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Form>
  );
}
