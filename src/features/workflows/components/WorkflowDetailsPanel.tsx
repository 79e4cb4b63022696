import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { FormSelectField } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import { SlideOver } from '@/components/SlideOver';
import { WORKFLOW_TYPE_LABELS } from '@/lib/workflows';
import { workflowDetailsSchema, type WorkflowDetails } from '../workflow-editor';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { CancelButton } from '@/components/CancelButton';
import { FocusFirstError } from '@/components/FocusFirstError';
import { INPUT_LIMITS } from '@/api/input-limits.gen';

const TYPE_OPTIONS = Object.entries(WORKFLOW_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export interface WorkflowDetailsPanelProps {
  open: boolean;
  mode: 'create' | 'edit';
  initialValues: WorkflowDetails;
  /** Changes on every opening, so the form starts again from `initialValues`. */
  openKey: number;
  onClose: () => void;
  onSubmit: (details: WorkflowDetails) => void;
}

/** 'Create New Workflow' / 'Edit Workflow Details': name, description and type (spec 02 §2). */
export function WorkflowDetailsPanel({
  open,
  mode,
  initialValues,
  openKey,
  onClose,
  onSubmit,
}: WorkflowDetailsPanelProps) {
  const formId = useId();
  return (
    <SlideOver
      open={open}
      onClose={onClose}
      title={mode === 'create' ? 'Create New Workflow' : 'Edit Workflow Details'}
      actions={
        <>
          <CancelButton onCancel={onClose} />
          <Button type="submit" form={formId} variant="contained">
            {mode === 'create' ? 'Create Workflow' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <Formik<WorkflowDetails>
        key={openKey}
        initialValues={initialValues}
        validationSchema={workflowDetailsSchema}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={(values) =>
          onSubmit({ ...values, name: values.name.trim(), description: values.description ?? '' })
        }
      >
        <Form id={formId} noValidate aria-label="Workflow details">
          <FormDirtyReporter />
          <FocusFirstError />
          <Stack spacing={1}>
            <FormTextField
              name="name"
              maxLength={INPUT_LIMITS.WorkflowTemplateInput.name.maxLength}
              label="Name"
              required
              fullWidth
              autoFocus
            />
            <FormTextField
              name="description"
              maxLength={INPUT_LIMITS.WorkflowTemplateInput.description.maxLength}
              label="Description"
              fullWidth
              multiline
              minRows={3}
            />
            <FormSelectField name="type" label="Type" required fullWidth options={TYPE_OPTIONS} />
          </Stack>
        </Form>
      </Formik>
    </SlideOver>
  );
}
