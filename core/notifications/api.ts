import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'
import { NotificationsPageSchema, type MarkReadRequest, type NotificationsPage } from './schemas'

/** The notifications calls, signed in with a full session (docs/api.md, "Notifications"); each rejects with an ApiError. */
export interface NotificationsApi {
  /** GET /rest/notifications: the recent ones, newest first, and the unread count. */
  recent(): Promise<NotificationsPage>
  /** POST /rest/notifications/read: marks some (or all up to an id) read; answers the page again. */
  markRead(request: MarkReadRequest): Promise<NotificationsPage>
}

export const createNotificationsApi = (transport: Api): NotificationsApi => {
  const api = signedInOnly(transport)
  return {
    recent: () => api.call({ method: 'GET', path: '/rest/notifications', schema: NotificationsPageSchema }),
    markRead: (request) => api.call({ method: 'POST', path: '/rest/notifications/read', body: request, schema: NotificationsPageSchema }),
  }
}
