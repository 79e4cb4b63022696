import { describe, expect, it } from 'vitest';
import contract from '@/api/openapi.gen.json';
import {
  canReadLetter,
  DEFAULT_LETTER_TEMPLATE,
  LETTER_PLACEHOLDERS,
  firstUnknownPlaceholder,
  formatLetterDate,
  increasePercent,
  letterStatus,
  letterTemplateErrors,
  mayWriteLetterNote,
  renderLetter,
  type LetterValues,
} from './letters';

// Riley Chen's approved 2025 recommendation in the demo data (rec_0011), as openapi.yaml's example.
const riley: LetterValues = {
  organizationName: 'Acme Robotics',
  employeeName: 'Riley Chen',
  firstName: 'Riley',
  position: 'Software Engineer',
  currency: 'USD',
  previousSalary: 126_000,
  newSalary: 131_500,
  bonus: 3_000,
  effectiveDate: '2026-01-01',
  managerName: 'Jordan Patel',
  managerNote: '',
  newLevel: null,
};

describe('the placeholders', () => {
  it('are the contract’s, in its order', () => {
    const schema = contract.components.schemas.LetterPlaceholder as { enum: string[] };
    expect(LETTER_PLACEHOLDERS).toEqual(schema.enum);
  });
});

describe('letterTemplateErrors', () => {
  it('accepts the default template', () => {
    expect(letterTemplateErrors(DEFAULT_LETTER_TEMPLATE)).toEqual([]);
  });

  it('names an unknown placeholder as it was written', () => {
    expect(letterTemplateErrors({ subject: 'Hi', body: 'Your {{ salary }} and {{foo}}' })).toEqual([
      { field: 'body', message: 'Unknown placeholder {{ salary }}' },
    ]);
    expect(firstUnknownPlaceholder('{{FirstName}}')).toBe('{{FirstName}}');
    expect(firstUnknownPlaceholder('{{ firstName }} {{firstName}}')).toBeNull();
  });

  it('requires a subject and a body', () => {
    expect(letterTemplateErrors({ subject: '  ', body: '\n' })).toEqual([
      { field: 'subject', message: 'Subject is required' },
      { field: 'body', message: 'Body is required' },
    ]);
  });

  it('allows 5 placeholders in the subject and 50 in the body', () => {
    const many = (n: number) => '{{firstName}}'.repeat(n);
    expect(letterTemplateErrors({ subject: many(5), body: many(50) })).toEqual([]);
    expect(letterTemplateErrors({ subject: many(6), body: many(51) })).toEqual([
      { field: 'subject', message: 'The subject may hold at most 5 placeholders' },
      { field: 'body', message: 'The body may hold at most 50 placeholders' },
    ]);
  });

  it('keeps markup as text: it is no placeholder and no error', () => {
    expect(letterTemplateErrors({ subject: '<b>Hi</b>', body: '<script>x()</script>' })).toEqual(
      [],
    );
  });
});

describe('renderLetter', () => {
  it('fills in the contract example for Riley Chen', () => {
    const letter = renderLetter(
      {
        subject: 'Your compensation update, effective {{effectiveDate}}',
        body: 'Dear {{firstName}},\n\nYour base salary changes from {{previousSalary}} to {{newSalary}} ({{increasePercent}}), effective {{effectiveDate}}.\nBonus: {{bonus}}',
      },
      riley,
    );
    expect(letter).toEqual({
      subject: 'Your compensation update, effective January 1, 2026',
      body: 'Dear Riley,\n\nYour base salary changes from $126,000.00 to $131,500.00 (4.4%), effective January 1, 2026.\nBonus: $3,000.00',
    });
  });

  it('leaves out the lines whose placeholders are all empty, labels included', () => {
    const { body } = renderLetter(DEFAULT_LETTER_TEMPLATE, { ...riley, bonus: 0 });
    expect(body).not.toMatch(/Bonus:|New level:/);
    expect(body).toContain('New base salary: $131,500.00 (an increase of 4.4%)');
    expect(body).toContain('please speak with Jordan Patel or the People team.');
    // No note, no new level: one blank line between the amounts and the closing.
    expect(body).toContain(
      'New base salary: $131,500.00 (an increase of 4.4%)\n\nIf you have any questions',
    );
    const promoted = renderLetter(DEFAULT_LETTER_TEMPLATE, {
      ...riley,
      newLevel: 'L4 Lead',
      managerNote: 'Well deserved.',
    }).body;
    expect(promoted).toContain('Bonus: $3,000.00\nNew level: L4 Lead\n\nWell deserved.\n');
  });

  it('never expands a value: a name holding {{...}} or markup is inserted as typed', () => {
    const letter = renderLetter(
      { subject: '{{employeeName}}', body: '{{managerNote}}' },
      {
        ...riley,
        employeeName: '{{newSalary}} <img src=x onerror=alert(1)>',
        managerNote: '{{bonus}}',
      },
    );
    expect(letter).toEqual({
      subject: '{{newSalary}} <img src=x onerror=alert(1)>',
      body: '{{bonus}}',
    });
  });

  it('leaves no blank line where a dropped line opened the letter', () => {
    const { body } = renderLetter(
      { subject: 's', body: '{{managerNote}}\n\nDear {{firstName}},' },
      riley,
    );
    expect(body).toBe('Dear Riley,');
  });

  it('keeps line breaks (a note on several lines too) and turns CRLF into LF', () => {
    const { body } = renderLetter(
      { subject: 's', body: 'Dear {{firstName}},\r\n\r\n{{managerNote}}\r\nBye' },
      { ...riley, managerNote: 'Line one\nLine two' },
    );
    expect(body).toBe('Dear Riley,\n\nLine one\nLine two\nBye');
  });

  it('formats money in the letter’s currency', () => {
    const { body } = renderLetter(
      { subject: 's', body: '{{previousSalary}} → {{newSalary}}' },
      { ...riley, currency: 'EUR', previousSalary: 50_000, newSalary: 52_000 },
    );
    expect(body).toBe('€50,000.00 → €52,000.00');
  });
});

