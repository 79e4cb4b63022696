import { paths } from '@/config/paths';

const s = paths.admin.settings;

/** Spec 01 §2 Settings tabs, each its own route. */
export const SETTINGS_TABS = [
  { label: 'General', to: s.general.getHref() },
  { label: 'Review Stages', to: s.reviewStages.getHref() },
  { label: 'Workflows', to: s.workflows.getHref() },
  { label: 'Performance Metrics', to: s.performanceMetrics.getHref() },
  { label: 'Compensation', to: s.compensation.getHref() },
  { label: 'Organization', to: s.organization.getHref() },
] as const;

/** The tab of a settings URL: the longest tab path it starts with (workflows/new → Workflows). */
export function activeSettingsTab(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const match = [...SETTINGS_TABS]
    .filter((tab) => trimmed === tab.to || trimmed.startsWith(`${tab.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return match?.to ?? s.general.getHref();
}
