import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import * as yup from 'yup';
import { getErrorMessage } from '@/api/error-message';
import { FormTextField } from '@/components/FormTextField';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { useRereadInList } from '@/hooks/use-reread-in-list';
import { useStaleRecord } from '@/hooks/use-stale-record';
import {
  organizationTypesQueryOptions,
  useSaveOrganizationType,
  type OrganizationType,
} from '@/api/resources/organization-types';
import { ORGANIZATION_TYPE_MESSAGES as M } from '../organization-type-messages';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { FocusFirstError } from '@/components/FocusFirstError';
import { landFieldErrors } from '@/components/server-field-errors';
import { CancelButton } from '@/components/CancelButton';
import { FormDialog } from '@/components/FormDialog';

export interface OrganizationTypeDialogProps {
  open: boolean;
  type: OrganizationType | null;
  onClose: () => void;
}

const schema = yup.object({
  name: yup.string().trim().required(M.nameRequired),
  description: yup.string().default(''),
});

const valuesOf = (type: OrganizationType | null) => ({
  name: type?.name ?? '',
  description: type?.description ?? '',
});

/** Add / Edit Organization Type (name required, description optional). */
export function OrganizationTypeDialog({ open, type, onClose }: OrganizationTypeDialogProps) {
  const titleId = useId();
  const save = useSaveOrganizationType();
  const reread = useRereadInList(organizationTypesQueryOptions());
  const stale = useStaleRecord(open ? type : null, () => reread(type!.id));
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (
    values: yup.InferType<typeof schema>,
    helpers: FormikHelpers<yup.InferType<typeof schema>>,
  ) => {
    setError(null);
    try {
      await save.mutateAsync({
        id: type?.id,
        body: { name: values.name.trim(), description: values.description.trim() || null },
        version: stale.version,
      });
      stale.clear();
      onClose();
    } catch (err) {
      if (landFieldErrors(err, Object.keys(values), helpers.setErrors)) {
        return;
      }
      if (!(await stale.handleError(err))) setError(getErrorMessage(err, M.save));
    }
  };

  return (
    <FormDialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {type ? 'Edit Organization Type' : 'Add Organization Type'}
      </DialogTitle>
      <Formik
        key={type?.id ?? 'new'}
        initialValues={valuesOf(type)}
        validationSchema={schema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
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
                theirs={stale.theirs ? valuesOf(stale.theirs) : null}
                labels={{ name: 'Name', description: 'Description' }}
              />
              <FormTextField
                name="name"
                maxLength={INPUT_LIMITS.OrganizationTypeInput.name.maxLength}
                label="Name"
                required
                fullWidth
                autoFocus
              />
              <FormTextField
                name="description"
                maxLength={INPUT_LIMITS.OrganizationTypeInput.description.maxLength}
                label="Description"
                multiline
                minRows={2}
                fullWidth
              />
            </DialogContent>
            <DialogActions>
              <CancelButton onCancel={onClose} />
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {type ? 'Save Changes' : 'Add Type'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </FormDialog>
  );
}
