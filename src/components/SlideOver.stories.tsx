import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SlideOver } from './SlideOver';

const meta = {
  title: 'Components/SlideOver',
  component: SlideOver,
  args: {
    open: true,
    onClose: fn(),
    title: 'Create Review Cycle',
    children: (
      <Stack spacing={2}>
        <TextField label="Name" />
        <TextField label="Start Date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
    ),
    actions: (
      <>
        <Button variant="outlined">Cancel</Button>
        <Button>Create</Button>
      </>
    ),
  },
} satisfies Meta<typeof SlideOver>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithoutActions: Story = {
  args: { title: 'Edit User', actions: undefined },
  play: async ({ canvasElement }) => {
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit User' }),
    );
    await expect(panel.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Edit Review Cycle',
    children: (
      <Stack spacing={2}>
        {Array.from({ length: 20 }, (_, index) => (
          <TextField key={index} label={`Field ${index + 1}`} />
        ))}
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Edit Review Cycle',
      }),
    );
    await expect(panel.getAllByRole('textbox')).toHaveLength(20);
    await expect(panel.getByRole('textbox', { name: 'Field 20' })).toBeInTheDocument();
    // The footer actions stay in the panel below the scrolling fields.
    await expect(panel.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  },
};

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add New Stage</Button>
      <SlideOver open={open} onClose={() => setOpen(false)} title="Add New Stage">
        Stage fields
      </SlideOver>
    </>
  );
}

export const OpenAndClose: Story = {
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add New Stage' }));
    const panel = await body.findByRole('dialog', { name: 'Add New Stage' });
    await expect(panel).toHaveTextContent('Stage fields');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    // The panel slides out (500 ms, spec 02 §9) before it leaves the page.
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};
