import { createContext, useCallback, useContext, useMemo, useRef } from 'react';
import type { ConfirmOptions } from './confirm-context';
import { useConfirm } from './useConfirm';

/** Asked before a changed form is closed by Escape, the backdrop, the close button or Cancel. */
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
}

export const DiscardGuardContext = createContext<DiscardGuard | null>(null);

/**
 * The guard of a slide-over or dialog: `dirty` is what the container knows itself (a form
 * without formik); formik forms inside report theirs through the context.
 */
export function useDiscardGuard(onClose: () => void, dirty = false): DiscardGuard {
  const confirm = useConfirm();
  const reported = useRef(false);
  const asking = useRef(false);
  const requestClose = useCallback(() => {
    if (!dirty && !reported.current) {
      onClose();
      return;
    }
    if (asking.current) return;
    asking.current = true;
    void confirm(DISCARD_CHANGES).then((discard) => {
      asking.current = false;
      if (discard) {
        reported.current = false;
        onClose();
      }
    });
  }, [confirm, dirty, onClose]);
  const setDirty = useCallback((value: boolean) => {
    reported.current = value;
  }, []);
  return useMemo(() => ({ setDirty, requestClose }), [setDirty, requestClose]);
}

/** The guarded close of the slide-over or dialog around (for Cancel buttons inside it). */
export function useRequestClose(fallback: () => void): () => void {
  return useContext(DiscardGuardContext)?.requestClose ?? fallback;
}
