import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { FormTextField } from './FormTextField';

const schema = yup.object({
  name: yup.string().required('Name is required'),
});

const meta = {
  title: 'Components/FormTextField',
  component: FormTextField,
  args: { name: 'name', label: 'Name' },
  decorators: [
    (Story, { parameters }) => (
      <Formik
        initialValues={{ name: (parameters.initialName as string | undefined) ?? '' }}
        validationSchema={schema}
        onSubmit={() => {}}
      >
        <Form noValidate>
          <Stack spacing={1} sx={{ maxWidth: 360 }}>
            {Story()}
            <Button type="submit">Save</Button>
          </Stack>
        </Form>
      </Formik>
    ),
  ],
} satisfies Meta<typeof FormTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    // No error before the first submit attempt.
    await expect(canvas.queryByText('Name is required')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  parameters: { initialName: 'Q3 Merit Cycle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Q3 Merit Cycle');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByText('Name is required')).not.toBeInTheDocument();
  },
};

export const WithHelperText: Story = {
  args: { helperText: 'Shown to every participant' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAccessibleDescription('Shown to every participant');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialName: 'Locked' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Locked');
  },
};
