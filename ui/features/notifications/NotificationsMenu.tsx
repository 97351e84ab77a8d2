import { Link } from '@tanstack/react-router'
import { Suspense, use, useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react'
import type { Notification } from '../../../core/notifications'
import type { AppActor } from '../../../machines/app/appActor'
import type { NotificationsStore, NotificationsView } from '../../../machines/notifications/notificationsStore'
import type { RealtimeServices } from '../../../machines/realtime/realtimeServices'
import { FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl'
import { loadDeferredMessages } from '../../i18n/messages'
import { useApp } from '../../useApp'
import './notifications.css'

const loading = new WeakMap<AppActor, Promise<RealtimeServices | null>>()
/** The realtime part and the notifications' texts, loaded once per app; null when they could not load (no channel). */
const realtimeOf = (app: AppActor) => {
  let loaded = loading.get(app)
  if (!loaded) loading.set(app, (loaded = Promise.all([app.realtime(), loadDeferredMessages()]).then(([services]) => services, () => null)))
  return loaded
}

/**
 * The signed-in header's notifications. Rendering it loads the realtime part (the channel, notifications, live
 * application status), which is how that part starts after the first paint.
 */
export function NotificationsMenu() {
  return (
    <Suspense fallback={null}>
      <LoadedNotifications />
    </Suspense>
  )
}

function LoadedNotifications() {
  const services = use(realtimeOf(useApp()))
  return services === null ? null : <NotificationsDisclosure notifications={services.notifications} />
}

/**
 * The header's notifications: a disclosure button whose name says how many are unread, opening the recent ones
 * (newest first), each with Mark as read, and Mark all as read. Escape or leaving it closes it. New ones arrive over
 * the realtime channel and are announced politely.
 */
function NotificationsDisclosure({ notifications }: { readonly notifications: NotificationsStore }) {
  const view = useSyncExternalStore(notifications.subscribe, notifications.current)
  const intl = useIntl()
  const id = useId()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const arrived = useArrivals(view)
  const close = () => setOpen(false)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    close()
    toggle.current?.focus()
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close()
  }
  return (
    <div className="notifications" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={toggle} type="button" className="button notifications__toggle" aria-expanded={open} aria-controls={`${id}-panel`}
        aria-label={intl.formatMessage({ id: 'notifications.button' }, { count: view.unread })} onClick={() => setOpen(!open)}>
        <BellIcon />
        {view.unread > 0 && (
          <span className="nav-badge notifications__count" aria-hidden="true">
            {view.unread}
          </span>
        )}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {arrived === null ? '' : intl.formatMessage({ id: 'notifications.arrived' }, { text: notificationText(intl, arrived) })}
      </p>
      {/* Not a region landmark: the toasts' live region is already named Notifications. */}
      <div id={`${id}-panel`} className="notifications__panel" hidden={!open}>
        <div className="notifications__header">
          <h2 id={`${id}-title`} className="notifications__title">
            <FormattedMessage id="notifications.title" />
          </h2>
          {view.unread > 0 && (
            <button type="button" className="notifications__action" onClick={() => notifications.markAllRead()}>
              <FormattedMessage id="notifications.markAllRead" />
            </button>
          )}
        </div>
        {view.status === 'loading' && <p className="notifications__note"><FormattedMessage id="notifications.loading" /></p>}
        {view.status === 'failed' && <p className="notifications__note"><FormattedMessage id="notifications.failed" /></p>}
        {view.status === 'ready' && view.notifications.length === 0 && <p className="notifications__note"><FormattedMessage id="notifications.empty" /></p>}
        {view.notifications.length > 0 && (
          <ul className="notifications__list">
            {view.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onRead={() => notifications.markRead([notification.id])} onFollow={close} />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

function NotificationItem({ notification, onRead, onFollow }: { readonly notification: Notification; readonly onRead: () => void; readonly onFollow: () => void }) {
  const intl = useIntl()
  const text = notificationText(intl, notification)
  const link = useRef<HTMLAnchorElement>(null)
  return (
    <li className={notification.read ? 'notifications__item' : 'notifications__item notifications__item--unread'}>
      <Link to="/applications/view/$id" params={{ id: notification.data.applicationId }} className="notifications__link" ref={link} onClick={() => (onRead(), onFollow())}>
        {!notification.read && (
          <span className="visually-hidden">
            <FormattedMessage id="notifications.unread" />{' '}
          </span>
        )}
        {text}
        <time className="notifications__time" dateTime={notification.createdAt}>
          {intl.formatDate(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </Link>
      {!notification.read && (
        // The button goes once read: the focus moves to the notification's link, so it stays in the panel.
        <button type="button" className="notifications__action" aria-label={intl.formatMessage({ id: 'notifications.markReadOf' }, { text })}
          onClick={() => (onRead(), link.current?.focus())}>
          <FormattedMessage id="notifications.markRead" />
        </button>
      )}
    </li>
  )
}

/** The newest notification that arrived while the component was shown (not those of the first load), for the live region. */
function useArrivals(view: NotificationsView): Notification | null {
  const known = useRef<Set<number> | null>(null)
  const [arrived, setArrived] = useState<Notification | null>(null)
  useEffect(() => {
    if (view.status === 'loading') return
    const ids = view.notifications.map((notification) => notification.id)
    if (known.current === null) {
      known.current = new Set(ids)
      return
    }
    const seen = known.current
    const fresh = view.notifications.find((notification) => !seen.has(notification.id))
    for (const id of ids) seen.add(id)
    if (fresh) setArrived(fresh)
  }, [view])
  return arrived
}

function BellIcon() {
  return (
    <svg className="notifications__bell" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
    </svg>
  )
}

/** What a notification says, from the catalogue. */
function notificationText(intl: IntlShape, notification: Notification): string {
  const status = intl.formatMessage({ id: `applications.status.${notification.data.status}` })
  return notification.data.jobTitle === ''
    ? intl.formatMessage({ id: 'notifications.applicationStatusUntitled' }, { status })
    : intl.formatMessage({ id: 'notifications.applicationStatus' }, { jobTitle: notification.data.jobTitle, status })
}
