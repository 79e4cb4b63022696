/**
 * Which answers the HTTP server checks against the contract in `sampled` mode: the first of each
 * key (operation and status), then at most one every `intervalMs`. Checking every answer of a
 * 10,000-row list (users, teams with their members) cost more than building it, on every call.
 */
export function createCheckSampler(
  intervalMs: number,
  clock: () => number = () => performance.now(),
): (key: string) => boolean {
  const lastChecked = new Map<string, number>();
  return (key) => {
    const now = clock();
    const last = lastChecked.get(key);
    if (last !== undefined && now - last < intervalMs) return false;
    lastChecked.set(key, now);
    return true;
  };
}
