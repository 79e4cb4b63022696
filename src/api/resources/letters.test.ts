// @vitest-environment jsdom
// The hooks render in a DOM and the session lives in window.localStorage (the rest of src/api runs in Node).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-route';
import { recordRequests, withClient } from '@/test/sent-requests';
import { signInAs } from '@/test/sign-in';
import { db } from '@mocks/db';
import {
  cycleLettersQueryOptions,
  letterKeys,
  letterQueryOptions,
  letterTemplateQueryOptions,
  myLettersQueryOptions,
  useReleaseLetters,
  useSaveLetterTemplate,
  useUpdateLetterNote,
} from './letters';

const requests = recordRequests();
/** The demo's 2025 Annual Review and Riley Chen's released letter in it. */
const CYCLE = 'cycle_0003';
const RILEY_LETTER = 'letter_0001';

describe('Letters', () => {
  it('saves the template with the version it was read at and caches the answer', async () => {
    await signInAs('admin');
    const client = createTestQueryClient();
    const loaded = await client.fetchQuery(letterTemplateQueryOptions(CYCLE));
    requests.clear();
    const { result } = renderHook(() => useSaveLetterTemplate(CYCLE), {
      wrapper: withClient(client),
    });
    const body = { subject: 'Hello {{firstName}}', body: 'New salary: {{newSalary}}' };
    const saved = await act(() => result.current.mutateAsync({ body, version: loaded.version }));
    const [sent] = await requests.sent();
    expect(sent).toMatchObject({
      operationId: 'updateLetterTemplate',
      ifMatch: `"${loaded.version}"`,
      body,
      problems: [],
    });
    expect(client.getQueryData(letterKeys.template(CYCLE))).toEqual(saved);
    expect(saved.isDefault).toBe(false);
  });

  it('a release reloads the cycle’s letters and the caller’s own', async () => {
    await signInAs('admin');
    const client = createTestQueryClient();
    await client.fetchQuery(cycleLettersQueryOptions(CYCLE));
    await client.fetchQuery(myLettersQueryOptions());
    const { result } = renderHook(() => useReleaseLetters(CYCLE), { wrapper: withClient(client) });
    const answer = await act(() =>
      result.current.mutateAsync({ letterIds: [RILEY_LETTER], releaseAt: null }),
    );
    expect(answer.results[0]?.error).toBe('Released letters cannot be changed');
    await waitFor(() => {
      expect(client.getQueryState(letterKeys.cycle(CYCLE))?.isInvalidated).toBe(true);
      expect(client.getQueryState(letterKeys.mine())?.isInvalidated).toBe(true);
    });
  });

  it('writes a note with If-Match and keeps the letter’s answer as the one read', async () => {
    await signInAs('admin');
    const draft = db.letters.insert({
      ...db.letters.find(RILEY_LETTER)!,
      id: 'letter_draft',
      releaseAt: null,
    });
    const client = createTestQueryClient();
    const loaded = await client.fetchQuery(letterQueryOptions(draft.id));
    requests.clear();
    const { result } = renderHook(() => useUpdateLetterNote(CYCLE), {
      wrapper: withClient(client),
    });
    const letter = await act(() =>
      result.current.mutateAsync({
        letterId: draft.id,
        managerNote: 'Well done.',
        version: loaded.version,
      }),
    );
    const [sent] = await requests.sent();
    expect(sent).toMatchObject({
      operationId: 'updateLetter',
      params: { cycleId: CYCLE, letterId: draft.id },
      ifMatch: `"${loaded.version}"`,
      body: { managerNote: 'Well done.' },
    });
    expect(letter.body).toContain('Well done.');
    expect(client.getQueryData(letterKeys.detail(draft.id))).toEqual(letter);
  });
});
