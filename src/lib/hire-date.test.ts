import { describe, expect, it } from 'vitest';
import contract from '@/api/openapi.gen.json';
import { HIRE_DATE_MESSAGES, hireDateProblem } from './hire-date';

const today = '2026-03-15';

describe('hire date', () => {
  it.each([
    ['1800-01-01', HIRE_DATE_MESSAGES.tooEarly],
    ['1899-12-31', HIRE_DATE_MESSAGES.tooEarly],
    ['1900-01-01', null],
    ['2026-03-15', null],
    ['2027-03-15', null],
    ['2027-03-16', HIRE_DATE_MESSAGES.tooLate],
    ['2126-01-01', HIRE_DATE_MESSAGES.tooLate],
  ])('%s on %s', (day, expected) => {
    expect(hireDateProblem(day, today)).toBe(expected);
  });

  it('the messages are the contract’s', () => {
    const text = JSON.stringify(contract);
    expect(text).toContain("'Hire date cannot be before 1900-01-01'");
    expect(text).toContain("'Hire date cannot be more than a year from today'");
  });
});
