import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { buildStageFormSchema, type StageMetric } from '../../stage-form';
import { MetricField } from './MetricField';

const metric = (over: Partial<StageMetric>): StageMetric => ({
  id: 'metric',
  version: 'v1',
  name: 'Metric',
  order: 1,
  description: null,
  scaleType: 'text',
  minValue: null,
  maxValue: null,
  options: [],
  validationRules: { minSelections: 0 },
  placeholder: null,
  helpText: null,
  isActive: true,
  organizationId: 'org',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

interface FieldHarnessProps {
  metric: StageMetric;
  value?: string;
  disabled?: boolean;
}

/** One metric field in a formik form with the stage form's rules and a submit button. */
function FieldHarness({ metric: m, value = '', disabled }: FieldHarnessProps) {
  const schema = buildStageFormSchema([m], false);
  return (
    <Formik
      initialValues={{
        metrics: { [m.id]: value },
        compensationChanges: [],
        justification: '',
        exceptionJustification: '',
        adminOverride: false,
      }}
      validationSchema={schema}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <MetricField metric={m} name={`metrics.${m.id}`} disabled={disabled} />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Check
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Review Cycles/Participant Stage/Metric fields',
  component: FieldHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rating with the stage form's default range 0-100, step 1. */
export const NumericDefaultRange: Story = {
  args: { metric: metric({ name: 'Impact score', scaleType: 'numeric' }) },
};

export const NumericOutOfRange: Story = {
  args: {
    metric: metric({
      name: 'Overall Rating',
      scaleType: 'numeric',
      minValue: 1,
      maxValue: 5,
      validationRules: { required: true, minSelections: 0 },
    }),
    value: '7',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByText('Value must be at most 5')).toBeInTheDocument();
  },
};

export const Text: Story = {
  args: {
    metric: metric({
      name: 'Top Strength',
      validationRules: { maxLength: 120, minSelections: 0 },
      helpText: 'The strength others rely on most.',
    }),
    value: 'Ownership',
  },
};

export const LongTextRequired: Story = {
  args: {
    metric: metric({
      name: 'Key Accomplishments',
      scaleType: 'textarea',
      validationRules: { required: true, minLength: 20, maxLength: 2000, minSelections: 0 },
    }),
    value: 'Too short',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByText('Must be at least 20 characters')).toBeInTheDocument();
  },
};

export const YesNo: Story = {
  args: {
    metric: metric({
      name: 'Ready for Promotion',
      scaleType: 'binary',
      validationRules: { required: true, minSelections: 0 },
    }),
    value: 'No',
  },
};

export const Dropdown: Story = {
  args: {
    metric: metric({
      name: 'Performance Level',
      scaleType: 'custom',
      options: ['Exceptional', 'Strong', 'Solid', 'Developing'],
    }),
    value: 'Strong',
  },
};

export const SingleChoice: Story = {
  args: {
    metric: metric({
      name: 'Collaboration',
      scaleType: 'radio',
      options: ['Rarely', 'Sometimes', 'Often', 'Consistently'],
    }),
  },
};

/** Three of five chosen with maxSelections 3: the other options are disabled. */
export const MultipleChoiceAtMaximum: Story = {
  args: {
    metric: metric({
      name: 'Core Values Demonstrated',
      scaleType: 'checkbox',
      options: ['Customer Obsession', 'Ownership', 'Craftsmanship', 'Teamwork', 'Curiosity'],
      validationRules: { minSelections: 1, maxSelections: 3 },
    }),
    value: 'Ownership,Teamwork,Curiosity',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Select at least 1 and at most 3 options')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Craftsmanship' })).toBeDisabled();
  },
};

export const DateRange: Story = {
  args: {
    metric: metric({
      name: 'Next Review Goal Date',
      scaleType: 'date',
      validationRules: { minDate: '2026-11-15', maxDate: '2027-06-30', minSelections: 0 },
    }),
    value: '2027-01-15',
  },
};

export const ReadOnly: Story = {
  args: { metric: metric({ name: 'Top Strength' }), value: 'Curiosity', disabled: true },
};
