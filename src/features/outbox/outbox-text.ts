export const OUTBOX_TEXT = {
  title: 'Outbox',
  description:
    'Messages the server would have emailed: reminders sent by admins, automatic reminders, launch notices and letter notices.',
  empty: 'No messages sent yet.',
  loadFailed: 'Failed to load the outbox',
  search: 'Search messages',
  onlyCycle: (name: string) => `Only ${name}`,
  showAll: 'Show All',
  automatic: 'Automatic',
  manual: 'Manual',
  launch: 'Launch',
  letter: 'Letter',
  close: 'Close',
} as const;
