import Stack from '@mui/material/Stack';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOrganization } from '@/api/resources/organization';
import { OrganizationDetailsForm } from '../components/OrganizationDetailsForm';
import { RegistrationSettingsCard } from '../components/RegistrationSettingsCard';
import { ORGANIZATION_MESSAGES } from '../organization-messages';

/** /admin/settings (General tab): organization details and user registration settings. */
export default function GeneralSettingsRoute() {
  usePageTitle('Settings');
  const organization = useOrganization();
  if (organization.isPending) return <LoadingState />;
  if (organization.isError) {
    return (
      <ErrorBanner
        message={ORGANIZATION_MESSAGES.fetchFailed}
        onRetry={() => void organization.refetch()}
      />
    );
  }
  return (
    <Stack spacing={3}>
      <OrganizationDetailsForm organization={organization.data} />
      <RegistrationSettingsCard organization={organization.data} />
    </Stack>
  );
}
