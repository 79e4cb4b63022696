import { describe, expect, it } from 'vitest';
import { validateMetricValue, type MetricValue } from './metric-value';
import type { MetricLike } from './metrics';

const cases: [string, MetricLike, MetricValue, string | null][] = [
  ['optional empty', { scaleType: 'text' }, '', null],
  [
    'required empty',
    { scaleType: 'text', validationRules: { required: true } },
    '  ',
    'This field is required',
  ],
  [
    'required null',
    { scaleType: 'numeric', validationRules: { required: true } },
    null,
    'This field is required',
  ],
  [
    'required empty list',
    { scaleType: 'checkbox', validationRules: { required: true } },
    [],
    'This field is required',
  ],
  ['numeric in default range', { scaleType: 'numeric' }, '100', null],
  ['numeric above default 100', { scaleType: 'numeric' }, '101', 'Value must be at most 100'],
  ['numeric below default 0', { scaleType: 'numeric' }, -1, 'Value must be at least 0'],
  ['numeric at metric max', { scaleType: 'numeric', minValue: 1, maxValue: 5 }, 5, null],
  [
    'numeric over metric max',
    { scaleType: 'numeric', minValue: 1, maxValue: 5 },
    '5.5',
    'Value must be at most 5',
  ],
  [
    'numeric under metric min',
    { scaleType: 'numeric', minValue: 1, maxValue: 5 },
    '0',
    'Value must be at least 1',
  ],
  ['numeric not a number', { scaleType: 'numeric' }, 'abc', 'Please enter a number'],
  ['text at minLength', { scaleType: 'text', validationRules: { minLength: 3 } }, 'abc', null],
  [
    'text below minLength',
    { scaleType: 'text', validationRules: { minLength: 3 } },
    'ab',
    'Must be at least 3 characters',
  ],
  [
    'textarea at maxLength',
    { scaleType: 'textarea', validationRules: { maxLength: 5 } },
    'abcde',
    null,
  ],
  [
    'textarea over maxLength',
    { scaleType: 'textarea', validationRules: { maxLength: 5 } },
    'abcdef',
    'Must be at most 5 characters',
  ],
  [
    'checkbox within limits',
    {
      scaleType: 'checkbox',
      options: ['A', 'B', 'C'],
      validationRules: { minSelections: 1, maxSelections: 2 },
    },
    'A,B',
    null,
  ],
  [
    'checkbox too many',
    { scaleType: 'checkbox', options: ['A', 'B', 'C'], validationRules: { maxSelections: 2 } },
    'A,B,C',
    'Select at most 2 options',
  ],
  [
    'checkbox too few',
    { scaleType: 'checkbox', options: ['A', 'B', 'C'], validationRules: { minSelections: 2 } },
    ['A'],
    'Select at least 2 options',
  ],
  [
    'checkbox min 1',
    {
      scaleType: 'checkbox',
      options: ['A', 'B'],
      validationRules: { minSelections: 1, maxSelections: 1 },
    },
    'A,B',
    'Select at most 1 option',
  ],
  [
    'checkbox unknown option',
    { scaleType: 'checkbox', options: ['A', 'B'] },
    'A,Z',
    'Please select a valid option',
  ],
  ['dropdown option', { scaleType: 'custom', options: ['Low', 'High'] }, 'High', null],
  [
    'dropdown unknown',
    { scaleType: 'custom', options: ['Low', 'High'] },
    'Mid',
    'Please select a valid option',
  ],
  [
    'radio unknown',
    { scaleType: 'radio', options: ['Yes please'] },
    'No',
    'Please select a valid option',
  ],
  ['binary Yes', { scaleType: 'binary' }, 'Yes', null],
  ['binary no', { scaleType: 'binary' }, 'no', null],
  ['binary boolean', { scaleType: 'binary' }, false, null],
  ['binary other', { scaleType: 'binary' }, 'maybe', 'Please choose Yes or No'],
  ['date valid', { scaleType: 'date' }, '2025-02-28', null],
  ['date impossible', { scaleType: 'date' }, '2025-02-30', 'Please enter a valid date'],
  ['date garbage', { scaleType: 'date' }, 'tomorrow', 'Please enter a valid date'],
  [
    'date on minDate',
    { scaleType: 'date', validationRules: { minDate: '2025-01-01' } },
    '2025-01-01',
    null,
  ],
  [
    'date before minDate',
    { scaleType: 'date', validationRules: { minDate: '2025-01-01' } },
    '2024-12-31',
    'Date must be on or after 2025-01-01',
  ],
  [
    'date after maxDate',
    { scaleType: 'date', validationRules: { maxDate: '2025-12-31' } },
    '2026-01-01',
    'Date must be on or before 2025-12-31',
  ],
];

describe('validateMetricValue', () => {
  it.each(cases)('%s', (_case, metric, value, error) => {
    expect(validateMetricValue(metric, value)).toBe(error);
  });
});
