import type { Notification } from '../../../core/notifications'
import type { IntlShape } from '../../i18n/intl'

/** What a notification says, from the catalogue. */
export const notificationText = (intl: IntlShape, notification: Notification): string => {
  const status = intl.formatMessage({ id: `applications.status.${notification.data.status}` })
  return notification.data.jobTitle === ''
    ? intl.formatMessage({ id: 'notifications.applicationStatusUntitled' }, { status })
    : intl.formatMessage({ id: 'notifications.applicationStatus' }, { jobTitle: notification.data.jobTitle, status })
}
