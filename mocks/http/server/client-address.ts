/**
 * The header the HTTP mock server sets to the client's socket address before the handlers run
 * (always overwriting whatever the client sent, so it can be trusted): per-address throttling reads
 * it. The browser mock has no socket, so the header is absent there.
 */
export const CLIENT_ADDRESS_HEADER = 'x-meritly-client-address';
