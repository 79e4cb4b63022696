import { render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import type { StageMetric } from '../../stage-form';
import { TextMetricField } from './TextMetricField';

const metric = (validationRules: StageMetric['validationRules']): StageMetric => ({
  id: 'metric_1',
  version: 'v1',
  name: 'Reflection',
  order: 1,
  description: null,
  scaleType: 'textarea',
  minValue: null,
  maxValue: null,
  options: [],
  validationRules,
  placeholder: null,
  helpText: null,
  isActive: true,
  organizationId: 'org',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function renderField(m: StageMetric) {
  render(
    <Formik initialValues={{ metrics: { metric_1: '' } }} onSubmit={() => {}}>
      <Form>
        <TextMetricField metric={m} name="metrics.metric_1" />
      </Form>
    </Formik>,
  );
  return screen.getByRole('textbox', { name: 'Reflection' });
}

// An answer longer than the contract's 5,000 characters must not be typed only to be refused.
describe('TextMetricField limits', () => {
  it("stops at the contract's 5,000 characters when the metric sets no limit, and counts", () => {
    expect(renderField(metric({ minSelections: 0 }))).toHaveAttribute('maxlength', '5000');
    expect(screen.getByText('0/5000')).toBeInTheDocument();
  });

  it("keeps the metric's own lower limit", () => {
    expect(renderField(metric({ minSelections: 0, maxLength: 120 }))).toHaveAttribute(
      'maxlength',
      '120',
    );
  });
});
