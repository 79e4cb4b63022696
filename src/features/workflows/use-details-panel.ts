import { useState } from 'react';

/** The details panel's state: each opening gets a new key, so its form starts again from its values. */
export function useDetailsPanel() {
  const [panel, setPanel] = useState({ open: false, key: 0 });
  return {
    open: panel.open,
    openKey: panel.key,
    show: () => setPanel((p) => ({ open: true, key: p.key + 1 })),
    hide: () => setPanel((p) => ({ ...p, open: false })),
  };
}
