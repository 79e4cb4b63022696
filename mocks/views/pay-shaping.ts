import type { components } from '@/api/schema';
import {
  canSeeBudget,
  canSeeDraft,
  canSeeJustification,
  canSeePayOf,
  isNamedApprover,
  PAY_FIELDS,
  withoutFields,
  type PayDraft,
  type PayViewer,
} from '@/lib/pay-visibility';
import type { Participant, User } from '@mocks/db/records';
import { participantTeamId } from './budget';
import { approvedParticipantIds } from './approver-access';
import { directReportIds } from './employee';

type Schemas = components['schemas'];

/**
 * Every response that carries pay goes through these before it is sent: the rules are
 * those of `src/lib/pay-visibility.ts`; a value the caller may not see is omitted.
 */

/** The caller as the pay rules see them (their direct reports from the manager assignments). */
export function payViewerOf(user: Pick<User, 'role' | 'organizationId' | 'employeeId'>): PayViewer {
  return {
    role: user.role,
    organizationId: user.organizationId,
    employeeId: user.employeeId ?? null,
    reportIds:
      user.role === 'manager' && user.employeeId ? directReportIds(user.employeeId) : new Set(),
  };
}

/** A team with each member's pay left out unless the caller may see it. */
export function shapeTeam(team: Schemas['Team'], viewer: PayViewer): Schemas['Team'] {
  if (viewer.role === 'admin') return team;
  return {
    ...team,
    members: team.members.map((member) =>
      canSeePayOf(viewer, { employeeId: member.id })
        ? member
        : withoutFields(member, PAY_FIELDS.teamMember),
    ),
  };
}

/** An employee record without its salary unless the caller may see it. */
export function shapeEmployee(
  employee: Schemas['Employee'],
  viewer: PayViewer,
): Schemas['Employee'] {
  return canSeePayOf(viewer, { employeeId: employee.id, organizationId: employee.organizationId })
    ? employee
    : withoutFields(employee, PAY_FIELDS.employee);
}

type RecommendationChain = Pick<Schemas['Recommendation'], 'status' | 'approvalSteps'>;

function draftOf(
  participant: Pick<Participant, 'employeeId' | 'managerId'>,
  submitted: boolean,
  recommendation?: RecommendationChain,
): PayDraft {
  return {
    subjectEmployeeId: participant.employeeId,
    authorEmployeeId: participant.managerId,
    submitted,
    approverIds: recommendation?.approvalSteps.map((s) => s.approverId) ?? [],
  };
}

/**
 * In a cycle, a participant's pay is seen by whoever sees the person's pay, by the manager who
 * reviews them in that cycle (`managerId` of the participant), who needs it to recommend, and by
 * the approvers of their submitted recommendation, who judge it against it.
 */
function seesParticipantPay(
  viewer: PayViewer,
  participant: Pick<Participant, 'employeeId' | 'managerId'>,
  recommendations: readonly RecommendationChain[],
): boolean {
  if (canSeePayOf(viewer, { employeeId: participant.employeeId })) return true;
  const reviewer =
    viewer.role === 'manager' &&
    viewer.employeeId !== null &&
    participant.managerId === viewer.employeeId;
  if (reviewer) return true;
  return recommendations.some((r) =>
    isNamedApprover(viewer, draftOf(participant, r.status !== 'draft', r)),
  );
}

/**
 * A recommendation as the caller may read it, or null when they may not know of it (a draft of
 * someone else): amounts for those who may see the draft, reasons (notes, history) for those who
 * may see the justification.
 */
export function shapeRecommendation(
  recommendation: Schemas['Recommendation'],
  participant: Pick<Participant, 'employeeId' | 'managerId'>,
  viewer: PayViewer,
): Schemas['Recommendation'] | null {
  if (viewer.role === 'admin') return recommendation;
  const submitted = recommendation.status !== 'draft';
  const draft = {
    ...draftOf(participant, submitted, recommendation),
    approved: recommendation.status === 'approved',
  };
  const reviewer = participant.managerId !== null && participant.managerId === viewer.employeeId;
  if (!submitted && !canSeeDraft(viewer, draft)) return null;
  let shaped: Schemas['Recommendation'] = recommendation;
  if (!reviewer && !canSeeDraft(viewer, draft))
    shaped = withoutFields(shaped, PAY_FIELDS.recommendationAmounts);
  if (!reviewer && !canSeeJustification(viewer, draft))
    shaped = withoutFields(shaped, PAY_FIELDS.recommendationReasons);
  return shaped;
}

