import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { paths } from '@/config/paths';
import { RILEY_LETTER, seedLetters, LETTERS_CYCLE } from '@/test/fixtures/letter-fixtures';
import { mswOverrides } from '@/test/story-overrides';
import { storySession } from '@/test/story-session';
import { db } from '@mocks/db';
import { DEMO_EMPLOYEE } from '@mocks/seed/accounts';
import LetterRoute from './LetterRoute';

const LETTER = '*/api/letters/:letterId';
const at = (letterId: string) => ({
  router: { path: paths.me.letter.path, initialEntries: [paths.me.letter.getHref(letterId)] },
});

const meta = {
  title: 'Letters/Letter Page',
  component: LetterRoute,
  parameters: { ...at(RILEY_LETTER), layout: 'padded' },
  beforeEach: () => storySession('employee'),
} satisfies Meta<typeof LetterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Riley Chen's released letter: the text as rendered, and Print / Save as PDF. */
export const Employee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letter = db.letters.find(RILEY_LETTER)!;
    await expect(await canvas.findByText(letter.subject)).toBeInTheDocument();
    const body = canvas.getByTestId('letter-body');
    await expect(body).toHaveTextContent(/^Dear Riley,/);
    await expect(body.textContent).toBe(letter.body);
    // Only this sheet prints (LetterPrintStyles keeps [data-print-letter]).
    await expect(body.closest('[data-print-letter]')).not.toBeNull();
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Print / Save as PDF' }));
    await expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  },
};

/** The employee's own letter, scheduled: it does not exist for them before its date. */
export const Scheduled: Story = {
  beforeEach: () => {
    const [letter] = seedLetters(LETTERS_CYCLE, ['scheduled']);
    db.letters.update(letter!.id, {
      employeeId: DEMO_EMPLOYEE.employeeId,
      participantId: 'part_0011',
    });
    return storySession('employee');
  },
  parameters: at('letter_0002'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This letter does not exist or is not yours to read.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Print / Save as PDF' })).toBeDisabled();
  },
};

/** Markup in a letter is text: it shows as typed and nothing runs. */
export const MarkupIsText: Story = {
  beforeEach: () => {
    db.letters.update(RILEY_LETTER, {
      subject: '<b>Raise</b> {{newSalary}}',
      body: 'Dear Riley,\n<script>window.__letterRan = true</script>\n<img src=x onerror="window.__letterRan = true">',
    });
    return storySession('employee');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<b>Raise</b> {{newSalary}}')).toBeInTheDocument();
    const body = canvas.getByTestId('letter-body');
    await expect(body).toHaveTextContent('<script>window.__letterRan = true</script>');
    await expect(body.querySelector('script, img, b')).toBeNull();
    await expect((window as { __letterRan?: boolean }).__letterRan).toBeUndefined();
  },
};

export const Loading: Story = {
  parameters: mswOverrides([LETTER, 'slow']),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: mswOverrides([LETTER, 'fail']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load the letter')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  },
};
