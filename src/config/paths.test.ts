import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { paths } from './paths';

describe('paths', () => {
  it('builds hrefs that match their own route patterns', () => {
    const cases: Array<[string, string]> = [
      [paths.admin.team.path, paths.admin.team.getHref(7)],
      [paths.admin.reviewCycle.path, paths.admin.reviewCycle.getHref('c-1')],
      [paths.admin.reviewCycleParticipant.path, paths.admin.reviewCycleParticipant.getHref(3, 9)],
      [paths.admin.settings.workflow.path, paths.admin.settings.workflow.getHref(12)],
      [paths.employee.path, paths.employee.getHref(42)],
      [paths.me.selfReview.path, paths.me.selfReview.getHref(5)],
    ];
    for (const [pattern, href] of cases) {
      expect(matchPath(pattern, href), `${href} should match ${pattern}`).not.toBeNull();
    }
  });

  it('fills parameters in order and encodes them', () => {
    expect(paths.admin.reviewCycleParticipant.getHref(3, 9)).toBe(
      '/admin/review-cycles/3/participants/9',
    );
    expect(paths.employee.getHref('a/b')).toBe('/employees/a%2Fb');
  });

  it('adds a redirect target to the sign-in link only when given', () => {
    expect(paths.auth.login.getHref()).toBe('/auth');
    expect(paths.auth.login.getHref('/admin/users')).toBe('/auth?redirectTo=%2Fadmin%2Fusers');
  });
});
