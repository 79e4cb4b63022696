// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  buildResultsCsv,
  displayCell,
  RESULT_COLUMNS,
  resultsFileName,
  resultTotals,
  type CycleResultRow,
} from './report-results';

const row = (over: Partial<CycleResultRow>): CycleResultRow => ({
  participantId: 'p1',
  employeeId: 'e1',
  employeeName: 'Ada Lovelace',
  teamName: 'Platform',
  position: 'Engineer',
  currentSalary: 100000,
  rating: 4,
  increase: 4000,
  increasePercent: 4,
  newSalary: 104000,
  bonus: 1500.5,
  approvers: 'Grace Hopper (Approved)',
  decision: 'approved',
  submittedAt: '2026-11-10T09:00:00.000Z',
  decidedAt: '2026-11-12T15:30:00.000Z',
  reviewCompletedAt: '2026-11-09T08:00:00.000Z',
  ...over,
});

const rows = [
  row({}),
  row({
    participantId: 'p2',
    employeeName: 'Alan Turing',
    teamName: null,
    currentSalary: 80000.123,
    rating: 3.5,
    increase: 1999.995,
    increasePercent: 2.5,
    newSalary: 82000.12,
    bonus: null,
    approvers: '=HYPERLINK("x")',
    decision: 'pending',
    decidedAt: null,
  }),
  row({
    participantId: 'p3',
    employeeName: 'Edsger Dijkstra, Jr.',
    rating: null,
    increase: null,
    increasePercent: null,
    newSalary: null,
    bonus: null,
    approvers: '',
    decision: 'not_submitted',
    submittedAt: null,
    decidedAt: null,
    reviewCompletedAt: null,
  }),
];

describe('results CSV', () => {
  const parsed = Papa.parse<string[]>(buildResultsCsv(rows, 'USD'), { skipEmptyLines: true }).data;

  it('has one header line and one line per participant, in the given order', () => {
    expect(parsed[0]).toEqual([
      'Employee',
      'Team',
      'Position',
      'Current Salary (USD)',
      'Rating',
      'Increase (USD)',
      'Increase %',
      'New Salary (USD)',
      'Bonus (USD)',
      'Approvers',
      'Decision',
      'Submitted',
      'Decided',
      'Review Completed',
    ]);
    expect(parsed.slice(1).map((r) => r[0])).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Edsger Dijkstra, Jr.',
    ]);
  });

  it('writes amounts to the cent, ratings and dates as on screen, blanks for missing values', () => {
    expect(parsed[1]).toEqual([
      'Ada Lovelace',
      'Platform',
      'Engineer',
      '100000.00',
      '4',
      '4000.00',
      '4.00',
      '104000.00',
      '1500.50',
      'Grace Hopper (Approved)',
      'Approved',
      '2026-11-10',
      '2026-11-12',
      '2026-11-09',
    ]);
    // Both outputs start from the same value rounded to the cent (80000.123 → 80000.12).
    expect(parsed[2].slice(3, 9)).toEqual(['80000.12', '3.5', '2000.00', '2.50', '82000.12', '']);
    // Missing numbers stay blank so a spreadsheet can still sum the column.
    expect(parsed[3].slice(4, 9)).toEqual(['', '', '', '', '']);
    expect(parsed[3][10]).toBe('Not Submitted');
  });

  it('keeps text a spreadsheet would run as a formula inert', () => {
    expect(parsed[2][9]).toBe(`'=HYPERLINK("x")`);
  });

  it('shows on screen the same rounded numbers', () => {
    const money = RESULT_COLUMNS.find((c) => c.id === 'increase')!;
    expect(displayCell(money, rows[1], 'USD')).toBe('$2,000.00');
    const percent = RESULT_COLUMNS.find((c) => c.id === 'increasePercent')!;
    expect(displayCell(percent, rows[1], 'USD')).toBe('2.50%');
    const date = RESULT_COLUMNS.find((c) => c.id === 'decidedAt')!;
    expect(displayCell(date, rows[0], 'USD')).toBe('Nov 12, 2026');
    expect(displayCell(date, rows[1], 'USD')).toBe('—');
  });
});

describe('resultTotals', () => {
  it('sums each column from its rounded cells, missing values as zero', () => {
    expect(resultTotals(rows)).toEqual({
      participants: 3,
      currentSalary: 280000.12,
      increase: 6000,
      newSalary: 186000.12,
      bonus: 1500.5,
    });
  });

  it('matches the sums of the CSV columns', () => {
    const lines = Papa.parse<Record<string, string>>(buildResultsCsv(rows, 'USD'), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const sum = (key: string) =>
      lines.reduce((total, line) => total + Math.round(Number(line[key] || 0) * 100), 0) / 100;
    const totals = resultTotals(rows);
    expect(sum('Current Salary (USD)')).toBe(totals.currentSalary);
    expect(sum('Increase (USD)')).toBe(totals.increase);
    expect(sum('Bonus (USD)')).toBe(totals.bonus);
  });
});

it('names the file after the cycle', () => {
  expect(resultsFileName('2026 Annual Review')).toBe('2026-annual-review-results.csv');
  expect(resultsFileName('  ')).toBe('cycle-results.csv');
});
