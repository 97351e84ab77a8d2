import { NOTIFICATIONS_PAGE_SIZE, parseNotification, type MarkReadRequest, type Notification, type NotificationsApi } from '../../core/notifications'

/** What the notifications component reads. */
export interface NotificationsView {
  readonly status: 'loading' | 'ready' | 'failed'
  /** Newest first, at most NOTIFICATIONS_PAGE_SIZE. */
  readonly notifications: readonly Notification[]
  readonly unread: number
}

export interface NotificationsStore {
  current(): NotificationsView
  subscribe(listener: () => void): () => void
  /** Reads the recent ones (GET /rest/notifications); resolves to the newest id (0 for none), which the live topic resumes after. */
  load(): Promise<number>
  /** One notification pushed on /rest/notifications (its data); a known id changes nothing. */
  received(data: unknown): void
  /** Marks these read (shown at once; the server's answer then replaces the list). */
  markRead(ids: readonly number[]): void
  markAllRead(): void
  /** Signed out: nothing to show. */
  clear(): void
}

const EMPTY: NotificationsView = { status: 'loading', notifications: [], unread: 0 }

/** The signed-in account's notifications, kept on the server, updated live by the realtime channel's messages. */
export function createNotificationsStore(api: NotificationsApi): NotificationsStore {
  const listeners = new Set<() => void>()
  let view = EMPTY
  let generation = 0
  const publish = (next: NotificationsView) => {
    view = next
    for (const listener of [...listeners]) listener()
  }
  const send = (request: MarkReadRequest) => {
    const from = generation
    api.markRead(request).then(
      (page) => {
        if (from === generation) publish({ status: 'ready', ...page })
      },
      () => undefined, // shown read already; the next load tells the truth
    )
  }
  const markLocally = (read: (notification: Notification) => boolean) => {
    const notifications = view.notifications.map((notification) => (read(notification) && !notification.read ? { ...notification, read: true } : notification))
    const newlyRead = notifications.filter((notification, index) => notification.read && !view.notifications[index]!.read).length
    publish({ ...view, notifications, unread: Math.max(0, view.unread - newlyRead) })
  }
  return {
    current: () => view,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async load() {
      const from = ++generation
      try {
        const page = await api.recent()
        if (from === generation) publish({ status: 'ready', ...page })
        return page.notifications[0]?.id ?? 0
      } catch {
        if (from === generation) publish({ ...view, status: 'failed' })
        return 0
      }
    },
    received(data) {
      const pushed = parseNotification(data)
      if (pushed === null || view.notifications.some((notification) => notification.id === pushed.id)) return
      const notifications = [pushed, ...view.notifications].sort((a, b) => b.id - a.id).slice(0, NOTIFICATIONS_PAGE_SIZE)
      publish({ status: 'ready', notifications, unread: view.unread + (pushed.read ? 0 : 1) })
    },
    markRead(ids) {
      if (ids.length === 0) return
      markLocally((notification) => ids.includes(notification.id))
      send({ ids: [...ids] })
    },
    markAllRead() {
      const newest = view.notifications[0]?.id
      if (newest === undefined) return
      markLocally(() => true)
      publish({ ...view, unread: 0 })
      send({ upTo: newest })
    },
    clear() {
      generation++
      publish(EMPTY)
    },
  }
}
