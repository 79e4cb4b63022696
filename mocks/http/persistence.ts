type MutationListener = (operationId: string) => void;

const listeners = new Set<MutationListener>();

/**
 * Subscribes to successful writes (any non-GET 2xx) made through the route wrapper; the browser
 * uses it to save the database snapshot. Returns the unsubscribe function.
 */
export function onMutation(listener: MutationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the route wrapper after a write succeeded. */
export function notifyMutation(operationId: string): void {
  for (const listener of listeners) listener(operationId);
}
