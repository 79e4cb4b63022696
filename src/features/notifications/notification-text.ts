export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  loadFailed: 'Failed to load notifications',
} as const;
