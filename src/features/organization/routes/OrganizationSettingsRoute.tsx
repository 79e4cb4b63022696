import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOrganization } from '@/api/resources/organization';
import { useOrganizationTypes } from '@/api/resources/organization-types';
import { OrganizationDetailsForm } from '../components/OrganizationDetailsForm';
import { ORGANIZATION_MESSAGES } from '../organization-messages';

/** /admin/settings/organization: the organization's details, domain and contact person. */
export default function OrganizationSettingsRoute() {
  usePageTitle('Organization Settings');
  const organization = useOrganization();
  const types = useOrganizationTypes();
  if (organization.isPending) return <LoadingState />;
  if (organization.isError) {
    return (
      <ErrorBanner
        message={ORGANIZATION_MESSAGES.fetchFailed}
        onRetry={() => void organization.refetch()}
      />
    );
  }
  const org = organization.data;
  const typeName = types.data?.find((t) => t.id === org.typeId)?.name ?? '—';
  const facts: Array<[string, string]> = [
    ['Organization ID', org.id],
    ['Type', typeName],
    ['Domain', org.domain ?? '—'],
    [
      'Created',
      new Date(org.createdAt).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }),
    ],
  ];
  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-label="Organization Summary">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {org.name}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} component="dl" sx={{ m: 0 }}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </div>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <OrganizationDetailsForm organization={org} variant="full" />
    </Stack>
  );
}
