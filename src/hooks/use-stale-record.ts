import { useState } from 'react';
import { isStaleRecordError } from '@/api/if-match';

interface Versioned {
  id?: string;
  version: string;
}

/** What a form that edits one record needs to avoid lost updates: see {@link useStaleRecord}. */
export interface StaleRecord<R> {
  /** The version to send as `If-Match`: as the form loaded it, or as last re-read after a 412. */
  version: string | undefined;
  /** The record as someone else left it, after a 412 (null until then). */
  theirs: R | null;
  /**
   * Call with a failed save: a 412 re-reads the record (shown as `theirs`; the next save applies
   * the user's values over it) and returns true; any other error returns false.
   */
  handleError: (error: unknown) => Promise<boolean>;
  /**
   * Forgets `theirs` (after a successful save). A form that stays open after saving passes the
   * save's answer: its version is the base of the next save.
   */
  clear: (saved?: { version?: string } | null) => void;
}

/**
 * Keeps the version a form's edit is based on (issue 17 §4). `loaded` is the record the form
 * opened with (null while closed): its version is kept even if a background refetch brings a
 * newer one, so a change made meanwhile by someone else is refused (412) instead of overwritten.
 * `reread` fetches the record afresh from the server.
 */
export function useStaleRecord<R extends Versioned>(
  loaded: R | null | undefined,
  reread: () => Promise<R | null | undefined>,
): StaleRecord<R> {
  const key = loaded ? (loaded.id ?? 'record') : null;
  const [state, setState] = useState({
    key,
    base: loaded?.version,
    theirs: null as R | null,
  });
  if (state.key !== key) setState({ key, base: loaded?.version, theirs: null });
  const current = state.key === key ? state : { key, base: loaded?.version, theirs: null };

  return {
    version: current.theirs?.version ?? current.base,
    theirs: current.theirs,
    handleError: async (error) => {
      if (!isStaleRecordError(error)) return false;
      const fresh = await reread();
      setState((s) => ({ ...s, theirs: fresh ?? null }));
      return true;
    },
    clear: (saved) => setState((s) => ({ ...s, base: saved?.version ?? s.base, theirs: null })),
  };
}
