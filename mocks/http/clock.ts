let fixedNow: Date | null = null;

/**
 * The mock backend's clock. Handlers call `now()` instead of `new Date()` so tests can freeze
 * time with {@link setMockClock}; session expiry and every date rule read this clock.
 */
export function now(): Date {
  return fixedNow ? new Date(fixedNow.getTime()) : new Date();
}

/** Freezes the mock clock at `date`; `null` goes back to the real time. */
export function setMockClock(date: Date | null): void {
  fixedNow = date ? new Date(date.getTime()) : null;
}
