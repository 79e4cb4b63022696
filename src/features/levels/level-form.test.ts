import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { describe, expect, it } from 'vitest';
import {
  emptyBand,
  levelFormSchema,
  levelFormValues,
  toLevelInput,
  type LevelFormValues,
} from './level-form';

const others = [{ name: 'L1 Associate' }, { name: 'L2 Professional' }];

async function errorsOf(values: LevelFormValues): Promise<FormikErrors<LevelFormValues>> {
  try {
    await validateYupSchema(values, levelFormSchema(others));
    return {};
  } catch (error) {
    return yupToFormErrors<LevelFormValues>(error);
  }
}

const valid: LevelFormValues = {
  name: 'L3 Senior',
  order: '3',
  jobFamily: '',
  bands: [
    { zone: '', currency: 'usd', min: '85,000', mid: '$102,000', max: '119000' },
    { zone: ' Zone B ', currency: 'USD', min: '76500', mid: '92000', max: '107000' },
  ],
};

describe('the level form', () => {
  it('says why typed text is no amount instead of "Amounts must be positive."', async () => {
    const errors = await errorsOf({
      ...valid,
      bands: [{ zone: '', currency: 'USD', min: '100k', mid: 'abc', max: '300000.555' }],
    });
    expect(errors.bands).toEqual([
      {
        min: 'Not an amount: write it like 65,000.00',
        mid: 'Not an amount: write it like 65,000.00',
        max: 'Use at most two decimals',
      },
    ]);
  });

  it('accepts a valid level and sends it as the contract reads it', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(toLevelInput(valid)).toEqual({
      name: 'L3 Senior',
      order: 3,
      jobFamily: null,
      bands: [
        { zone: null, currency: 'USD', min: 85000, mid: 102000, max: 119000 },
        { zone: 'Zone B', currency: 'USD', min: 76500, mid: 92000, max: 107000 },
      ],
    });
  });

  it("puts each of pay-bands.ts's messages on its field", async () => {
    expect(
      await errorsOf({
        name: ' l1 associate ',
        order: '0',
        jobFamily: '',
        bands: [
          { zone: '', currency: 'US', min: '90000', mid: '80000', max: '100000' },
          { zone: 'B', currency: 'USD', min: '', mid: '80000', max: '70000' },
          { zone: 'b', currency: 'USD', min: '1', mid: '2', max: '3' },
        ],
      }),
    ).toEqual({
      name: 'A level with this name already exists',
      order: 'Order must be a whole number from 1 to 1000',
      bands: [
        {
          min: 'The minimum cannot exceed the midpoint.',
          currency: 'Currency must be a 3-letter code',
        },
        { min: 'Amounts must be positive.' },
        { zone: 'Each zone appears once.' },
      ],
    });
  });

  it('needs a name; a new level starts after the last with one empty default band', async () => {
    expect((await errorsOf({ ...valid, name: ' ' })).name).toBe('Level name is required');
    expect(levelFormValues(null, 8)).toEqual({
      name: '',
      order: '8',
      jobFamily: '',
      bands: [emptyBand()],
    });
  });
});
