import * as yup from 'yup';
import { lineText, multilineText } from '@/lib/form-schemas';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import {
  organizationTypesQueryOptions,
  useSaveOrganizationType,
  type OrganizationType,
} from '@/api/resources/organization-types';
import { FormTextField } from '@/components/FormTextField';
import { RecordFormDialog } from '@/components/RecordFormDialog';
import { useRereadInList } from '@/hooks/use-reread-in-list';
import { useStaleRecord } from '@/hooks/use-stale-record';
import { ORGANIZATION_TYPE_MESSAGES as M } from '../organization-type-messages';

export interface OrganizationTypeDialogProps {
  open: boolean;
  type: OrganizationType | null;
  onClose: () => void;
}

const schema = yup.object({
  name: lineText().trim().required(M.nameRequired),
  description: multilineText().default(''),
});

type OrganizationTypeValues = yup.InferType<typeof schema>;

const valuesOf = (type: OrganizationType | null) => ({
  name: type?.name ?? '',
  description: type?.description ?? '',
});

export function OrganizationTypeDialog({ open, type, onClose }: OrganizationTypeDialogProps) {
  const save = useSaveOrganizationType();
  const reread = useRereadInList(organizationTypesQueryOptions());
  const stale = useStaleRecord(open ? type : null, () => reread(type!.id));

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      record={type}
      noun="Organization Type"
      addLabel="Add Type"
      maxWidth="xs"
      initialValues={valuesOf(type)}
      validationSchema={schema}
      stale={stale}
      valuesOf={valuesOf}
      labels={{ name: 'Name', description: 'Description' }}
      saveFailed={M.save}
      onSave={(values: OrganizationTypeValues) =>
        save.mutateAsync({
          id: type?.id,
          body: { name: values.name.trim(), description: values.description.trim() || null },
          version: stale.version,
        })
      }
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
