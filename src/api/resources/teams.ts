/**
 * The Teams tag's query keys (issue 19 begins here: each contract tag gets one module with its
 * keys, fetchers and hooks; the teams feature's own wrappers move in later).
 */
export const teamKeys = {
  all: ['teams'] as const,
};
