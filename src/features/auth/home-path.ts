import { paths } from '@/config/paths';

/** Spec 01 §2: after sign-in (or a forced change) admins go to /admin, everyone else to /dashboard. */
export function homePathFor(role: string | undefined): string {
  return role === 'admin' ? paths.admin.root.getHref() : paths.dashboard.getHref();
}
