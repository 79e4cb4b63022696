import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import {
  amountErrors,
  amountForPercent,
  buildStageFormSchema,
  decreaseErrors,
  initialStageValues,
  metricErrorsFromDetails,
  percentForAmount,
  rowErrors,
  rowTermsOf,
  toCompensationChanges,
  toMetricEntries,
  type CompensationRowValues,
  type StageFormValues,
} from './stage-form';
import { stageMetric } from '@/test/fixtures/stage-metric';

const rating = stageMetric({
  id: 'rating',
  name: 'Rating',
  scaleType: 'numeric',
  validationRules: { required: true, minSelections: 0 },
});
const values = (over: Partial<StageFormValues> = {}): StageFormValues => ({
  metrics: { rating: '' },
  compensationChanges: [{ type: '', amount: '', percent: '', override: false }],
  justification: '',
  exceptionJustification: '',
  adminOverride: false,
  newLevelId: '',
  promotionJustification: '',
  ...over,
});

async function errorsOf(
  schema: ReturnType<typeof buildStageFormSchema>,
  v: StageFormValues,
  submit: boolean,
) {
  try {
    await schema.validate(v, { abortEarly: false, context: { submit } });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

describe('buildStageFormSchema', () => {
  it('requires required metrics on submit only; numeric defaults to 0-100', async () => {
    const schema = buildStageFormSchema([rating], false);
    expect(await errorsOf(schema, values(), true)).toEqual({
      'metrics.rating': 'This field is required',
    });
    expect(await errorsOf(schema, values(), false)).toEqual({});
    expect(await errorsOf(schema, values({ metrics: { rating: '101' } }), false)).toEqual({
      'metrics.rating': 'Value must be at most 100',
    });
    expect(await errorsOf(schema, values({ metrics: { rating: '100' } }), true)).toEqual({});
  });

  it("manager review: 'Please provide at least one compensation change.' and 'Justification is required.' on submit", async () => {
    const schema = buildStageFormSchema([], true);
    expect(await errorsOf(schema, values({ metrics: {} }), true)).toEqual({
      compensationChanges: 'Please provide at least one compensation change.',
      justification: 'Justification is required.',
    });
    // A row needs a type and a value or a percent.
    expect(
      await errorsOf(
        schema,
        values({
          metrics: {},
          compensationChanges: [{ type: 't', amount: '', percent: '', override: false }],
          justification: 'ok',
        }),
        true,
      ),
    ).toEqual({ compensationChanges: 'Please provide at least one compensation change.' });
    expect(
      await errorsOf(
        schema,
        values({
          metrics: {},
          compensationChanges: [{ type: 't', amount: '', percent: '3', override: false }],
          justification: 'ok',
        }),
        true,
      ),
    ).toEqual({});
  });

  it('a draft checks compensation only once something is typed in it', async () => {
    const schema = buildStageFormSchema([], true);
    expect(await errorsOf(schema, values({ metrics: {} }), false)).toEqual({});
    expect(
      await errorsOf(schema, values({ metrics: {}, justification: 'Some words' }), false),
    ).toEqual({
      compensationChanges: 'Please provide at least one compensation change.',
    });
  });
});

describe('value and percent', () => {
  it('recomputes each from the other against the current value, 2 decimals', () => {
    expect(percentForAmount('4250', 85000)).toBe('5.00');
    expect(percentForAmount('1000', 30000)).toBe('3.33');
    expect(amountForPercent('3.5', 85000)).toBe('2975.00');
    expect(amountForPercent('5', null)).toBe('');
    expect(percentForAmount('', 85000)).toBe('');
  });

  it('sends complete rows with the new value and the percent of the change', () => {
    const current = (type: string) => (type === 'salary' ? 85000 : null);
    const name = (type: string) => (type === 'salary' ? 'Base Salary' : 'Annual Bonus');
    expect(
      toCompensationChanges(
        [
          { type: 'salary', amount: '', percent: '5', override: false },
          { type: 'bonus', amount: '3000', percent: '', override: false },
          { type: '', amount: '10', percent: '', override: false },
        ],
        current,
        name,
      ),
    ).toEqual([
      {
        type: 'salary',
        typeName: 'Base Salary',
        currentValue: 85000,
        proposedValue: 89250,
        percentChange: 5,
        override: false,
      },
      {
        type: 'bonus',
        typeName: 'Annual Bonus',
        currentValue: null,
        proposedValue: 3000,
        percentChange: null,
        override: false,
      },
    ]);
  });
});

describe('initial values and entries', () => {
  it('starts from saved answers and saved rows (the change is proposed minus current)', () => {
    const start = initialStageValues(
      [rating],
      [{ metricId: 'rating', value: '4', employeeId: 'e', reviewCycleId: 'c', updatedAt: 'x' }],
      {
        version: 'v1',
        compensationChanges: [
          {
            type: 'salary',
            typeName: 'Base Salary',
            currentValue: 85000,
            proposedValue: 89250,
            percentChange: 5,
            override: false,
          },
        ],
        justification: 'Great year',
        status: 'draft',
        recommendationId: null,
        updatedAt: null,
      },
    );
    expect(start).toEqual({
      metrics: { rating: '4' },
      compensationChanges: [{ type: 'salary', amount: '4250', percent: '5.00', override: false }],
      justification: 'Great year',
      exceptionJustification: '',
      adminOverride: false,
      newLevelId: '',
      promotionJustification: '',
    });
    expect(initialStageValues([rating], [], null).compensationChanges).toEqual([
      { type: '', amount: '', percent: '', override: false },
    ]);
  });

  it('sends only non-empty values with the participant ids', () => {
    const text = stageMetric({ id: 'text' });
    expect(
      toMetricEntries(values({ metrics: { rating: '4', text: '   ' } }), [rating, text], {
        employeeId: 'e',
        cycleId: 'c',
      }),
    ).toEqual([{ metricId: 'rating', value: '4', employeeId: 'e', reviewCycleId: 'c' }]);
  });

  it('maps server details back to the metric fields', () => {
    const sent = [{ metricId: 'rating', value: '9', employeeId: 'e', reviewCycleId: 'c' }];
    expect(
      metricErrorsFromDetails(
        [
          { field: 'entries[0].value', message: 'Rating: Value must be at most 5' },
          { field: 'metrics.text', message: 'Text: This field is required' },
        ],
        sent,
      ),
    ).toEqual({ rating: 'Value must be at most 5', text: 'This field is required' });
  });
});

// Base Salary 160,000; Annual Bonus last paid 3,000.
const currentOf = (type: string) => (type === 'salary' ? 160_000 : type === 'bonus' ? 3_000 : null);
const nameOf = (type: string) => (type === 'salary' ? 'Base Salary' : 'Annual Bonus');
const termsOf = rowTermsOf(currentOf, nameOf);
const manager = { isAdmin: false, adminOverride: false, justification: '' };
const row = (type: string, amount: string, percent = ''): CompensationRowValues => ({
  type,
  amount,
  percent,
  override: false,
});

describe('amounts mean what was typed', () => {
  it('reads 5,500 and $5,500 as 5,500, and −20% (a typographic minus) as a cut', () => {
    const [typed] = toCompensationChanges([row('salary', '$5,500')], currentOf, nameOf);
    expect(typed).toMatchObject({ proposedValue: 165_500, percentChange: 3.44 });
    const [cut] = toCompensationChanges([row('salary', '', '−20%')], currentOf, nameOf);
    expect(cut).toMatchObject({ proposedValue: 128_000, percentChange: -20 });
    expect(amountForPercent('−20%', 160_000)).toBe('-32000.00');
    expect(percentForAmount('5,500', 160_000)).toBe('3.44');
  });

  it('refuses 1e6, 100k and a third decimal on the field, and sends nothing for them', () => {
    expect(rowErrors(row('salary', '1e6'), termsOf('salary'), manager)).toEqual({
      amount: 'Enter an amount like 5,500.00',
    });
    expect(rowErrors(row('salary', '100k'), termsOf('salary'), manager).amount).toBe(
      'Enter an amount like 5,500.00',
    );
    expect(rowErrors(row('salary', '300000.555'), termsOf('salary'), manager)).toEqual({
      amount: 'Use at most two decimals',
    });
    expect(rowErrors(row('salary', '', '2e1'), termsOf('salary'), manager)).toEqual({
      percent: 'Enter a percent like 12.5',
    });
    expect(toCompensationChanges([row('salary', '1e6')], currentOf, nameOf)).toEqual([]);
    expect(amountForPercent('1e2', 160_000)).toBe('');
    expect(
      amountErrors(values({ compensationChanges: [row('salary', '1e6')] }), termsOf, manager),
    ).toEqual({ compensationChanges: 'Change amount: Enter an amount like 5,500.00' });
  });

  it('a bonus is the amount typed: +3,000 with 3,000 paid last year is 3,000, not 6,000', () => {
    const [bonus] = toCompensationChanges([row('bonus', '3,000')], currentOf, nameOf);
    // A bonus row saved with a percent of the last bonus reads as the amount paid, no percent.
    const older = { ...bonus!, proposedValue: 3_000, percentChange: 0 };
    expect(bonus).toEqual({
      type: 'bonus',
      typeName: 'Annual Bonus',
      currentValue: 3_000,
      proposedValue: 3_000,
      percentChange: null,
      override: false,
    });
    // A saved bonus row reads back as the amount paid.
    const saved = initialStageValues([rating], [], {
      version: 'v1',
      compensationChanges: [older],
      justification: '',
      status: 'draft',
      recommendationId: null,
      updatedAt: null,
    });
    expect(saved.compensationChanges).toEqual([row('bonus', '3000')]);
  });

  it('a raise above 100% of the salary is refused on the amount unless an admin overrides it', () => {
    // A raise of $5,000,000 on $160,000: 3,125%.
    const typo = row('salary', '5,000,000');
    const message =
      'A raise of 3,125.00% is more than 100% of the current salary: only an admin override with a justification can accept it.';
    expect(rowErrors(typo, termsOf('salary'), manager)).toEqual({ amount: message });
    expect(rowErrors(row('salary', '160,000'), termsOf('salary'), manager)).toEqual({});
    const admin = { isAdmin: true, adminOverride: true, justification: 'Board decision.' };
    expect(rowErrors(typo, termsOf('salary'), admin)).toEqual({});
    const form = values({ compensationChanges: [typo] });
    expect(amountErrors(form, termsOf, manager)).toEqual({
      compensationChanges: `Change amount: ${message}`,
    });
    expect(amountErrors(form, termsOf, { ...admin, justification: '' })).toEqual({
      exceptionJustification: 'An admin override needs a justification.',
    });
  });

  it('a salary of 0 and a cut past 50% are refused on the amount; 50% exactly is not', () => {
    expect(rowErrors(row('salary', '-160,000'), termsOf('salary'), manager)).toEqual({
      amount: 'A salary must be greater than 0.',
    });
    expect(rowErrors(row('salary', '', '-50.01'), termsOf('salary'), manager)).toEqual({
      amount:
        'A decrease of 50.01% is more than 50% of the current salary: only an admin override with a justification can let it through.',
    });
    expect(rowErrors(row('salary', '-80,000'), termsOf('salary'), manager)).toEqual({});
    // A bonus of 0 is no bonus, not a salary of 0.
    expect(rowErrors(row('bonus', '0'), termsOf('bonus'), manager)).toEqual({});
  });

  it('a cut asks for the exception justification on submit', () => {
    const cut = values({ compensationChanges: [row('salary', '-0.01')] });
    expect(decreaseErrors(cut, termsOf)).toEqual({
      exceptionJustification: 'A pay decrease needs a justification.',
    });
    expect(decreaseErrors({ ...cut, exceptionJustification: 'Part time.' }, termsOf)).toEqual({});
    const raise = values({ compensationChanges: [row('salary', '100')] });
    expect(decreaseErrors(raise, termsOf)).toEqual({});
  });
});
