import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormDirtyReporter } from '@/components/FormDirtyReporter';
import { useState } from 'react';
import * as yup from 'yup';
import { lineText } from '@/lib/form-schemas';
import { getErrorMessage } from '@/api/error-message';
import { FormSelectField } from '@/components/FormSelectField';
import { FormTextField } from '@/components/FormTextField';
import { StaleRecordNotice } from '@/components/StaleRecordNotice';
import { formatStaleValue } from '@/components/stale-record-changes';
import { useStaleRecord } from '@/hooks/use-stale-record';
import {
  useRereadOrganization,
  useUpdateOrganization,
  type Organization,
} from '@/api/resources/organization';
import { useOrganizationTypes } from '@/api/resources/organization-types';
import { ORGANIZATION_MESSAGES as M } from '../organization-messages';
import { landFieldErrors } from '@/components/server-field-errors';
import { INPUT_LIMITS } from '@/api/input-limits.gen';
import { SectionCard } from '@/components/SectionCard';

export interface OrganizationDetailsFormProps {
  organization: Organization;
  /** 'general': name and type; 'full': also the domain and contact person (Organization tab). */
  variant?: 'general' | 'full';
}

const DOMAIN = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

const schema = yup.object({
  name: lineText().trim().required(M.nameRequired),
  typeId: yup.string().required(M.typeRequired),
  domain: yup
    .string()
    .default('')
    .test(
      'domain',
      'Please enter a valid domain, e.g. example.com',
      (v) => !v?.trim() || DOMAIN.test(v.trim()),
    ),
  firstName: lineText().default(''),
  lastName: lineText().default(''),
});

type Values = yup.InferType<typeof schema>;

const detailsOf = (organization: Organization): Values => ({
  name: organization.name,
  typeId: organization.typeId ?? '',
  domain: organization.domain ?? '',
  firstName: organization.firstName,
  lastName: organization.lastName,
});

const LABELS = { name: 'Organization Name', typeId: 'Organization Type' };
const FULL_LABELS = {
  ...LABELS,
  domain: 'Domain',
  firstName: 'Contact First Name',
  lastName: 'Contact Last Name',
};

/** Spec 01 §2 settings: organization details (name and type required); the Organization tab adds domain and contact. */
export function OrganizationDetailsForm({
  organization,
  variant = 'general',
}: OrganizationDetailsFormProps) {
  const types = useOrganizationTypes();
  const update = useUpdateOrganization();
  const reread = useRereadOrganization();
  const stale = useStaleRecord(organization, reread, detailsOf);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const full = variant === 'full';

  const handleSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setStatus(null);
    try {
      const current = stale.theirs ?? organization;
      const body = {
        name: values.name.trim(),
        typeId: values.typeId,
        domain: full ? values.domain.trim() || null : current.domain,
        firstName: full ? values.firstName.trim() : current.firstName,
        lastName: full ? values.lastName.trim() : current.lastName,
      };
      stale.clear(await update.mutateAsync({ body, version: stale.version }));
      // Saved: leaving the page now loses nothing.
      helpers.resetForm({ values });
      setStatus({ ok: true, text: M.saved });
    } catch (error) {
      if (landFieldErrors(error, Object.keys(values), helpers.setErrors)) {
        return;
      }
      if (!(await stale.handleError(error)))
        setStatus({ ok: false, text: getErrorMessage(error, M.updateFailed) });
    }
  };

  return (
    <SectionCard headingId="organization-details-title" title="Organization Details">
      {types.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.typesFailed}
        </Alert>
      ) : null}
      {status ? (
        <Alert severity={status.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
          {status.text}
        </Alert>
      ) : null}
      <Formik
        initialValues={detailsOf(organization)}
        validationSchema={schema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormDirtyReporter />
            <StaleRecordNotice
              theirs={stale.theirs ? detailsOf(stale.theirs) : null}
              labels={full ? FULL_LABELS : LABELS}
              format={(field, value) =>
                field === 'typeId'
                  ? (types.data?.find((t) => t.id === value)?.name ?? String(value))
                  : formatStaleValue(field, value)
              }
            />
            <Stack spacing={1} sx={{ maxWidth: 560 }}>
              <FormTextField
                name="name"
                maxLength={INPUT_LIMITS.OrganizationUpdate.name.maxLength}
                label="Organization Name"
                required
                fullWidth
              />
              <FormSelectField
                name="typeId"
                label="Organization Type"
                required
                fullWidth
                placeholder="Select organization type"
                options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              />
              {full ? (
                <>
                  <FormTextField
                    name="domain"
                    maxLength={INPUT_LIMITS.OrganizationUpdate.domain.maxLength}
                    label="Domain"
                    fullWidth
                    helperText="The email domain of your people, e.g. acme.com"
                  />
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField
                      name="firstName"
                      maxLength={INPUT_LIMITS.OrganizationUpdate.firstName.maxLength}
                      label="Contact First Name"
                      fullWidth
                    />
                    <FormTextField
                      name="lastName"
                      maxLength={INPUT_LIMITS.OrganizationUpdate.lastName.maxLength}
                      label="Contact Last Name"
                      fullWidth
                    />
                  </Stack>
                </>
              ) : null}
              <div>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  Save Changes
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </SectionCard>
  );
}
