import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { paths } from './paths';

describe('paths', () => {
  it('builds hrefs that match their own route patterns', () => {
    const cases: Array<[string, string]> = [
      [paths.admin.team.path, paths.admin.team.getHref(7)],
      [paths.reviewCycle.path, paths.reviewCycle.getHref('c-1')],
      [paths.reviewCycleParticipant.path, paths.reviewCycleParticipant.getHref(3, 9)],
      [paths.reviewCycleCalibration.path, paths.reviewCycleCalibration.getHref('c-1')],
      [paths.admin.settings.workflow.path, paths.admin.settings.workflow.getHref(12)],
      [paths.employee.path, paths.employee.getHref(42)],
      [paths.me.selfReview.path, paths.me.selfReview.getHref(5)],
    ];
    for (const [pattern, href] of cases) {
      expect(matchPath(pattern, href), `${href} should match ${pattern}`).not.toBeNull();
    }
  });

  it('fills parameters in order and encodes them', () => {
    expect(paths.reviewCycleParticipant.getHref(3, 9)).toBe('/review-cycles/3/participants/9');
    expect(paths.employee.getHref('a/b')).toBe('/employees/a%2Fb');
  });

  it("puts a cycle's screens that every role opens outside /admin, its admin-only reports inside", () => {
    expect(paths.reviewCycle.getHref('c-1')).toBe('/review-cycles/c-1');
    expect(paths.reviewCycleCalibration.getHref('c-1')).toBe('/review-cycles/c-1/calibration');
    expect(paths.admin.reviewCycleReports.getHref('c-1')).toBe('/admin/review-cycles/c-1/reports');
  });

  it('adds a redirect target to the sign-in link only when given', () => {
    expect(paths.auth.login.getHref()).toBe('/auth');
    expect(paths.auth.login.getHref('/admin/users')).toBe('/auth?redirectTo=%2Fadmin%2Fusers');
  });
});
