import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { buildStageFormSchema, type StageMetric } from '../../stage-form';
import { MetricField } from './MetricField';
import { stageMetric } from '@/test/fixtures/stage-metric';

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
  args: { metric: stageMetric({ name: 'Impact score', scaleType: 'numeric' }) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Impact score' });
    // Spec 02 §5: numeric defaults to 0 to 100 with step 1.
    await expect(input).toHaveAttribute('min', '0');
    await expect(input).toHaveAttribute('max', '100');
    await expect(input).toHaveAttribute('step', '1');
    await expect(input).toHaveValue(null);
    await expect(input).toHaveAccessibleDescription('Between 0 and 100');
  },
};

export const NumericOutOfRange: Story = {
  args: {
    metric: stageMetric({
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
    metric: stageMetric({
      name: 'Top Strength',
      validationRules: { maxLength: 120, minSelections: 0 },
      helpText: 'The strength others rely on most.',
    }),
    value: 'Ownership',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Top Strength' });
    await expect(input).toHaveValue('Ownership');
    await expect(input).toHaveAttribute('maxlength', '120');
    await expect(input).toHaveAccessibleDescription('The strength others rely on most. · 9/120');
    await userEvent.type(input, '!');
    await expect(input).toHaveAccessibleDescription('The strength others rely on most. · 10/120');
  },
};

export const LongTextRequired: Story = {
  args: {
    metric: stageMetric({
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
    metric: stageMetric({
      name: 'Ready for Promotion',
      scaleType: 'binary',
      validationRules: { required: true, minSelections: 0 },
    }),
    value: 'No',
  },
  play: async ({ canvasElement }) => {
    const group = within(
      within(canvasElement).getByRole('radiogroup', { name: /^Ready for Promotion/ }),
    );
    // Spec 02 §5: binary offers Yes and No.
    await expect(group.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Yes',
      'No',
    ]);
    await expect(group.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(group.getByRole('radio', { name: 'Yes' }));
    await expect(group.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'No' })).not.toBeChecked();
  },
};

export const Dropdown: Story = {
  args: {
    metric: stageMetric({
      name: 'Performance Level',
      scaleType: 'custom',
      options: ['Exceptional', 'Strong', 'Solid', 'Developing'],
    }),
    value: 'Strong',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Performance Level' });
    await expect(select).toHaveTextContent('Strong');
    fireEvent.mouseDown(select);
    const listbox = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select an option',
      'Exceptional',
      'Strong',
      'Solid',
      'Developing',
    ]);
    await expect(listbox.getByRole('option', { name: 'Strong' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SingleChoice: Story = {
  args: {
    metric: stageMetric({
      name: 'Collaboration',
      scaleType: 'radio',
      options: ['Rarely', 'Sometimes', 'Often', 'Consistently'],
    }),
  },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('radiogroup', { name: 'Collaboration' }));
    const radios = group.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'Rarely',
      'Sometimes',
      'Often',
      'Consistently',
    ]);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await userEvent.click(group.getByRole('radio', { name: 'Often' }));
    await expect(group.getByRole('radio', { name: 'Often' })).toBeChecked();
  },
};

/** Three of five chosen with maxSelections 3: the other options are disabled. */
export const MultipleChoiceAtMaximum: Story = {
  args: {
    metric: stageMetric({
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
    metric: stageMetric({
      name: 'Next Review Goal Date',
      scaleType: 'date',
      validationRules: { minDate: '2026-11-15', maxDate: '2027-06-30', minSelections: 0 },
    }),
    value: '2027-01-15',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Next Review Goal Date');
    await expect(input).toHaveValue('2027-01-15');
    // Spec 02 §5: date honours the min and max dates.
    await expect(input).toHaveAttribute('min', '2026-11-15');
    await expect(input).toHaveAttribute('max', '2027-06-30');
    await expect(input).toHaveAccessibleDescription(
      'On or after 2026-11-15 · On or before 2027-06-30',
    );
  },
};

export const ReadOnly: Story = {
  args: { metric: stageMetric({ name: 'Top Strength' }), value: 'Curiosity', disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Top Strength' });
    await expect(input).toHaveValue('Curiosity');
    await expect(input).toBeDisabled();
  },
};
