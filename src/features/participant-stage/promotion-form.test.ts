import { describe, expect, it } from 'vitest';
import {
  baseIncreaseOf,
  compensationErrorsFromDetails,
  movedToLumpSum,
  promotionFormErrors,
  type BandFormContext,
} from './promotion-form';
import type { CompensationRowValues } from './stage-form';

// Base Salary 125,000 (above L3 Senior's maximum 119,000), Spot Bonus last paid 2,000.
const current = (type: string) => (type === 'base' ? 125_000 : type === 'spot' ? 2_000 : null);
const names: Record<string, string> = {
  base: 'Base Salary',
  spot: 'Spot Bonus',
  annual: 'Annual Bonus',
};
const nameOf = (type: string) => names[type] ?? '';
const row = (type: string, amount: string, percent = ''): CompensationRowValues => ({
  type,
  amount,
  percent,
  override: false,
});

describe('baseIncreaseOf', () => {
  it('adds the salary rows, from the percent when no amount is typed', () => {
    expect(baseIncreaseOf({ compensationChanges: [row('base', '5000')] }, current, nameOf)).toBe(
      5000,
    );
    expect(baseIncreaseOf({ compensationChanges: [row('base', '', '4')] }, current, nameOf)).toBe(
      5000,
    );
    expect(
      baseIncreaseOf({ compensationChanges: [row('spot', '1000'), row('', '')] }, current, nameOf),
    ).toBe(0);
  });
});

describe('movedToLumpSum', () => {
  it('zeroes the base increase and pays it as a new one-time bonus, whatever was paid before', () => {
    const moved = movedToLumpSum([row('base', '5000', '4.00')], 'spot', current, nameOf);
    expect(moved).toEqual([
      row('base', '0', '0.00'),
      // A bonus row is the amount paid: 5,000, the increase, whatever (2,000) was paid before.
      row('spot', '5000.00', ''),
    ]);
  });
  it('adds to a bonus row already there, or fills the empty row', () => {
    expect(
      movedToLumpSum([row('base', '5000'), row('spot', '1000')], 'spot', current, nameOf)[1],
    ).toEqual(row('spot', '6000.00', ''));
    expect(
      movedToLumpSum([row('base', '5000'), row('', '')], 'spot', current, nameOf),
    ).toHaveLength(2);
  });
  it('changes nothing without an increase', () => {
    const rows = [row('base', '0')];
    expect(movedToLumpSum(rows, 'spot', current, nameOf)).toEqual(rows);
  });
});

const band: BandFormContext = {
  employee: 'ready',
  currentLevel: {
    id: 'l3',
    name: 'L3 Senior',
    bands: [{ zone: null, currency: 'USD', min: 85_000, mid: 102_000, max: 119_000 }],
  },
  levels: [
    {
      id: 'l4',
      name: 'L4 Lead',
      bands: [{ zone: null, currency: 'USD', min: 110_000, mid: 132_000, max: 154_000 }],
    },
  ],
  zone: null,
  currency: 'USD',
  currentSalary: 100_000,
};

describe('promotionFormErrors', () => {
  it('asks for a justification on submit under the new minimum, on its field', () => {
    const values = { newLevelId: 'l4', promotionJustification: '' };
    expect(promotionFormErrors(values, band, 105_000, true)).toEqual({
      promotionJustification:
        "The new salary $105,000.00 is below the new band's minimum $110,000.00: raise it or give a justification.",
    });
    expect(promotionFormErrors(values, band, 105_000, false)).toEqual({});
    expect(
      promotionFormErrors(
        { ...values, promotionJustification: 'Band next year' },
        band,
        105_000,
        true,
      ),
    ).toEqual({});
  });
  it('leaves the rule to the server while the levels are not read', () => {
    const values = { newLevelId: 'l4', promotionJustification: '' };
    expect(promotionFormErrors(values, { ...band, levels: null }, 105_000, true)).toEqual({});
  });
});

describe('compensationErrorsFromDetails', () => {
  it("puts the server's messages on the compensation form's fields only", () => {
    expect(
      compensationErrorsFromDetails([
        { field: 'promotionJustification', message: 'Give a reason' },
        { field: 'newLevelId', message: 'Level not found' },
        { field: 'compensationChanges[0].proposedValue', message: 'Too large' },
      ]),
    ).toEqual({ promotionJustification: 'Give a reason', newLevelId: 'Level not found' });
  });
});
