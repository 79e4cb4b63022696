import { useState } from 'react';
import Box from '@mui/material/Box';
import HistoryIcon from '@mui/icons-material/History';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { HoverTooltip } from './HoverTooltip';
import { RowButton, RowCheckbox, RowIconButton, RowLink } from './row-controls';
import { rowControlsSx } from './row-controls-sx';

// The theme's palette (src/app/theme/palette.ts): success #047857, error #dc2626, brand 600.
const SUCCESS = 'rgb(4, 120, 87)';
const ERROR = 'rgb(220, 38, 38)';
const WHITE = 'rgb(255, 255, 255)';

interface ControlsProps {
  onCommand: (command: string) => void;
  busy?: boolean;
}

/** One row's controls as the participants table shows them, under the table's rule. */
function Controls({ onCommand, busy }: ControlsProps) {
  const [selected, setSelected] = useState(false);
  return (
    <Box sx={rowControlsSx} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <RowLink to="/review-cycles/c1/participants/p1">Riley Chen</RowLink>
      <RowButton
        variant="contained"
        color="success"
        disabled={busy}
        onClick={() => onCommand('approve')}
      >
        Approve
      </RowButton>
      <RowButton
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={() => onCommand('reject')}
      >
        Reject
      </RowButton>
      <RowButton disabled={busy} onClick={() => onCommand('edit')}>
        Edit
      </RowButton>
      <HoverTooltip title="Approval history">
        <RowIconButton aria-label="Approval history of Riley Chen">
          <HistoryIcon fontSize="small" />
        </RowIconButton>
      </HoverTooltip>
      <RowCheckbox
        checked={selected}
        onChange={() => setSelected((s) => !s)}
        aria-label="Select Riley Chen"
      />
      <HoverTooltip title="Flagged: Over budget">
        <RowCheckbox
          checked={false}
          disabled
          onChange={() => undefined}
          aria-label="Riley Chen: Flagged: Over budget"
        />
      </HoverTooltip>
    </Box>
  );
}

const meta = {
  title: 'Components/Row Controls',
  component: Controls,
  args: { onCommand: fn() },
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the story is drawn (Chromium), not only laid out by jsdom (npm run test:stories). */
const drawn = (element: Element) => element.getBoundingClientRect().height > 0;

/** Every control, named and working; in Chromium, in the theme's colours. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('button', { name: 'Approve' });
    const reject = canvas.getByRole('button', { name: 'Reject' });
    await userEvent.click(approve);
    await userEvent.click(reject);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onCommand).toHaveBeenNthCalledWith(1, 'approve');
    await expect(args.onCommand).toHaveBeenNthCalledWith(2, 'reject');
    await expect(args.onCommand).toHaveBeenNthCalledWith(3, 'edit');
    await expect(canvas.getByRole('link', { name: 'Riley Chen' })).toHaveAttribute(
      'href',
      '/review-cycles/c1/participants/p1',
    );
    const box = canvas.getByRole('checkbox', { name: 'Select Riley Chen' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Riley Chen: Flagged: Over budget' }),
    ).toBeDisabled();
    if (drawn(approve)) {
      await expect(getComputedStyle(approve).backgroundColor).toBe(SUCCESS);
      await expect(getComputedStyle(approve).color).toBe(WHITE);
      await expect(getComputedStyle(reject).color).toBe(ERROR);
      await expect(getComputedStyle(reject).borderTopStyle).toBe('solid');
      // MUI's small contained button: 13 px type, 4 px by 10 px padding, the theme's 8 px radius.
      await expect(getComputedStyle(approve).fontSize).toBe('13px');
      await expect(getComputedStyle(approve).padding).toBe('4px 10px');
      await expect(getComputedStyle(approve).borderRadius).toBe('8px');
    }
  },
};

/** Pointing at the history button, or at a checkbox that cannot be ticked, says what it is. */
export const Tooltips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.hover(canvas.getByRole('button', { name: 'Approval history of Riley Chen' }));
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Approval history');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Approval history of Riley Chen' }));
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    const blocked = canvas.getByRole('checkbox', { name: 'Riley Chen: Flagged: Over budget' });
    // A disabled box takes no pointer: its wrapper does.
    const wrapper = blocked.closest('span[style]') as HTMLElement;
    await userEvent.hover(wrapper);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Flagged: Over budget');
    await userEvent.unhover(wrapper);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    // On a touch screen a press shows the reason too, and it goes after the finger lifts.
    fireEvent.touchStart(wrapper);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Flagged: Over budget');
    fireEvent.touchEnd(wrapper);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull(), { timeout: 4000 });
  },
};

/** While a decision is saved, the buttons are disabled and greyed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
    if (drawn(approve)) {
      // The theme's disabled colours (MUI's: black at 26% on black at 12%).
      await expect(getComputedStyle(approve).color).toBe('rgba(0, 0, 0, 0.26)');
      await expect(getComputedStyle(approve).backgroundColor).toBe('rgba(0, 0, 0, 0.12)');
    }
  },
};
