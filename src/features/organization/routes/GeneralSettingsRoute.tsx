import Stack from '@mui/material/Stack';
import { usePageTitle } from '@/hooks/use-page-title';
import { LoadedOrganization } from '../components/LoadedOrganization';
import { OrganizationDetailsForm } from '../components/OrganizationDetailsForm';
import { RegistrationSettingsCard } from '../components/RegistrationSettingsCard';

/** /admin/settings (General tab): organization details and user registration settings. */
export default function GeneralSettingsRoute() {
  usePageTitle('Settings');
  return (
    <LoadedOrganization>
      {(organization) => (
        <Stack spacing={3}>
          <OrganizationDetailsForm organization={organization} />
          <RegistrationSettingsCard organization={organization} />
        </Stack>
      )}
    </LoadedOrganization>
  );
}
