import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '../../../core/notifications'
import type { Queryable } from '../db/db'

/** What a new notification says (its kind and data, as core/notifications's NotificationSchema has them). */
export type NewNotification = Pick<Notification, 'kind' | 'data'>

interface Row {
  id: string | number
  kind: string
  data: unknown
  created_at: Date | string
  read_at: Date | string | null
}

const COLUMNS = 'id, kind, data, created_at, read_at'

const toWire = (row: Row): Notification =>
  ({ id: Number(row.id), kind: row.kind, data: row.data, createdAt: new Date(row.created_at).toISOString(), read: row.read_at !== null }) as Notification

/** The notifications table's SQL (an insert announces itself on the realtime channel: migration 026's trigger). */
export interface NotificationStore {
  add(userId: string, notification: NewNotification, at: Date): Promise<Notification>
  /** The newest first, at most NOTIFICATIONS_PAGE_SIZE, and the unread count of all. */
  recent(userId: string): Promise<{ notifications: Notification[]; unread: number }>
  /** The account's notifications after `afterId`, oldest first, at most `limit` (a socket resuming). */
  after(userId: string, afterId: number, limit: number): Promise<Notification[]>
  /** One notification of that account; null when it has no such one. */
  find(userId: string, id: number): Promise<Notification | null>
  /** Marks these ids (or every one up to `upTo`) of the account read. */
  markRead(userId: string, which: { readonly ids?: readonly number[]; readonly upTo?: number }, at: Date): Promise<void>
}

export function createNotificationStore(db: Queryable): NotificationStore {
  return {
    async add(userId, notification, at) {
      const [row] = await db.query<Row>(
        `INSERT INTO notifications (user_id, kind, data, created_at) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [userId, notification.kind, JSON.stringify(notification.data), at],
      )
      if (!row) throw new Error('notification not inserted')
      return toWire(row)
    },
    async recent(userId) {
      const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2`, [userId, NOTIFICATIONS_PAGE_SIZE])
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId])
      return { notifications: rows.map(toWire), unread: count?.n ?? 0 }
    },
    async after(userId, afterId, limit) {
      const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`, [userId, afterId, limit])
      return rows.map(toWire)
    },
    async find(userId, id) {
      const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND id = $2`, [userId, id])
      return row ? toWire(row) : null
    },
    async markRead(userId, which, at) {
      if (which.ids !== undefined) {
        await db.query('UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL', [userId, which.ids, at])
      } else if (which.upTo !== undefined) {
        await db.query('UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND id <= $2 AND read_at IS NULL', [userId, which.upTo, at])
      }
    },
  }
}
