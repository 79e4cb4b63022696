import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/config/paths';
import {
  cutApprovedAmount,
  letterEmployeeName,
  NO_LETTERS_CYCLE,
  seedLetters,
} from '@/test/fixtures/letter-fixtures';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { now } from '@mocks/http/clock';
import CycleLettersRoute from './CycleLettersRoute';

const LETTERS = '*/api/review-cycles/:cycleId/letters';
const PARTICIPANTS = '*/api/review-cycles/:cycleId/participants';

const meta = {
  title: 'Letters/Cycle Letters',
  component: CycleLettersRoute,
  parameters: {
    router: {
      path: paths.admin.reviewCycleLetters.path,
      initialEntries: [paths.admin.reviewCycleLetters.getHref(NO_LETTERS_CYCLE)],
    },
    layout: 'padded',
  },
  beforeEach: () => storySession('admin'),
} satisfies Meta<typeof CycleLettersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Participants of the cycle whose recommendation is approved, by name (as the seed has them). */
function approvedNames(cycleId: string): string[] {
  const approved = new Set(
    db.recommendations
      .lookup('cycleId', cycleId)
      .filter((r) => r.status === 'approved')
      .map((r) => r.participantId),
  );
  return db.participants
    .lookup('cycleId', cycleId)
    .filter((p) => approved.has(p.id))
    .map((p) => letterEmployeeName(p))
    .sort((a, b) => a.localeCompare(b));
}

/** Draft, draft, scheduled and released letters of four approved participants. */
const filled = () => {
  seedLetters(NO_LETTERS_CYCLE, ['draft', 'draft', 'scheduled', 'released']);
  return storySession('admin');
};

/** No letter yet: the default template, what generation would do, an empty table. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No letters yet. Generate them once recommendations are approved.'),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('Default template')).toBeInTheDocument();
    const approved = approvedNames(NO_LETTERS_CYCLE).length;
    await expect(
      await canvas.findByText(new RegExp(`^${approved} participants have an approved`)),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Release Now (0)' })).toBeDisabled();
  },
};

/** Four letters: each status, and a released one that can no longer be selected or changed. */
export const Filled: Story = {
  beforeEach: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letters = db.letters.lookup('cycleId', NO_LETTERS_CYCLE);
    const table = await canvas.findByRole('table', { name: 'Letters', busy: false });
    for (const letter of letters) {
      await expect(await within(table).findByText(letterEmployeeName(letter))).toBeInTheDocument();
    }
    await expect(within(table).getAllByText('Draft')).toHaveLength(2);
    await expect(within(table).getByText('Scheduled')).toBeInTheDocument();
    await expect(within(table).getByText('Released')).toBeInTheDocument();
    const released = letters.find((l) => l.releaseAt && l.releaseAt < now().toISOString())!;
    await expect(
      within(table).getByRole('checkbox', { name: `${letterEmployeeName(released)}: released` }),
    ).toBeDisabled();
  },
};

/**
 * A draft and a released letter whose approved amounts were cut after they were generated: both
 * read Out of date with what it means; the draft offers Regenerate, not Release.
 */
export const OutOfDate: Story = {
  beforeEach: () => {
    seedLetters(NO_LETTERS_CYCLE, ['draft', 'released']).forEach((l) => cutApprovedAmount(l));
    return storySession('admin');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Letters', busy: false });
    await expect(await within(table).findAllByText('Out of date')).toHaveLength(2);
    await expect(
      within(table).getByText('Its recommendation changed: regenerate it before releasing.'),
    ).toBeInTheDocument();
    await expect(
      within(table).getByText(
        'Its recommendation changed after release; the employee keeps the released letter.',
      ),
    ).toBeInTheDocument();
    const draft = db.letters.lookup('cycleId', NO_LETTERS_CYCLE).find((l) => !l.releaseAt)!;
    await userEvent.click(
      within(table).getByRole('button', { name: `More actions: ${letterEmployeeName(draft)}` }),
    );
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.queryByRole('menuitem', { name: 'Release Now' })).toBeNull();
    await expect(menu.getByRole('menuitem', { name: 'Regenerate' })).toBeInTheDocument();
  },
};

/** Generate Letters makes one letter per approved participant and says so. */
export const Generate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approved = approvedNames(NO_LETTERS_CYCLE);
    const button = await canvas.findByRole('button', { name: 'Generate Letters' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(
      await canvas.findByText(`${approved.length} letters generated.`),
    ).toBeInTheDocument();
    const table = await canvas.findByRole('table', { name: 'Letters', busy: false });
    await expect(await within(table).findByText(approved[0]!)).toBeInTheDocument();
  },
};

