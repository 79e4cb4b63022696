import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import {
  organizationTypesQueryOptions,
  useSaveOrganizationType,
  type OrganizationType,
} from '@/api/resources/organization-types';
import { FormTextField } from '@/components/FormTextField';
import { RecordFormDialog } from '@/components/RecordFormDialog';
import { useRecordSubmit } from '@/hooks/use-record-submit';
import { useRereadInList } from '@/hooks/use-reread-in-list';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { ORGANIZATION_TYPE_MESSAGES as M } from '../organization-type-messages';

export interface OrganizationTypeDialogProps {
  open: boolean;
  type: OrganizationType | null;
  onClose: () => void;
}

const schema = yup.object({
  name: yup.string().trim().required(M.nameRequired),
  description: yup.string().default(''),
});

type OrganizationTypeValues = yup.InferType<typeof schema>;

const valuesOf = (type: OrganizationType | null) => ({
  name: type?.name ?? '',
  description: type?.description ?? '',
});

/** Add / Edit Organization Type (name required, description optional). */
export function OrganizationTypeDialog({ open, type, onClose }: OrganizationTypeDialogProps) {
  const save = useSaveOrganizationType();
  const reread = useRereadInList(organizationTypesQueryOptions());
  const stale = useStaleRecord(open ? type : null, () => reread(type!.id));
  const { error, submit } = useRecordSubmit(stale, M.save);

  const handleSubmit = (
    values: OrganizationTypeValues,
    helpers: FormikHelpers<OrganizationTypeValues>,
  ) =>
    submit(values, helpers, async () => {
      await save.mutateAsync({
        id: type?.id,
        body: { name: values.name.trim(), description: values.description.trim() || null },
        version: stale.version,
      });
      stale.clear();
      onClose();
    });

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      title={type ? 'Edit Organization Type' : 'Add Organization Type'}
      submitLabel={type ? 'Save Changes' : 'Add Type'}
      maxWidth="xs"
      formKey={type?.id ?? 'new'}
      initialValues={valuesOf(type)}
      validationSchema={schema}
      onSubmit={handleSubmit}
      error={error}
      stale={{
        theirs: stale.theirs ? valuesOf(stale.theirs) : null,
        labels: { name: 'Name', description: 'Description' },
      }}
    >
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
    </RecordFormDialog>
  );
}
