import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface LoadedCardBodyProps {
  isLoading?: boolean;
  /** Shown instead of the content when there is nothing to show; null when there is. */
  emptyText: string | null;
  children: ReactNode;
}

/** A dashboard card's content: a placeholder while loading, else its empty text or the content. */
export function LoadedCardBody({ isLoading, emptyText, children }: LoadedCardBodyProps) {
  if (isLoading) return <Skeleton variant="rounded" height={120} />;
  if (emptyText) return <Typography color="text.secondary">{emptyText}</Typography>;
  return children;
}
