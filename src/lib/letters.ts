import type { LetterPlaceholder, LetterStatus } from '@/api/schema-types.gen';
import { FORMAT_LOCALE, LETTER_DATE_OPTIONS } from './locale-formats';
import { formatMoney, formatPercent } from './money';

export type { LetterPlaceholder, LetterStatus } from '@/api/schema-types.gen';

/**
 * Compensation letters: the placeholders a template may hold, the template's rules and
 * how a letter is rendered from it. One rule for the mock (which renders every letter it stores
 * and every preview) and the template editor (which checks placeholders as they are typed).
 * Letters are plain text: nothing here produces or expects markup.
 */

/** Every placeholder, in the order the editor offers them (openapi.yaml LetterPlaceholder). */
export const LETTER_PLACEHOLDERS: readonly LetterPlaceholder[] = [
  'organizationName',
  'employeeName',
  'firstName',
  'position',
  'previousSalary',
  'newSalary',
  'increasePercent',
  'bonus',
  'effectiveDate',
  'managerName',
  'managerNote',
  'newLevel',
];

export const PLACEHOLDER_LABELS: Record<LetterPlaceholder, string> = {
  organizationName: 'Organization',
  employeeName: 'Employee name',
  firstName: 'First name',
  position: 'Position',
  previousSalary: 'Previous salary',
  newSalary: 'New salary',
  increasePercent: 'Increase %',
  bonus: 'Bonus',
  effectiveDate: 'Effective date',
  managerName: 'Manager name',
  managerNote: "Manager's note",
  newLevel: 'New level',
};

/** At most this many placeholders, so that a rendered letter stays within its schema's length. */
export const LETTER_PLACEHOLDER_LIMITS = { subject: 5, body: 50 } as const;

export const LETTER_MESSAGES = {
  subjectRequired: 'Subject is required',
  bodyRequired: 'Body is required',
  subjectPlaceholders: `The subject may hold at most ${LETTER_PLACEHOLDER_LIMITS.subject} placeholders`,
  bodyPlaceholders: `The body may hold at most ${LETTER_PLACEHOLDER_LIMITS.body} placeholders`,
  noApprovedRecommendation: 'No approved recommendation',
  released: 'Released letters cannot be changed',
  participantNotFound: 'Participant not found',
  letterNotFound: 'Letter not found',
} as const;

/** 'Unknown placeholder {{foo}}': the placeholder as it was written. */
export const unknownPlaceholderMessage = (token: string) => `Unknown placeholder ${token}`;

/** The template every cycle starts with, until an admin saves its own. */
export const DEFAULT_LETTER_TEMPLATE = {
  subject: 'Your compensation update, effective {{effectiveDate}}',
  body: [
    'Dear {{firstName}},',
    '',
    'Thank you for your work at {{organizationName}} this year. We are pleased to confirm the following changes to your compensation as {{position}}, effective {{effectiveDate}}.',
    '',
    'Previous base salary: {{previousSalary}}',
    'New base salary: {{newSalary}} (an increase of {{increasePercent}})',
    'Bonus: {{bonus}}',
    'New level: {{newLevel}}',
    '',
    '{{managerNote}}',
    '',
    'If you have any questions, please speak with {{managerName}} or the People team.',
    '',
    'Sincerely,',
    '{{organizationName}}',
  ].join('\n'),
} as const;

const TOKEN = /\{\{([^{}]*)\}\}/g;
const KNOWN = new Set<string>(LETTER_PLACEHOLDERS);

export const isLetterPlaceholder = (name: string): name is LetterPlaceholder => KNOWN.has(name);

/** The `{{...}}` tokens of a text, as written, with the name inside (spaces trimmed). */
export function placeholderTokens(text: string): { token: string; name: string }[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ token: m[0], name: m[1]!.trim() }));
}

/** The first token of `text` that names no placeholder, as written; null when every one does. */
export function firstUnknownPlaceholder(text: string): string | null {
  return placeholderTokens(text).find((t) => !isLetterPlaceholder(t.name))?.token ?? null;
}

export interface LetterTemplateText {
  subject: string;
  body: string;
}

/**
 * What is wrong with a template, one message per field (the contract's texts): blank subject or
 * body, an unknown placeholder (named as written), too many placeholders.
 */
export function letterTemplateErrors(
  template: LetterTemplateText,
): { field: 'subject' | 'body'; message: string }[] {
  const errors: { field: 'subject' | 'body'; message: string }[] = [];
  const fields = [
    ['subject', LETTER_MESSAGES.subjectRequired, LETTER_MESSAGES.subjectPlaceholders],
    ['body', LETTER_MESSAGES.bodyRequired, LETTER_MESSAGES.bodyPlaceholders],
  ] as const;
  for (const [field, required, tooMany] of fields) {
    const text = template[field];
    const unknown = firstUnknownPlaceholder(text);
    if (!text.trim()) errors.push({ field, message: required });
    else if (unknown) errors.push({ field, message: unknownPlaceholderMessage(unknown) });
    else if (placeholderTokens(text).length > LETTER_PLACEHOLDER_LIMITS[field])
      errors.push({ field, message: tooMany });
  }
  return errors;
}

