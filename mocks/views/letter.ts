import type { components } from '@/api/schema';
import {
  canReadLetter as canReadLetterRule,
  DEFAULT_LETTER_TEMPLATE,
  LETTER_PLACEHOLDERS,
  increasePercent,
  letterStatus,
  type LetterValues,
} from '@/lib/letters';
import { isLetterOutOfDate, type ApprovedFigures } from '@/lib/letter-approval';
import { db } from '@mocks/db';
import type {
  Letter,
  LetterTemplateRecord,
  Participant,
  Recommendation,
  ReviewCycle,
  User,
} from '@mocks/db/records';
import { versionOf } from '@mocks/http/versions';
import { personName, salaryOf } from './participant';

type LetterSummaryDto = components['schemas']['LetterSummary'];
type LetterDto = components['schemas']['Letter'];
type LetterTemplateDto = components['schemas']['LetterTemplate'];

/** The cycle's saved template row, if an admin saved one. */
export function savedTemplateOf(cycleId: string): LetterTemplateRecord | undefined {
  return db.letterTemplates.lookup('cycleId', cycleId)[0];
}

export type TemplateText = Pick<LetterTemplateRecord, 'subject' | 'body'>;

/** The template letters of the cycle are generated from: the saved one, else the default. */
export function templateTextOf(cycleId: string): TemplateText {
  const saved = savedTemplateOf(cycleId);
  return saved ? { subject: saved.subject, body: saved.body } : { ...DEFAULT_LETTER_TEMPLATE };
}

/** One version for "nothing saved yet", so the first save can send it as If-Match. */
export const templateVersion = (cycleId: string) => versionOf(savedTemplateOf(cycleId) ?? null);

export function toLetterTemplateDto(cycleId: string): LetterTemplateDto {
  const saved = savedTemplateOf(cycleId);
  return {
    cycleId,
    version: templateVersion(cycleId),
    ...templateTextOf(cycleId),
    isDefault: !saved,
    updatedAt: saved?.updatedAt ?? null,
    placeholders: [...LETTER_PLACEHOLDERS],
  };
}

/** The participant's approved recommendation (the latest approved one when there are several). */
export function approvedRecommendationOf(participantId: string): Recommendation | undefined {
  return db.recommendations
    .lookup('participantId', participantId)
    .filter((r) => r.status === 'approved')
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
}

/** The recommendation a preview shows: the approved one, else the latest. */
export function previewRecommendationOf(participantId: string): Recommendation | undefined {
  return (
    approvedRecommendationOf(participantId) ??
    db.recommendations
      .lookup('participantId', participantId)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]
  );
}

/** The level a recommendation promotes to, by its `newLevelId`. */
function newLevelName(recommendation: Recommendation | undefined): string | null {
  const id = (recommendation as { newLevelId?: string | null } | undefined)?.newLevelId;
  return id ? (db.levels.find(id)?.name ?? null) : null;
}

/**
 * What a letter of `participant` shows (but its note): names now, the amounts of `recommendation`
 * (else the current salary, unchanged, no bonus).
 */
export function letterValuesOf(
  cycle: ReviewCycle,
  participant: Participant,
  recommendation: Recommendation | undefined,
  effectiveDate: string,
): Omit<LetterValues, 'managerNote'> {
  const employee = db.employees.find(participant.employeeId);
  const current = recommendation ? null : salaryOf(participant.employeeId);
  const previous = recommendation?.currentSalary ?? current?.amount ?? 0;
  return {
    organizationName: db.organizations.find(cycle.organizationId)?.name ?? '',
    employeeName: employee ? `${employee.firstName} ${employee.lastName}` : '',
    firstName: employee?.firstName ?? '',
    position: employee?.position ?? '',
    currency: recommendation?.currency ?? current?.currency ?? 'USD',
    previousSalary: previous,
    newSalary: recommendation?.proposedSalary ?? previous,
    bonus: recommendation?.proposedBonus ?? 0,
    effectiveDate,
    managerName: personName(participant.managerId) ?? '',
    newLevel: newLevelName(recommendation),
  };
}