function shapeRecommendations(
  list: readonly Schemas['Recommendation'][],
  participant: Pick<Participant, 'employeeId' | 'managerId'>,
  viewer: PayViewer,
): Schemas['Recommendation'][] {
  return list.flatMap((r) => shapeRecommendation(r, participant, viewer) ?? []);
}

/** A participant's detail: salary and recommendations as the caller may see them. */
export function shapeParticipant(
  dto: Schemas['Participant'],
  participant: Participant,
  viewer: PayViewer,
): Schemas['Participant'] {
  if (viewer.role === 'admin') return dto;
  const shaped = seesParticipantPay(viewer, participant, dto.recommendations)
    ? dto
    : withoutFields(dto, PAY_FIELDS.participant);
  return {
    ...shaped,
    recommendations: shapeRecommendations(dto.recommendations, participant, viewer),
  };
}

/** A row of the participants table: salary, raise, band positions and recommendation as the caller may see them. */
export function shapeParticipantRow(
  row: Schemas['ParticipantRow'],
  viewer: PayViewer,
): Schemas['ParticipantRow'] {
  if (viewer.role === 'admin') return row;
  const participant = { employeeId: row.employeeId, managerId: row.managerId ?? null };
  const recommendation = row.recommendation
    ? shapeRecommendation(row.recommendation, participant, viewer)
    : null;
  const raiseHidden =
    row.recommendation !== null && !(recommendation && 'proposedIncrease' in recommendation);
  let shaped = row;
  if (!seesParticipantPay(viewer, participant, row.recommendation ? [row.recommendation] : []))
    shaped = withoutFields(shaped, PAY_FIELDS.participantRow);
  else if (raiseHidden) shaped = withoutFields(shaped, PAY_FIELDS.participantRowRecommendation);
  return { ...shaped, recommendation };
}

/**
 * The manager review's compensation data: a draft only for its author (the participant's manager)
 * and admins; after submission the subject never reads the proposed values or the justifications.
 */
export function shapeCompensationData(
  dto: Schemas['CompensationData'],
  participant: Pick<Participant, 'employeeId' | 'managerId'>,
  viewer: PayViewer,
): Schemas['CompensationData'] {
  if (viewer.role === 'admin') return dto;
  const draft = draftOf(participant, dto.status !== 'draft');
  if (!canSeeDraft(viewer, draft)) return withoutFields(dto, PAY_FIELDS.compensationDraft);
  if (!canSeeJustification(viewer, draft))
    return withoutFields(dto, PAY_FIELDS.compensationReasons);
  return dto;
}

/**
 * The teams whose pools a caller who is not an admin sees in a cycle: those of their reports
 * taking part in it (managers) and of the participants whose recommendation they approve.
 */
export function visiblePoolTeamIds(
  participants: readonly Participant[],
  user: Pick<User, 'employeeId' | 'role'>,
): Set<string | null> {
  const approving = approvedParticipantIds(user.employeeId);
  const own = (p: Participant) =>
    (user.role === 'manager' && p.managerId === user.employeeId) || approving.has(p.id);
  return new Set(participants.filter(own).map((p) => participantTeamId(p)));
}

/**
 * A cycle's budgets as the caller may see them: admins all; others their own pools
 * ({@link visiblePoolTeamIds}: no totals, no override justification).
 */
export function shapeCycleBudgets(
  cycle: Schemas['ReviewCycle'],
  viewer: PayViewer,
  poolTeamIds: ReadonlySet<string | null>,
): Schemas['ReviewCycle'] {
  if (canSeeBudget(viewer, 'total')) return cycle;
  const shaped = withoutFields(cycle, PAY_FIELDS.cycleTotals);
  if (viewer.role !== 'manager' && poolTeamIds.size === 0)
    return withoutFields(shaped, ['teamBudgets']);
  return {
    ...shaped,
    teamBudgets: (cycle.teamBudgets ?? []).filter((b) =>
      canSeeBudget(viewer, { teamId: b.teamId }, poolTeamIds),
    ),
  };
}

/** The live pools of a cycle as the caller may see them: the totals for admins only, their own pools. */
export function shapeBudget(
  budget: Schemas['CycleBudget'],
  viewer: PayViewer,
  poolTeamIds: ReadonlySet<string | null>,
): Schemas['CycleBudget'] {
  if (canSeeBudget(viewer, 'total')) return budget;
  return {
    ...withoutFields(budget, ['total']),
    teams: budget.teams.filter((pool) =>
      canSeeBudget(viewer, { teamId: pool.teamId ?? null }, poolTeamIds),
    ),
  };
}
