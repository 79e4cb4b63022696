import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ConfirmOptions } from './confirm-context';
import { useUnsavedChanges } from './unsaved-changes';
import { useConfirm } from './useConfirm';

/**
 * Asked before a changed form is closed by Escape, the backdrop, the close button or Cancel, and
 * before its screen is left (UnsavedChangesGuard).
 */
export const DISCARD_CHANGES: ConfirmOptions = {
  title: 'Discard changes?',
  message: 'What you typed in this form will be lost.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
  destructive: true,
};

export interface DiscardGuard {
  /** A form inside says whether it holds changes (see FormDirtyReporter). */
  setDirty: (dirty: boolean) => void;
  /** Closes, after asking when a form inside holds changes. */
  requestClose: () => void;
  /** The `onClose` of the MUI Dialog or Drawer: Escape, the backdrop (see {@link isDropDownEscape}). */
  handleModalClose: (event: unknown, reason?: string) => void;
}

const DROP_DOWN =
  '[role="combobox"], [role="listbox"], [role="option"], [role="menu"], [role="menuitem"]';

/**
 * Whether an Escape is a drop-down's rather than the form's: pressed in a drop-down field (a
 * select, an autocomplete such as Teams) or in its open list, or already handled by one. Escape
 * there closes the list, or does nothing when the list has just closed after a pick: it must not
 * ask to discard the whole form. Escape anywhere else in the form still closes it.
 */
export function isDropDownEscape(event: unknown): boolean {
  if (!event || typeof event !== 'object') return false;
  const { target, defaultPrevented } = event as { target?: unknown; defaultPrevented?: boolean };
  if (defaultPrevented) return true;
  return target instanceof Element && target.closest(DROP_DOWN) !== null;
}

export const DiscardGuardContext = createContext<DiscardGuard | null>(null);

/**
 * The guard of a slide-over or dialog: `dirty` is what the container knows itself (a form
 * without formik); formik forms inside report theirs through the context. While `open` and
 * `dirty`, leaving the screen asks too. A question still open when the container closes (it saved
 * meanwhile) is withdrawn with it.
 */
export function useDiscardGuard(onClose: () => void, dirty = false, open = true): DiscardGuard {
  const confirm = useConfirm();
  const reported = useRef(false);
  const asking = useRef<AbortController | null>(null);
  useUnsavedChanges(open && dirty);
  useEffect(() => {
    if (!open) asking.current?.abort();
  }, [open]);
  useEffect(() => () => asking.current?.abort(), []);
  const requestClose = useCallback(() => {
    if (!dirty && !reported.current) {
      onClose();
      return;
    }
    if (asking.current) return;
    const ask = (asking.current = new AbortController());
    void confirm({ ...DISCARD_CHANGES, signal: ask.signal }).then((discard) => {
      asking.current = null;
      if (discard && !ask.signal.aborted) {
        reported.current = false;
        onClose();
      }
    });
  }, [confirm, dirty, onClose]);
  const setDirty = useCallback((value: boolean) => {
    reported.current = value;
  }, []);
  const handleModalClose = useCallback(
    (event: unknown, reason?: string) => {
      if (reason === 'escapeKeyDown' && isDropDownEscape(event)) return;
      requestClose();
    },
    [requestClose],
  );
  return useMemo(
    () => ({ setDirty, requestClose, handleModalClose }),
    [setDirty, requestClose, handleModalClose],
  );
}

/** The guarded close of the slide-over or dialog around (for Cancel buttons inside it). */
export function useRequestClose(fallback: () => void): () => void {
  return useContext(DiscardGuardContext)?.requestClose ?? fallback;
}
