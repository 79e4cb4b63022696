import { createContext, type ReactNode } from 'react';

/** What a confirmation asks; `destructive` paints the confirm button red. */
export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Withdraws the question (answered as cancelled), e.g. when the form it is about has closed. */
  signal?: AbortSignal;
}

/** Opens the confirmation dialog; resolves true on confirm, false on cancel or dismiss. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);
