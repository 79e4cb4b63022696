import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` (what a preview computed on the server follows, so
 * it asks once the typing pauses, not on every key). Compared by JSON, so a rebuilt object that
 * says the same thing does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same content does not reset the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return JSON.stringify(settled) === key ? value : settled;
}
