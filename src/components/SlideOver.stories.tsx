import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const WithoutActions: Story = { args: { title: 'Edit User', actions: undefined } };

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

export const OpenAndClose: Story = { render: () => <Toggle /> };
