import type { ReviewCycle } from '@mocks/db/records';
import {
  addPerformanceHistory,
  seedLastAnnualCycle,
  seedMidYear,
  seedPromotionDraft,
} from './acme-cycles';
import { seedCurrentCycle } from './acme-current-cycle';
import type { AcmeRulesSetup } from './acme-rules';
import { seedAcmeWorkforce } from './acme-workforce';
import { acmeOrganization } from './acme-organization';
import type { SeedBuilder } from './builder';
import { seedWorkflowTemplates, seedOrganization } from './catalog';
import { addCycle } from './cycles';
import { LAST_ANNUAL_END, LAST_ANNUAL_START, YEAR_DAYS } from './workforce';

/**
 * Acme Robotics, the lively demo organization: 66 people in 10 teams (72 with the people
 * `seedAcmeRules` adds last), three completed annual
 * reviews (two imported), this year's review in progress, an overdue check-in and a draft promotion review.
 */
export function seedAcme(
  b: SeedBuilder,
  organizationTypeIds: Record<string, string>,
): AcmeRulesSetup {
  const { organization, lookups, compTypes, metrics, stages } = seedOrganization(
    b,
    acmeOrganization(b, organizationTypeIds),
  );

  const annualCycle = (k: number, extra: Partial<ReviewCycle> = {}) =>
    addCycle(b, {
      organizationId: organization.id,
      name: `${b.year - k} Annual Review`,
      typeId: lookups.type.Annual,
      statusId: lookups.status.Completed,
      startDate: b.day(LAST_ANNUAL_START - YEAR_DAYS * (k - 1)),
      endDate: b.day(LAST_ANNUAL_END - YEAR_DAYS * (k - 1)),
      ...extra,
    });
  // Older annual reviews were run before Meritly and imported: their results only.
  const imported = [annualCycle(3), annualCycle(2)];
  const lastCycleId = b.nextId('reviewCycles');
  const options = {
    organization,
    compTypes,
    annualCycleIds: [lastCycleId, imported[1].id, imported[0].id],
    maxYears: 8,
  };
  const workforce = seedAcmeWorkforce(b, options);
  const { byKey } = workforce;
  const workflows = seedWorkflowTemplates(b, organization.id, stages, [
    { userId: byKey.head.person.user.id, title: 'Department Head' },
    { userId: byKey.admin.person.user.id, title: 'People Operations' },
  ]);
  const lastCycle = annualCycle(1, {
    id: lastCycleId,
    reviewWorkflowTemplateId: workflows.review.id,
    approvalWorkflowTemplateId: workflows.approval.id,
  });

  const base = {
    b,
    stages,
    metrics,
    compTypes,
    approvers: [byKey.head.person, byKey.admin.person],
    admin: byKey.admin.person,
  };
  seedLastAnnualCycle({ ...base, cycle: lastCycle }, workforce, workflows);
  addPerformanceHistory(
    b,
    organization.id,
    workforce,
    [lastCycle, imported[1], imported[0]],
    metrics.overallRating.id,
  );
  seedCurrentCycle(b, { organizationId: organization.id, lookups, workflows, base, workforce });
  seedMidYear(b, organization.id, lookups, workflows.review, base, workforce);
  seedPromotionDraft(b, organization.id, lookups, workflows, workforce);
  return { workforce, options, base };
}
