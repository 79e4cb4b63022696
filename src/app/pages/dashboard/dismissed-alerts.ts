import { useCallback, useState } from 'react';

/** Spec 01 §3: browser storage keeps "the admin dashboard's dismissed-alert ids". */
export const DISMISSED_ALERTS_KEY = 'dismissedAlerts';

export function readDismissedAlerts(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_ALERTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Dismissed alert ids, remembered across visits. */
export function useDismissedAlerts() {
  const [dismissed, setDismissed] = useState<string[]>(readDismissedAlerts);
  const dismiss = useCallback((id: string) => {
    setDismissed((current) => {
      const next = current.includes(id) ? current : [...current, id];
      window.localStorage.setItem(DISMISSED_ALERTS_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return { dismissed, dismiss };
}
