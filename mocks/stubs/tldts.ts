/**
 * Stand-in for `tldts` in the browser build (see vite.config.ts). MSW's cookie store (tough-cookie)
 * only asks it for a cookie domain's registrable domain; the mock's handlers use no cookies, and
 * the real library's public-suffix list is a third of the mock's code and ~50 ms of its start-up.
 * The last two labels of a host name stand in for the registrable domain.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (!host || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
