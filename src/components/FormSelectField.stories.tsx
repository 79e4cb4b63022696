import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { FormSelectField } from './FormSelectField';

const stages = [
  { value: 's1', label: 'Self Review' },
  { value: 's2', label: 'Manager Review' },
  { value: 's3', label: 'Calibration', disabled: true },
];

const meta = {
  title: 'Components/FormSelectField',
  component: FormSelectField,
  args: {
    name: 'stage',
    label: 'Review stage',
    options: stages,
    placeholder: 'Select a Review Stage...',
  },
  decorators: [
    (Story, { parameters }) => (
      <Formik
        initialValues={{ stage: (parameters.initialStage as string | undefined) ?? '', teams: [] }}
        validationSchema={yup.object({ stage: yup.string().required('Review stage is required') })}
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
} satisfies Meta<typeof FormSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Review stage' });
    await expect(select).toHaveTextContent('Select a Review Stage...');
    await userEvent.click(select);
    const listbox = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await expect(listbox.getByRole('option', { name: 'Calibration' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // fireEvent: in jsdom user-event cannot build events for MUI's menu ("view is not a Window").
    fireEvent.click(listbox.getByRole('option', { name: 'Manager Review' }));
    await waitFor(() => expect(select).toHaveTextContent('Manager Review'));
  },
};

export const Selected: Story = {
  parameters: { initialStage: 's2' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Review stage' });
    await expect(select).toHaveTextContent('Manager Review');
    await expect(select).not.toHaveTextContent('Select a Review Stage...');
  },
};

export const LoadingOptions: Story = {
  args: { options: [], placeholder: 'Loading options...', disabled: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Review stage' });
    await expect(select).toHaveTextContent('Loading options...');
    await expect(select).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Review stage is required')).toBeInTheDocument();
  },
};

export const Multiple: Story = {
  args: {
    name: 'teams',
    label: 'Teams',
    multiple: true,
    placeholder: 'Select teams...',
    options: [
      { value: 't1', label: 'Engineering' },
      { value: 't2', label: 'Sales' },
      { value: 't3', label: 'Marketing' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Teams' });
    await expect(select).toHaveTextContent('Select teams...');
    await userEvent.click(select);
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const listbox = within(list);
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    fireEvent.click(listbox.getByRole('option', { name: 'Engineering' }));
    // A person's second click comes after the first one's render; so does this one.
    await waitFor(() => expect(select).toHaveTextContent('Engineering'));
    fireEvent.click(listbox.getByRole('option', { name: 'Marketing' }));
    await waitFor(() => expect(select).toHaveTextContent('Engineering, Marketing'));
    await expect(listbox.getByRole('option', { name: 'Sales' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};
