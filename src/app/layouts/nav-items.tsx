import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import PersonOutline from '@mui/icons-material/PersonOutline';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StairsOutlined from '@mui/icons-material/StairsOutlined';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';

export type NavItem = {
  label: string;
  href: string;
  icon: ReactNode;
  /** Active only on this exact path (a section root such as /admin). */
  end?: boolean;
  /** Also active on these routes and below: the section's pages that other roles open too. */
  activeUnder?: readonly string[];
};

export type ShellNav = {
  items: readonly NavItem[];
  profileHref: string;
};

/** Spec 01 §2 Navigation: the admin sidebar; the user block at the top opens /admin/profile. */
export const ADMIN_NAV: ShellNav = {
  profileHref: paths.admin.profile.getHref(),
  items: [
    {
      label: 'Dashboard',
      href: paths.admin.root.getHref(),
      icon: <DashboardOutlined />,
      end: true,
    },
    {
      label: 'Review Cycles',
      href: paths.admin.reviewCycles.getHref(),
      icon: <EventNoteOutlined />,
      activeUnder: [paths.reviewCycle.path],
    },
    { label: 'Teams', href: paths.admin.teams.getHref(), icon: <GroupsOutlined /> },
    { label: 'Employees', href: paths.admin.employees.getHref(), icon: <BadgeOutlined /> },
    {
      label: 'Levels & Bands',
      href: paths.admin.levels.getHref(),
      icon: <StairsOutlined />,
    },
    { label: 'Users', href: paths.admin.users.getHref(), icon: <PeopleOutline /> },
    { label: 'Settings', href: paths.admin.settings.general.getHref(), icon: <SettingsOutlined /> },
    { label: 'Audit Trail', href: paths.admin.audit.getHref(), icon: <HistoryOutlined /> },
    { label: 'System Utilities', href: paths.admin.utilities.getHref(), icon: <BuildOutlined /> },
  ],
};

export const MANAGER_NAV: ShellNav = {
  profileHref: paths.manager.profile.getHref(),
  items: [
    { label: 'Dashboard', href: paths.manager.dashboard.getHref(), icon: <DashboardOutlined /> },
    { label: 'My Team', href: paths.manager.team.getHref(), icon: <GroupsOutlined /> },
    { label: 'Reviews', href: paths.manager.reviews.getHref(), icon: <RateReviewOutlined /> },
    { label: 'My Profile', href: paths.manager.profile.getHref(), icon: <PersonOutline /> },
  ],
};

export const EMPLOYEE_NAV: ShellNav = {
  profileHref: paths.me.profile.getHref(),
  items: [
    { label: 'Dashboard', href: paths.dashboard.getHref(), icon: <DashboardOutlined /> },
    { label: 'My Team', href: paths.me.team.getHref(), icon: <GroupsOutlined /> },
    { label: 'Self Review', href: paths.me.selfReviews.getHref(), icon: <RateReviewOutlined /> },
    { label: 'Performance', href: paths.me.performance.getHref(), icon: <InsightsOutlined /> },
    { label: 'Compensation', href: paths.me.compensation.getHref(), icon: <PaymentsOutlined /> },
    { label: 'My Profile', href: paths.me.profile.getHref(), icon: <PersonOutline /> },
  ],
};

export function navForRole(role: string | undefined): ShellNav {
  if (role === 'admin') return ADMIN_NAV;
  if (role === 'manager') return MANAGER_NAV;
  return EMPLOYEE_NAV;
}
