import { describe, expect, it } from 'vitest';
import {
  METRIC_FORM_DEFAULTS,
  nextMetricOrder,
  STAGE_NUMERIC_DEFAULTS,
  formatOptions,
  isOptionDisabled,
  joinSelections,
  metricScaleTypeLabel,
  needsOptions,
  numericBounds,
  parseOptions,
  selectionBounds,
  splitSelections,
} from './metrics';

describe('metricScaleTypeLabel', () => {
  it.each([
    ['numeric', 'Rating'],
    ['binary', 'Yes/No'],
    ['custom', 'Dropdown'],
    ['text', 'Text'],
    ['textarea', 'Long Text'],
    ['checkbox', 'Multiple Choice'],
    ['radio', 'Single Choice'],
    ['date', 'Date'],
    ['slider', 'slider'],
  ])('%s → %s', (type, label) => {
    expect(metricScaleTypeLabel(type)).toBe(label);
  });
});

describe('needsOptions', () => {
  it.each([
    ['custom', true],
    ['checkbox', true],
    ['radio', true],
    ['numeric', false],
    ['binary', false],
    ['text', false],
    ['date', false],
  ])('%s → %s', (type, needed) => {
    expect(needsOptions(type)).toBe(needed);
  });
});

describe('parseOptions', () => {
  it.each<[string | null, string[]]>([
    ['Low\nMedium\nHigh', ['Low', 'Medium', 'High']],
    ['  Low  \n\n   \nHigh\n', ['Low', 'High']],
    ['A\r\nB', ['A', 'B']],
    ['', []],
    [null, []],
  ])('%j → %j', (text, options) => {
    expect(parseOptions(text)).toEqual(options);
  });

  it('round-trips through formatOptions', () => {
    expect(parseOptions(formatOptions(['One', 'Two']))).toEqual(['One', 'Two']);
  });
});

describe('defaults', () => {
  it('keeps the spec values', () => {
    expect(METRIC_FORM_DEFAULTS).toEqual({ order: 0, minValue: 0, maxValue: 5, minSelections: 0 });
    expect(STAGE_NUMERIC_DEFAULTS).toEqual({ min: 0, max: 100, step: 1 });
  });

  it.each([
    [{}, { min: 0, max: 100, step: 1 }],
    [
      { minValue: 1, maxValue: 5 },
      { min: 1, max: 5, step: 1 },
    ],
    [{ validationRules: { min: 2, max: 10 } }, { min: 2, max: 10, step: 1 }],
    [
      { minValue: 0, validationRules: { min: 2 } },
      { min: 0, max: 100, step: 1 },
    ],
  ])('numericBounds(%j) → %j', (metric, bounds) => {
    expect(numericBounds(metric)).toEqual(bounds);
  });

  it.each([
    [{}, { min: 0, max: null }],
    [{ validationRules: { minSelections: 1, maxSelections: 3 } }, { min: 1, max: 3 }],
  ])('selectionBounds(%j) → %j', (metric, bounds) => {
    expect(selectionBounds(metric)).toEqual(bounds);
  });
});

describe('checkbox selections', () => {
  it.each<[string | string[] | null, string[]]>([
    ['A,B', ['A', 'B']],
    ['A, B ,', ['A', 'B']],
    ['', []],
    [null, []],
    [
      ['A', ' C '],
      ['A', 'C'],
    ],
  ])('splitSelections(%j) → %j', (value, selections) => {
    expect(splitSelections(value)).toEqual(selections);
  });

  it('joins with commas', () => {
    expect(joinSelections(['A', 'B', 'C'])).toBe('A,B,C');
  });

  const metric = {
    scaleType: 'checkbox',
    options: ['A', 'B', 'C'],
    validationRules: { maxSelections: 2 },
  };
  it.each<[string[], string, boolean]>([
    [['A'], 'B', false],
    [['A', 'B'], 'C', true],
    [['A', 'B'], 'A', false],
  ])('with %j selected, option %s disabled → %s', (selected, option, disabled) => {
    expect(isOptionDisabled(metric, selected, option)).toBe(disabled);
  });

  it('never disables without a maximum', () => {
    expect(isOptionDisabled({ scaleType: 'checkbox' }, ['A', 'B', 'C'], 'D')).toBe(false);
  });
});

describe('nextMetricOrder', () => {
  it('is 0 for the first metric and one past the highest after that, so a new metric lists last', () => {
    expect(nextMetricOrder([])).toBe(0);
    expect(nextMetricOrder([{ order: 0 }])).toBe(1);
    expect(nextMetricOrder([{ order: 3 }, { order: 7 }, { order: 1 }])).toBe(8);
  });
});
