export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  markAllRead: 'Mark All Read',
  empty: 'No notifications yet',
  loadFailed: 'Failed to load notifications',
} as const;
