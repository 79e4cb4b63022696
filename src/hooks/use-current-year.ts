import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const currentYear = () => new Date().getFullYear();
// Pages prerendered at build time (the landing page) must not carry the build's year in their
// HTML, or a page built in December and served in January would not match what the client renders.
const noYearWhenPrerendered = () => null;

/** This year; null in HTML rendered ahead of time and while React hydrates it. */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(subscribeToNothing, currentYear, noYearWhenPrerendered);
}
