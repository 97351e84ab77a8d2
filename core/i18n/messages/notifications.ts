/** The notifications component (ui/features/notifications); deferred: it loads after the first screen, signed in. */
export const notificationsMessages = {
  'notifications.button': '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  'notifications.title': 'Notifications',
  'notifications.loading': 'Loading notifications…',
  'notifications.failed': 'Your notifications could not be loaded. They will come back with the connection.',
  'notifications.empty': 'No notifications yet. Changes to your applications show here.',
  'notifications.markRead': 'Mark as read',
  'notifications.markReadOf': 'Mark as read: {text}',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.unread': 'Unread',
  'notifications.arrived': 'New notification: {text}',
  'notifications.applicationStatus': 'Your application for {jobTitle} is now: {status}',
  'notifications.applicationStatusUntitled': 'Your application is now: {status}',
} as const
