import * as v from 'valibot'
import { ApplicationStatusSchema } from '../applications'

/**
 * Notifications kept on the server for the signed-in account (docs/api.md, "Notifications"): recent ones, read or
 * not, pushed live on the realtime topic /rest/notifications. Ids increase, so a client resumes after the last one
 * it saw. What they say is the catalogue's (notifications.kind.*), from `kind` and `data`.
 */

export const NotificationIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))

/** An application's status changed (the managing Pro moved it). */
export const ApplicationStatusNoticeSchema = v.object({
  kind: v.literal('application.status'),
  data: v.object({ applicationId: v.string(), jobTitle: v.string(), status: ApplicationStatusSchema }),
})

export const NotificationSchema = v.intersect([
  v.object({ id: NotificationIdSchema, createdAt: v.pipe(v.string(), v.isoTimestamp()), read: v.boolean() }),
  v.variant('kind', [ApplicationStatusNoticeSchema]),
])
export type Notification = v.InferOutput<typeof NotificationSchema>

/** GET /rest/notifications: the newest first (at most NOTIFICATIONS_PAGE_SIZE) and how many are unread in all. */
export const NotificationsPageSchema = v.object({ notifications: v.array(NotificationSchema), unread: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type NotificationsPage = v.InferOutput<typeof NotificationsPageSchema>

/** The body of POST /rest/notifications/read: these ids, or every one up to `upTo` (inclusive). */
export const MarkReadRequestSchema = v.union([
  v.strictObject({ ids: v.pipe(v.array(NotificationIdSchema), v.minLength(1), v.maxLength(100)) }),
  v.strictObject({ upTo: NotificationIdSchema }),
])
export type MarkReadRequest = v.InferOutput<typeof MarkReadRequestSchema>

export const NOTIFICATIONS_PAGE_SIZE = 20

/** A realtime message's data on /rest/applications: one of the account's applications has a new status. */
export const ApplicationStatusEventSchema = v.object({ applicationId: v.string(), status: ApplicationStatusSchema, modifiedAt: v.pipe(v.string(), v.isoTimestamp()) })
export type ApplicationStatusEvent = v.InferOutput<typeof ApplicationStatusEventSchema>
