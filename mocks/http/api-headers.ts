/**
 * Headers every API answer carries, in the browser mock and the HTTP mock server alike (the
 * contract's info.description promises them): answers hold personal data and pay, so no cache
 * may keep them (`no-store`), and a JSON body must never be sniffed into HTML or script.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};