/** The participant's approved recommendation now, as a letter states it; null without one. */
function approvedFiguresOf(participantId: string): ApprovedFigures | null {
  const recommendation = approvedRecommendationOf(participantId);
  if (!recommendation) return null;
  return {
    recommendationId: recommendation.id,
    currency: recommendation.currency,
    previousSalary: recommendation.currentSalary,
    newSalary: recommendation.proposedSalary,
    bonus: recommendation.proposedBonus,
    newLevel: newLevelName(recommendation),
  };
}

/** Whether the letter no longer states its participant's approved recommendation (src/lib/letter-approval). */
export function letterOutOfDate(letter: Letter): boolean {
  const { currency, previousSalary, newSalary, bonus, newLevel } = letter.values;
  const stated = {
    recommendationId: letter.recommendationId,
    currency,
    previousSalary,
    newSalary,
    bonus,
    newLevel,
  };
  return isLetterOutOfDate(stated, approvedFiguresOf(letter.participantId));
}

function personRef(employeeId: string | null) {
  const person = employeeId ? db.employees.find(employeeId) : undefined;
  return person ? { id: person.id, firstName: person.firstName, lastName: person.lastName } : null;
}

/**
 * The letter as `viewer` reads it; without a viewer, as an admin does. Its own employee reads no
 * outOfDate: they read the letter as released, not the recommendation behind it.
 */
export function toLetterSummary(
  letter: Letter,
  now: Date,
  viewer?: Pick<User, 'employeeId'>,
): LetterSummaryDto {
  const participant = db.participants.find(letter.participantId);
  const { values } = letter;
  return {
    id: letter.id,
    version: versionOf(letter),
    cycle: { id: letter.cycleId, name: db.reviewCycles.find(letter.cycleId)?.name ?? '' },
    participantId: letter.participantId,
    employee: personRef(letter.employeeId) ?? {
      id: letter.employeeId,
      firstName: values.firstName,
      lastName: '',
    },
    manager: personRef(participant?.managerId ?? null),
    status: letterStatus(letter.releaseAt, now),
    effectiveDate: letter.effectiveDate,
    releaseAt: letter.releaseAt,
    subject: letter.subject,
    managerNote: letter.managerNote,
    currency: values.currency,
    previousSalary: values.previousSalary,
    newSalary: values.newSalary,
    increasePercent: increasePercent(values.previousSalary, values.newSalary),
    bonus: values.bonus,
    newLevel: values.newLevel,
    ...(viewer?.employeeId === letter.employeeId ? {} : { outOfDate: letterOutOfDate(letter) }),
    generatedAt: letter.generatedAt,
    generatedBy: letter.generatedByName,
    updatedAt: letter.updatedAt,
  };
}

export function toLetterDto(
  letter: Letter,
  now: Date,
  viewer?: Pick<User, 'employeeId'>,
): LetterDto {
  return { ...toLetterSummary(letter, now, viewer), body: letter.body };
}

/** Whether `user` manages the letter's participant in its cycle (their manager there). */
export function managesLetter(user: Pick<User, 'role' | 'employeeId'>, letter: Letter): boolean {
  if (user.role !== 'manager' || !user.employeeId) return false;
  return db.participants.find(letter.participantId)?.managerId === user.employeeId;
}

/** Who may read a letter: its organization's, by the rule of src/lib/letters (canReadLetter). */
export function canReadLetter(user: User, letter: Letter, now: Date): boolean {
  if (letter.organizationId !== user.organizationId) return false;
  const managerEmployeeId = db.participants.find(letter.participantId)?.managerId ?? null;
  return canReadLetterRule(user, { ...letter, managerEmployeeId }, now);
}

/** By employee last name, then first name (the letters list's order). */
export function byEmployeeName(a: LetterSummaryDto, b: LetterSummaryDto): number {
  return (
    a.employee.lastName.localeCompare(b.employee.lastName) ||
    a.employee.firstName.localeCompare(b.employee.firstName) ||
    a.id.localeCompare(b.id)
  );
}
