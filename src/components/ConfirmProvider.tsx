import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmContext, type ConfirmOptions } from './confirm-context';

export interface ConfirmProviderProps {
  children: ReactNode;
}

/** Hosts the one confirmation dialog of the app; `useConfirm()` opens it and awaits the answer. */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const handleAnswer = useCallback((confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback(
    ({ signal, ...next }: ConfirmOptions) => {
      resolveRef.current?.(false);
      if (signal?.aborted) return Promise.resolve(false);
      setOptions(next);
      setOpen(true);
      return new Promise<boolean>((resolve) => {
        resolveRef.current = resolve;
        signal?.addEventListener('abort', () => {
          if (resolveRef.current === resolve) handleAnswer(false);
        });
      });
    },
    [handleAnswer],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options ? (
        <ConfirmDialog
          {...options}
          open={open}
          onConfirm={() => handleAnswer(true)}
          onCancel={() => handleAnswer(false)}
        />
      ) : null}
    </ConfirmContext.Provider>
  );
}
