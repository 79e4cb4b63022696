import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { paths } from '@/config/paths';
import { type QuickAction, QuickActionStack } from '../QuickActionButtons';
import { SectionCard } from '@/components/SectionCard';

export interface ManagerQuickActionsProps {
  /** Where 'View Approvals' leads: the manager's active cycle (the admin cycle list is admin-only). */
  approvalsHref: string;
}

/** Spec 01 §2 quick actions: View Reviews, Manage Team, View Approvals. */
export function ManagerQuickActions({ approvalsHref }: ManagerQuickActionsProps) {
  const actions: QuickAction[] = [
    { label: 'View Reviews', to: paths.manager.reviews.getHref(), icon: <RateReviewOutlined /> },
    { label: 'Manage Team', to: paths.manager.team.getHref(), icon: <GroupsOutlined /> },
    { label: 'View Approvals', to: approvalsHref, icon: <FactCheckOutlined /> },
  ];
  return (
    <SectionCard title="Quick Actions" titleGap={1.5}>
      <QuickActionStack actions={actions} />
    </SectionCard>
  );
}