/** The editor: the preview renders for the first approved participant; a bad placeholder is named. */
export const TemplateEditor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findByRole('button', { name: 'Edit Template' });
    await waitFor(() => expect(edit).toBeEnabled());
    await userEvent.click(edit);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Edit Letter Template' }),
    );
    const first = approvedNames(NO_LETTERS_CYCLE)[0]!;
    await expect(
      await dialog.findByText(new RegExp(`^Dear ${first.split(' ')[0]},`)),
    ).toBeInTheDocument();
    const body = dialog.getByRole('textbox', { name: 'Body' });
    await userEvent.click(body);
    await userEvent.paste(' {{salary}}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Template' }));
    await expect(await dialog.findByText('Unknown placeholder {{salary}}')).toBeInTheDocument();
  },
};

/** A chip types its placeholder where the caret is. */
export const InsertPlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findByRole('button', { name: 'Edit Template' });
    await waitFor(() => expect(edit).toBeEnabled());
    await userEvent.click(edit);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Edit Letter Template' }),
    );
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Hello ');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert First name' }));
    await waitFor(() => expect(subject).toHaveValue('Hello {{firstName}}'));
  },
};

/** Select every letter not released, release them now: the summary counts them. */
export const BulkReleaseNow: Story = {
  beforeEach: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Letters', busy: false });
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Select every letter not yet released' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Release Now (3)' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Release 3 letters' }),
    );
    await expect(dialog.getByRole('radio', { name: 'Now' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Release Now' }));
    await expect(await canvas.findByText('3 letters released.')).toBeInTheDocument();
  },
};

/** Scheduling asks for a date and time in the future. */
export const ScheduleDialog: Story = {
  beforeEach: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draft = db.letters.lookup('cycleId', NO_LETTERS_CYCLE).find((l) => !l.releaseAt)!;
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: `Select ${letterEmployeeName(draft)}` }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule (1)' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Release 1 letter' }),
    );
    await expect(dialog.getByRole('radio', { name: 'On a date' })).toBeChecked();
    await userEvent.clear(dialog.getByLabelText(/Release date and time/));
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await dialog.findByText('Choose a release date')).toBeInTheDocument();
  },
};

/** Preview opens the letter as its employee will read it. */
export const Preview: Story = {
  beforeEach: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letter = db.letters.lookup('cycleId', NO_LETTERS_CYCLE)[0]!;
    const name = letterEmployeeName(letter);
    await userEvent.click(await canvas.findByRole('button', { name: `Preview: ${name}` }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: `Letter to ${name}` }),
    );
    await expect(
      await dialog.findByText(new RegExp(`^Dear ${name.split(' ')[0]},`)),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Not scheduled')).toBeInTheDocument();
  },
};

export const LettersLoadError: Story = {
  parameters: mswOverrides([LETTERS, 'fail']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load letters'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mswOverrides(['*/api/review-cycles/:id', 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByText('Letter Template')).not.toBeInTheDocument();
  },
};

/** While the participants load, generation says it is counting, not "0 participants". */
export const ParticipantsLoading: Story = {
  parameters: mswOverrides([PARTICIPANTS, 'slow']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Generate Letters' });
    await expect(await within(card).findByRole('status')).toHaveTextContent(
      'Counting the approved recommendations...',
    );
    await expect(within(card).queryByText(/participants? ha(s|ve) an approved/)).toBeNull();
    await expect(within(card).getByRole('button', { name: 'Generate Letters' })).toBeDisabled();
  },
};

/** The participants could not be loaded: said so, with a way to try again, and no count. */
export const ParticipantsLoadError: Story = {
  parameters: mswOverrides([PARTICIPANTS, 'fail']),
  play: async ({ canvasElement }) => {
    const card = within(
      await within(canvasElement).findByRole('region', { name: 'Generate Letters' }),
    );
    await expect(await card.findByText('Failed to load the participants')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await expect(card.queryByText(/participants? ha(s|ve) an approved/)).toBeNull();
    await expect(card.getByRole('button', { name: 'Generate Letters' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  parameters: {
    router: {
      path: paths.admin.reviewCycleLetters.path,
      initialEntries: [paths.admin.reviewCycleLetters.getHref('cycle_9999')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No review cycle found'),
    ).toBeInTheDocument();
  },
};
