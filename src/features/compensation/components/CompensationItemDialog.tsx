import { type ReactNode, useId } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ErrorBanner } from '@/components/ErrorBanner';
import { CancelButton } from '@/components/CancelButton';
import { FormDialog } from '@/components/FormDialog';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { FormTextField } from '@/components/FormTextField';
import { compensationItemSchema, type CompensationItemFormValues } from '../compensation-item-form';
import { FocusFirstError } from '@/components/FocusFirstError';
import { INPUT_LIMITS } from '@/api/input-limits.gen';

const NAME_PLACEHOLDER = {
  category: 'e.g., Base Salary, Bonuses',
  type: 'e.g., Annual Bonus',
} as const;

export interface CompensationItemDialogProps {
  open: boolean;
  kind: 'category' | 'type';
  mode: 'create' | 'edit';
  initialValues: CompensationItemFormValues;
  /** Changes on every opening, so the form starts again from `initialValues`. */
  openKey: number;
  isSaving: boolean;
  error?: string | null;
  /** Shown above the fields inside the form (the stale-record notice). */
  notice?: ReactNode;
  onClose: () => void;
  onSubmit: (
    values: CompensationItemFormValues,
    helpers: FormikHelpers<CompensationItemFormValues>,
  ) => void;
}

/** 'Add Category' / 'Edit Category' and 'Add Type' / 'Edit Type': name, description, display order (spec 02 §2). */
export function CompensationItemDialog({
  open,
  kind,
  mode,
  initialValues,
  openKey,
  isSaving,
  error,
  notice,
  onClose,
  onSubmit,
}: CompensationItemDialogProps) {
  const formId = useId();
  const titleId = useId();
  const noun = kind === 'category' ? 'Category' : 'Type';
  return (
    <FormDialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${mode === 'create' ? 'Add' : 'Edit'} ${noun}`}</DialogTitle>
      <DialogContent>
        <Formik<CompensationItemFormValues>
          key={openKey}
          initialValues={initialValues}
          validationSchema={compensationItemSchema}
          validateOnChange={false}
          validateOnBlur={false}
          onSubmit={onSubmit}
        >
          <Form id={formId} noValidate aria-label={noun}>
            <FormDirtyReporter />
            <FocusFirstError />
            <Stack spacing={1} sx={{ pt: 1 }}>
              {error ? <ErrorBanner message={error} /> : null}
              {notice}
              <FormTextField
                name="name"
                maxLength={INPUT_LIMITS.CompensationCategoryInput.name.maxLength}
                label="Name"
                required
                fullWidth
                autoFocus
                placeholder={NAME_PLACEHOLDER[kind]}
              />
              <FormTextField
                name="description"
                maxLength={INPUT_LIMITS.CompensationCategoryInput.description.maxLength}
                label="Description"
                fullWidth
                multiline
                minRows={2}
              />
              <FormTextField
                name="order"
                label="Display Order"
                type="number"
                fullWidth
                slotProps={{ htmlInput: { min: 0, step: 1 } }}
              />
            </Stack>
          </Form>
        </Formik>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <CancelButton onCancel={onClose} />
        <Button type="submit" form={formId} variant="contained" disabled={isSaving}>
          {isSaving ? 'Saving...' : mode === 'create' ? 'Create' : 'Update'}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