/** What a letter is made of, before formatting. */
export interface LetterValues {
  organizationName: string;
  employeeName: string;
  firstName: string;
  position: string;
  currency: string;
  previousSalary: number;
  newSalary: number;
  bonus: number;
  /** YYYY-MM-DD. */
  effectiveDate: string;
  managerName: string;
  managerNote: string;
  /** Null without a promotion. */
  newLevel: string | null;
}

/** (new − previous) ÷ previous × 100, rounded to 2 decimals; 0 when there was no previous salary. */
export function increasePercent(previous: number, next: number): number {
  if (!(previous > 0)) return 0;
  return Math.round(((next - previous) / previous) * 10_000) / 100;
}

// Made on first use (see money.ts): the mock's worker loads this module at start-up.
let longDate: Intl.DateTimeFormat | undefined;

/** '2026-01-01' → 'January 1, 2026' (the calendar day as written, whatever the time zone). */
export function formatLetterDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  longDate ??= new Intl.DateTimeFormat(FORMAT_LOCALE, LETTER_DATE_OPTIONS);
  return longDate.format(date);
}

/** The text each placeholder stands for (see LetterPlaceholder in openapi.yaml). */
export function placeholderText(values: LetterValues): Record<LetterPlaceholder, string> {
  return {
    organizationName: values.organizationName,
    employeeName: values.employeeName,
    firstName: values.firstName,
    position: values.position,
    previousSalary: formatMoney(values.previousSalary, values.currency),
    newSalary: formatMoney(values.newSalary, values.currency),
    increasePercent: formatPercent(increasePercent(values.previousSalary, values.newSalary), 1),
    bonus: values.bonus > 0 ? formatMoney(values.bonus, values.currency) : '',
    effectiveDate: formatLetterDate(values.effectiveDate),
    managerName: values.managerName,
    managerNote: values.managerNote.trim(),
    newLevel: values.newLevel ?? '',
  };
}

/** Fills the placeholders of one text in a single pass: an inserted value is never expanded. */
function fill(text: string, texts: Record<LetterPlaceholder, string>): string {
  return text.replace(TOKEN, (token, inner: string) => {
    const name = inner.trim();
    return isLetterPlaceholder(name) ? texts[name] : token;
  });
}

/**
 * The letter a template makes for these values: placeholders filled in, and every body line whose
 * placeholders all come out empty (no bonus, no note, no new level) left out with its label,
 * without leaving two blank lines in a row where it was.
 */
export function renderLetter(
  template: LetterTemplateText,
  values: LetterValues,
): LetterTemplateText {
  const texts = placeholderText(values);
  const kept: string[] = [];
  let dropped = false;
  for (const line of template.body.replace(/\r\n?/g, '\n').split('\n')) {
    const tokens = placeholderTokens(line).filter((t) => isLetterPlaceholder(t.name));
    if (tokens.length > 0 && tokens.every((t) => texts[t.name as LetterPlaceholder] === '')) {
      dropped = true;
      continue;
    }
    const previous = kept.at(-1);
    if (dropped && line.trim() === '' && (previous === undefined || previous.trim() === ''))
      continue;
    dropped = false;
    kept.push(line);
  }
  return { subject: fill(template.subject, texts), body: fill(kept.join('\n'), texts) };
}

/** A letter's status at `now`: draft without a release time, then scheduled until it comes. */
export function letterStatus(releaseAt: string | null, now: Date): LetterStatus {
  if (releaseAt === null) return 'draft';
  return Date.parse(releaseAt) <= now.getTime() ? 'released' : 'scheduled';
}

/**
 * Who reads a letter (pay; openapi.yaml getLetter), within one organization: an admin any letter,
 * the participant's manager in the cycle any status, its employee once released (before that the
 * letter does not exist for them), nobody else.
 */
export function canReadLetter(
  viewer: { role: 'admin' | 'manager' | 'employee'; employeeId: string | null },
  letter: { employeeId: string; managerEmployeeId: string | null; releaseAt: string | null },
  now: Date,
): boolean {
  if (viewer.role === 'admin') return true;
  if (!viewer.employeeId) return false;
  if (viewer.role === 'manager' && letter.managerEmployeeId === viewer.employeeId) return true;
  return (
    viewer.employeeId === letter.employeeId && letterStatus(letter.releaseAt, now) === 'released'
  );
}

/**
 * Who writes the manager's note on a letter (openapi.yaml updateLetter), within one organization:
 * an admin on any letter, a manager on the letters of the participants whose manager they are (not
 * on their own); to anyone else the letter does not exist (404). It can be written until the
 * letter is released (409 after), whoever writes it.
 */
export function mayWriteLetterNote(
  writer: { role: 'admin' | 'manager' | 'employee'; employeeId: string | null },
  letter: { employeeId: string; managerEmployeeId: string | null },
): boolean {
  if (writer.role === 'admin') return true;
  return (
    writer.role === 'manager' &&
    !!writer.employeeId &&
    letter.managerEmployeeId === writer.employeeId &&
    letter.employeeId !== writer.employeeId
  );
}

export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  released: 'Released',
};
