import Stack from '@mui/material/Stack';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOrganizationTypes } from '@/api/resources/organization-types';
import { OrganizationDetailsForm } from '../components/OrganizationDetailsForm';
import { LoadedOrganization } from '../components/LoadedOrganization';
import { OrganizationSummary } from '../components/OrganizationSummary';

/** /admin/settings/organization: the organization's details, domain and contact person. */
export default function OrganizationSettingsRoute() {
  usePageTitle('Organization Settings');
  const types = useOrganizationTypes();
  return (
    <LoadedOrganization>
      {(org) => (
        <Stack spacing={3}>
          <OrganizationSummary
            organization={org}
            typeName={types.data?.find((t) => t.id === org.typeId)?.name ?? '—'}
          />
          <OrganizationDetailsForm organization={org} variant="full" />
        </Stack>
      )}
    </LoadedOrganization>
  );
}
