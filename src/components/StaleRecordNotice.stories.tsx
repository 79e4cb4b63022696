import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { FormTextField } from './FormTextField';
import { StaleRecordNotice } from './StaleRecordNotice';

type Values = { name: string; description: string };

const mine: Values = { name: 'Platform Engineering', description: 'Owns the build pipeline' };

const meta = {
  title: 'Components/StaleRecordNotice',
  component: StaleRecordNotice<Values>,
  args: {
    theirs: { name: 'Platform & Cloud', description: 'Owns the build pipeline' },
    labels: { name: 'Team Name', description: 'Description' },
  },
  decorators: [
    (Story) => (
      <Formik initialValues={mine} onSubmit={() => {}}>
        <Form noValidate>
          <Stack spacing={1} sx={{ maxWidth: 480 }}>
            {Story()}
            <FormTextField name="name" label="Team Name" />
            <FormTextField name="description" label="Description" />
          </Stack>
        </Form>
      </Formik>
    ),
  ],
} satisfies Meta<typeof StaleRecordNotice<Values>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone renamed the record: their name is listed, the typed values stay until asked. */
export const TheirValuesDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This record was changed by someone else')).toBeInTheDocument();
    await expect(canvas.getByText('Team Name now:')).toBeInTheDocument();
    await expect(canvas.queryByText('Description now:')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Team Name')).toHaveValue('Platform Engineering');
    await userEvent.click(canvas.getByRole('button', { name: 'Use Their Values' }));
    await expect(canvas.getByLabelText('Team Name')).toHaveValue('Platform & Cloud');
  },
};

/** They saved the same values the user typed. */
export const SameValues: Story = {
  args: { theirs: mine },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Their values match what you entered.'),
    ).toBeInTheDocument();
  },
};

/** No conflict: nothing shows. */
export const NoConflict: Story = {
  args: { theirs: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByText('This record was changed by someone else'),
    ).not.toBeInTheDocument();
  },
};
