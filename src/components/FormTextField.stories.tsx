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

export const Empty: Story = {};

export const Filled: Story = { parameters: { initialName: 'Q3 Merit Cycle' } };

export const WithHelperText: Story = { args: { helperText: 'Shown to every participant' } };

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true }, parameters: { initialName: 'Locked' } };
