import type { StaleRecordNoticeProps } from '@/components/StaleRecordNotice';

/** Reminders and their schedule carry no version: a save is never refused as stale. */
export const NO_STALE_RECORD: StaleRecordNoticeProps<never> = { theirs: null, labels: {} };
