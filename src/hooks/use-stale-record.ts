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
  /**
   * The record the next save applies over: as loaded, as re-read after a 412, or as the last
   * save answered (for records with more than one version, such as a stage's answers).
   */
  basis: R | null | undefined;
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
  clear: (saved?: R | null) => void;
}

/**
 * Keeps the version a form's edit is based on. `loaded` is the record the form
 * opened with (null while closed): its version is kept even if a background refetch brings a
 * newer one, so a change made meanwhile by someone else is refused (412) instead of overwritten.
 * `reread` fetches the record afresh from the server.
 *
 * `valuesOf` (optional): the values this form edits. A newer `loaded` record whose values are the
 * same as the base's becomes the base: a save of other fields of the same record (such as the
 * organization's registration switches beside its details form) then does not refuse this form's
 * save, and nothing of that change can be lost since this form does not send those fields.
 */
export function useStaleRecord<R extends Versioned>(
  loaded: R | null | undefined,
  reread: () => Promise<R | null | undefined>,
  valuesOf?: (record: R) => unknown,
): StaleRecord<R> {
  const key = loaded ? (loaded.id ?? 'record') : null;
  const [state, setState] = useState({
    key,
    base: loaded?.version,
    record: loaded,
    theirs: null as R | null,
  });
  const fresh = { key, base: loaded?.version, record: loaded, theirs: null };
  if (state.key !== key) setState(fresh);
  else if (
    valuesOf &&
    loaded &&
    state.record &&
    !state.theirs &&
    loaded.version !== state.base &&
    JSON.stringify(valuesOf(loaded)) === JSON.stringify(valuesOf(state.record))
  )
    setState(fresh);
  const current = state.key === key ? state : fresh;

  return {
    version: current.theirs?.version ?? current.base,
    basis: current.theirs ?? current.record,
    theirs: current.theirs,
    handleError: async (error) => {
      if (!isStaleRecordError(error)) return false;
      const latest = await reread();
      setState((s) => ({ ...s, theirs: latest ?? null }));
      return true;
    },
    clear: (saved) =>
      setState((s) => {
        const record = saved ?? s.theirs ?? s.record;
        return { ...s, base: record?.version, record, theirs: null };
      }),
  };
}
