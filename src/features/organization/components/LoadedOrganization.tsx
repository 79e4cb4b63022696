import type { ReactNode } from 'react';
import { type Organization, useOrganization } from '@/api/resources/organization';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { ORGANIZATION_MESSAGES } from '../organization-messages';

export interface LoadedOrganizationProps {
  children: (organization: Organization) => ReactNode;
}

/** The settings pages' organization: a spinner while it loads, a retry when it failed. */
export function LoadedOrganization({ children }: LoadedOrganizationProps) {
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
  return children(organization.data);
}
