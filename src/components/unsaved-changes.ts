import { createContext, useContext, useEffect } from 'react';

/** The forms of the screen that hold typed input nobody saved (see UnsavedChangesGuard). */
export interface UnsavedChanges {
  /** A form holds changes; call the returned function once it does not any more. */
  hold: () => () => void;
  /** Resolves true when nothing is held or the user chose to discard it (signing out, say). */
  confirmLeave: () => Promise<boolean>;
}

export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/**
 * While `dirty`, leaving the screen (a link, the sidebar, back, a reload, closing the tab) asks
 * first. Without an UnsavedChangesGuard around (a story, a test without a router) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const registry = useContext(UnsavedChangesContext);
  useEffect(() => (registry && dirty ? registry.hold() : undefined), [registry, dirty]);
}

/** Asks "Discard changes?" when a form holds changes; without a guard around, leaving is fine. */
export function useConfirmLeave(): () => Promise<boolean> {
  const registry = useContext(UnsavedChangesContext);
  return registry?.confirmLeave ?? leaveFreely;
}

const leaveFreely = () => Promise.resolve(true);
