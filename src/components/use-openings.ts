import { useState } from 'react';

/**
 * How many times `open` has turned true: a key that gives each opening of a panel or dialog
 * fresh contents, also when it opens again before its closing transition has unmounted them (a
 * form then starts empty and enabled, not as it was saved a moment ago).
 */
export function useOpenings(open: boolean): number {
  const [seen, setSeen] = useState({ open, count: 0 });
  if (seen.open !== open) setSeen({ open, count: seen.count + (open ? 1 : 0) });
  return seen.count;
}
