import { describe, expect, it } from 'vitest';
import contract from '@/api/openapi.gen.json';
import { METRIC_FORM_MESSAGES, metricFormErrors, type MetricFormValues } from './metric-form';

const base: MetricFormValues = { name: 'Teamwork', order: 0, scaleType: 'text' };

describe('metricFormErrors', () => {
  it.each<[string, MetricFormValues, Record<string, string>]>([
    ['valid text metric with order 0', {}, {}],
    ['name missing', { name: ' ' }, { name: 'Name is required' }],
    ['order missing', { order: '' }, { order: 'Order is required' }],
    ['type missing', { scaleType: '' }, { scaleType: 'Field type is required' }],
    ['unknown type', { scaleType: 'slider' }, { scaleType: 'Field type is required' }],
    ['numeric 0 to 5', { scaleType: 'numeric', minValue: 0, maxValue: 5 }, {}],
    [
      'numeric without range',
      { scaleType: 'numeric', minValue: '', maxValue: null },
      { minValue: 'Minimum value is required', maxValue: 'Maximum value is required' },
    ],
    [
      'numeric max below min',
      { scaleType: 'numeric', minValue: 5, maxValue: 1 },
      { maxValue: 'Maximum value must be greater than or equal to minimum value' },
    ],
    [
      'numeric 0 to 100, the widest scale',
      { scaleType: 'numeric', minValue: 0, maxValue: 100 },
      {},
    ],
    [
      'numeric 0 to 1,000,000,000,000',
      { scaleType: 'numeric', minValue: 0, maxValue: 1_000_000_000_000 },
      { maxValue: 'Maximum value must be at most 100' },
    ],
    [
      'numeric -5 to 5',
      { scaleType: 'numeric', minValue: -5, maxValue: 5 },
      { minValue: 'Minimum value cannot be negative' },
    ],
    [
      'numeric 101 to -1',
      { scaleType: 'numeric', minValue: 101, maxValue: -1 },
      {
        minValue: 'Minimum value must be at most 100',
        maxValue: 'Maximum value cannot be negative',
      },
    ],
    ['dropdown options text', { scaleType: 'custom', options: 'A\nB' }, {}],
    [
      'dropdown blank lines only',
      { scaleType: 'custom', options: '\n  \n' },
      { options: 'Options are required for this field type' },
    ],
    ['radio options list', { scaleType: 'radio', options: ['Yes'] }, {}],
    [
      'checkbox no options',
      { scaleType: 'checkbox', options: [] },
      { options: 'Options are required for this field type' },
    ],
    ['text minLength 0 maxLength 1', { validationRules: { minLength: 0, maxLength: 1 } }, {}],
    [
      'text minLength -1',
      { validationRules: { minLength: -1 } },
      { 'validationRules.minLength': 'Minimum length cannot be negative' },
    ],
    [
      'textarea maxLength 0',
      { scaleType: 'textarea', validationRules: { maxLength: 0 } },
      { 'validationRules.maxLength': 'Maximum length must be at least 1' },
    ],
    [
      'text max below min',
      { validationRules: { minLength: 10, maxLength: 5 } },
      {
        'validationRules.maxLength':
          'Maximum length must be greater than or equal to minimum length',
      },
    ],
    [
      'checkbox selections 0..1',
      {
        scaleType: 'checkbox',
        options: 'A',
        validationRules: { minSelections: 0, maxSelections: 1 },
      },
      {},
    ],
    [
      'checkbox minSelections -1',
      { scaleType: 'checkbox', options: 'A', validationRules: { minSelections: -1 } },
      { 'validationRules.minSelections': 'Minimum selections cannot be negative' },
    ],
    [
      'checkbox maxSelections 0',
      { scaleType: 'checkbox', options: 'A', validationRules: { maxSelections: 0 } },
      { 'validationRules.maxSelections': 'Maximum selections must be at least 1' },
    ],
    [
      'checkbox max below min',
      {
        scaleType: 'checkbox',
        options: 'A',
        validationRules: { minSelections: 3, maxSelections: 2 },
      },
      {
        'validationRules.maxSelections':
          'Maximum selections must be greater than or equal to minimum selections',
      },
    ],
    [
      'length rules ignored for numeric',
      { scaleType: 'numeric', minValue: 0, maxValue: 5, validationRules: { minLength: -5 } },
      {},
    ],
  ])('%s', (_case, patch, errors) => {
    expect(metricFormErrors({ ...base, ...patch })).toEqual(errors);
  });
});

describe('a rating scale’s bounds', () => {
  const input = contract.components.schemas.PerformanceMetricInput.properties as Record<
    string,
    unknown
  >;
  it.each([
    ['minValue', METRIC_FORM_MESSAGES.minValueNegative, METRIC_FORM_MESSAGES.minValueTooHigh],
    ['maxValue', METRIC_FORM_MESSAGES.maxValueNegative, METRIC_FORM_MESSAGES.maxValueTooHigh],
  ])('%s: 0 to 100 with the form’s messages, as the contract says', (field, below, above) => {
    expect(input[field]).toMatchObject({
      minimum: 0,
      maximum: 100,
      'x-error-messages': { minimum: below, maximum: above },
    });
  });
});
