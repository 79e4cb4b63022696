import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  letterEmployeeName,
  LETTERS_CYCLE,
  NO_LETTERS_CYCLE,
  seedLetters,
} from '@/test/fixtures/letter-fixtures';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { DEMO_MANAGER } from '@mocks/seed/accounts';
import { ManagerLetters } from './ManagerLetters';

const meta = {
  title: 'Letters/Manager Letters',
  component: ManagerLetters,
  args: { cycleId: LETTERS_CYCLE },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    seedLetters(LETTERS_CYCLE, ['draft', 'scheduled'], DEMO_MANAGER.employeeId);
    return storySession('manager');
  },
} satisfies Meta<typeof ManagerLetters>;

export default meta;
type Story = StoryObj<typeof meta>;

const reportsLetters = () =>
  db.letters
    .lookup('cycleId', LETTERS_CYCLE)
    .filter((l) => db.participants.find(l.participantId)?.managerId === DEMO_MANAGER.employeeId);

/** Their reports' letters only (Riley's released one among them), with a note to write on the others. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Letters', busy: false });
    const mine = reportsLetters();
    await expect(within(table).getAllByRole('row')).toHaveLength(mine.length + 1);
    for (const letter of mine)
      await expect(within(table).getByText(letterEmployeeName(letter))).toBeInTheDocument();
    // Riley Chen's letter is released: read only.
    await expect(within(table).queryByRole('button', { name: /Note: Riley Chen/ })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Writing a note: the row shows it once saved. */
export const WriteNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draft = reportsLetters().find((l) => l.releaseAt === null)!;
    const name = letterEmployeeName(draft);
    await userEvent.click(await canvas.findByRole('button', { name: `Write Note: ${name}` }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: `Manager's Note: ${name}` }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Note to the employee' }),
      'Thank you for a great year.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save Note' }));
    await expect(await canvas.findByText('Thank you for a great year.')).toBeInTheDocument();
    await waitFor(() =>
      expect(db.letters.find(draft.id)!.body).toContain('Thank you for a great year.'),
    );
  },
};

/** Before any letter is generated for their reports, nothing shows. */
export const NoLetters: Story = {
  args: { cycleId: NO_LETTERS_CYCLE },
  beforeEach: () => storySession('manager'),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
