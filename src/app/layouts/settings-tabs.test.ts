import { describe, expect, it } from 'vitest';
import { activeSettingsTab, SETTINGS_TABS } from './settings-tabs';

describe('settings tabs', () => {
  it('are the six tabs of the spec, in order, each a route', () => {
    expect(SETTINGS_TABS.map((t) => [t.label, t.to])).toEqual([
      ['General', '/admin/settings'],
      ['Review Stages', '/admin/settings/review-stages'],
      ['Workflows', '/admin/settings/workflows'],
      ['Performance Metrics', '/admin/settings/performance-metrics'],
      ['Compensation', '/admin/settings/compensation'],
      ['Organization', '/admin/settings/organization'],
    ]);
  });

  it.each([
    ['/admin/settings', '/admin/settings'],
    ['/admin/settings/', '/admin/settings'],
    ['/admin/settings/workflows/new', '/admin/settings/workflows'],
    ['/admin/settings/workflows/wft_1', '/admin/settings/workflows'],
    ['/admin/settings/organization', '/admin/settings/organization'],
  ])('%s selects %s', (pathname, tab) => {
    expect(activeSettingsTab(pathname)).toBe(tab);
  });
});
