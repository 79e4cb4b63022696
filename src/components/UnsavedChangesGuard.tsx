import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { paths } from '@/config/paths';
import { DISCARD_CHANGES } from './discard-guard';
import { type UnsavedChanges, UnsavedChangesContext } from './unsaved-changes';
import { useConfirm } from './useConfirm';

export interface UnsavedChangesGuardProps {
  children: ReactNode;
}

/**
 * Around the signed-in screens (inside the data router and a ConfirmProvider): while a form holds
 * changes (useUnsavedChanges), moving to another page asks "Discard changes?" (Keep editing stays,
 * with the typed text) and a reload or closing the tab gets the browser's own question. Signing
 * out asks too (useConfirmLeave); a move to the sign-in page itself is not held up: the session
 * has ended, no save could follow.
 */
export function UnsavedChangesGuard({ children }: UnsavedChangesGuardProps) {
  const confirm = useConfirm();
  const holders = useRef(0);
  const [held, setHeld] = useState(false);
  const registry = useMemo<UnsavedChanges>(
    () => ({
      hold: () => {
        holders.current += 1;
        setHeld(true);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          holders.current -= 1;
          setHeld(holders.current > 0);
        };
      },
      confirmLeave: () => (holders.current > 0 ? confirm(DISCARD_CHANGES) : Promise.resolve(true)),
    }),
    [confirm],
  );
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      holders.current > 0 &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== paths.auth.login.path,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm(DISCARD_CHANGES).then((discard) => {
      asking.current = false;
      if (discard) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!held) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [held]);

  return (
    <UnsavedChangesContext.Provider value={registry}>{children}</UnsavedChangesContext.Provider>
  );
}