describe('increasePercent and formatLetterDate', () => {
  it('rounds to 2 decimals and is 0 without a previous salary', () => {
    expect(increasePercent(126_000, 131_500)).toBe(4.37);
    expect(increasePercent(0, 50_000)).toBe(0);
    expect(increasePercent(100_000, 95_000)).toBe(-5);
  });

  it('writes the calendar day out in US English, in any time zone', () => {
    expect(formatLetterDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLetterDate('2025-12-31')).toBe('December 31, 2025');
  });
});

describe('letterStatus', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  it('is draft without a release time, scheduled before it and released from it', () => {
    expect(letterStatus(null, now)).toBe('draft');
    expect(letterStatus('2026-11-15T12:00:01Z', now)).toBe('scheduled');
    expect(letterStatus('2026-11-15T12:00:00.000Z', now)).toBe('released');
    expect(letterStatus('2025-12-08T09:00:00.000Z', now)).toBe('released');
  });
});

describe('canReadLetter', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  const letter = {
    employeeId: 'emp_riley',
    managerEmployeeId: 'emp_jordan',
    releaseAt: '2026-12-01T09:00:00Z',
  };
  const riley = { role: 'employee', employeeId: 'emp_riley' } as const;

  it('keeps a scheduled letter from its employee until its release time', () => {
    expect(canReadLetter(riley, letter, now)).toBe(false);
    expect(canReadLetter(riley, letter, new Date('2026-12-01T09:00:00Z'))).toBe(true);
    expect(canReadLetter(riley, { ...letter, releaseAt: null }, now)).toBe(false);
  });

  it('shows the participant’s manager every status, and no other manager or employee', () => {
    expect(canReadLetter({ role: 'manager', employeeId: 'emp_jordan' }, letter, now)).toBe(true);
    expect(canReadLetter({ role: 'manager', employeeId: 'emp_other' }, letter, now)).toBe(false);
    const released = { ...letter, releaseAt: '2026-01-01T00:00:00Z' };
    expect(canReadLetter({ role: 'employee', employeeId: 'emp_ava' }, released, now)).toBe(false);
    // A manager's own released letter, like any employee's.
    expect(canReadLetter({ role: 'manager', employeeId: 'emp_riley' }, released, now)).toBe(true);
  });

  it('shows an admin every letter, and nobody without an employee record their own', () => {
    expect(canReadLetter({ role: 'admin', employeeId: null }, letter, now)).toBe(true);
    expect(canReadLetter({ role: 'employee', employeeId: null }, letter, now)).toBe(false);
  });
});

describe('mayWriteLetterNote', () => {
  const letter = { employeeId: 'emp_riley', managerEmployeeId: 'emp_jordan' };

  it('lets the participant’s manager write it, and no other manager', () => {
    expect(mayWriteLetterNote({ role: 'manager', employeeId: 'emp_jordan' }, letter)).toBe(true);
    expect(mayWriteLetterNote({ role: 'manager', employeeId: 'emp_other' }, letter)).toBe(false);
    expect(mayWriteLetterNote({ role: 'manager', employeeId: null }, letter)).toBe(false);
    const unmanaged = { ...letter, managerEmployeeId: null };
    expect(mayWriteLetterNote({ role: 'manager', employeeId: 'emp_jordan' }, unmanaged)).toBe(
      false,
    );
  });

  it('lets an admin write on every letter, an employee on none, a manager not on their own', () => {
    const own = { employeeId: 'emp_jordan', managerEmployeeId: 'emp_jordan' };
    expect(mayWriteLetterNote({ role: 'manager', employeeId: 'emp_jordan' }, own)).toBe(false);
    expect(mayWriteLetterNote({ role: 'employee', employeeId: 'emp_riley' }, letter)).toBe(false);
    expect(mayWriteLetterNote({ role: 'admin', employeeId: null }, letter)).toBe(true);
  });
});
