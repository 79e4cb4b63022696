import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ComponentType, lazy, Suspense } from 'react';
import { getSessionSnapshot } from '@/api/session';
import { PRODUCT_NAME } from '@/config/constants';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/hooks/useSession';
import { queryClient } from '@/app/query-client';
import { isDashboardPath, prefetchAdminDashboard } from './prefetch-admin-dashboard';

type DashboardRole = 'admin' | 'manager' | 'employee';

const TITLES: Record<DashboardRole, string> = {
  admin: 'Admin Dashboard',
  manager: 'Manager Dashboard',
  employee: 'Employee Dashboard',
};

// A glob (not a plain import) so the shell works before and after the dashboard screens exist.
const modules = import.meta.glob<{ default: ComponentType }>(
  './routes/{Admin,Manager,Employee}DashboardRoute.tsx',
);

function dashboardFor(role: DashboardRole): ComponentType {
  const name = `${role.charAt(0).toUpperCase()}${role.slice(1)}`;
  const load = modules[`./routes/${name}DashboardRoute.tsx`];
  return load ? lazy(load) : () => <FallbackDashboard title={TITLES[role]} />;
}

const DASHBOARDS: Record<DashboardRole, ComponentType> = {
  admin: dashboardFor('admin'),
  manager: dashboardFor('manager'),
  employee: dashboardFor('employee'),
};

/** Dashboards already downloaded: rendered directly, without a Suspense fallback in between. */
const LOADED: Partial<Record<string, ComponentType>> = {};

// On a page opened on a dashboard, the stored user's dashboard starts downloading with this module,
// while the session is still being validated, instead of after it; an admin's numbers are asked for
// meanwhile too. This module comes with the signed-in shell on every page: elsewhere it waits.
const stored = getSessionSnapshot();
const storedRole = isDashboardPath(window.location.pathname) ? stored.user?.role : undefined;
if (storedRole === 'admin' && stored.token && !stored.requiresPasswordChange) {
  prefetchAdminDashboard(queryClient);
}
if (storedRole) {
  const name = `${storedRole.charAt(0).toUpperCase()}${storedRole.slice(1)}`;
  void modules[`./routes/${name}DashboardRoute.tsx`]?.().then(
    (module) => void (LOADED[storedRole] = module.default),
    () => undefined,
  );
}

function FallbackDashboard({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Typography variant="h1" component="h1">
      {title}
    </Typography>
  );
}

function LoadingDashboard() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label="Loading dashboard" />
    </Box>
  );
}

function RoleNotConfigured({ role }: { role: string }) {
  usePageTitle('Dashboard');
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Welcome to {PRODUCT_NAME}
      </Typography>
      <Typography gutterBottom>
        Your role is not yet configured. Please contact your administrator.
      </Typography>
      <Typography color="text.secondary">Current role: {role}</Typography>
    </>
  );
}

function isDashboardRole(role: string): role is DashboardRole {
  return role in TITLES;
}

/** Spec 01 §2 /dashboard: the dashboard of the user's role, a notice for other roles and for no user. */
export default function DashboardSwitch() {
  const { user } = useSession();
  if (!user) return <Typography>Please log in to access your dashboard.</Typography>;
  const role: string = user.role;
  if (!isDashboardRole(role)) return <RoleNotConfigured role={role} />;
  const Dashboard = LOADED[role] ?? DASHBOARDS[role];
  return (
    <Suspense fallback={<LoadingDashboard />}>
      <Dashboard />
    </Suspense>
  );
}
