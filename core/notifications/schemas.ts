import * as v from 'valibot'
import { ApplicationStatusSchema } from '../applications'

/**
 * Notifications kept on the server for the signed-in account (docs/api.md, "Notifications"): recent ones, read or
 * not, pushed live on the realtime topic /rest/notifications. Ids increase, so a client resumes after the last one
 * it saw. What they say is the catalogue's (notifications.kind.*), from `kind` and `data`.
 */

export const NotificationIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))

const base = { id: NotificationIdSchema, createdAt: v.pipe(v.string(), v.isoTimestamp()), read: v.boolean() }

/** One notification, by kind (one so far: an application's status changed, as the managing Pro moved it). */
export const NotificationSchema = v.variant('kind', [
  v.object({ ...base, kind: v.literal('application.status'), data: v.object({ applicationId: v.string(), jobTitle: v.string(), status: ApplicationStatusSchema }) }),
])
export type Notification = v.InferOutput<typeof NotificationSchema>

/** GET /rest/notifications: the newest first (at most NOTIFICATIONS_PAGE_SIZE) and how many are unread in all. */
export const NotificationsPageSchema = v.object({ notifications: v.array(NotificationSchema), unread: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type NotificationsPage = v.InferOutput<typeof NotificationsPageSchema>

/** The body of POST /rest/notifications/read: these ids, or every one up to `upTo` (inclusive); exactly one of the two. */
export const MarkReadRequestSchema = v.pipe(
  v.strictObject({ ids: v.optional(v.pipe(v.array(NotificationIdSchema), v.minLength(1), v.maxLength(100))), upTo: v.optional(NotificationIdSchema) }),
  v.check((body) => (body.ids === undefined) !== (body.upTo === undefined), 'Give either ids or upTo.'),
)
export type MarkReadRequest = v.InferOutput<typeof MarkReadRequestSchema>

export const NOTIFICATIONS_PAGE_SIZE = 20

/** A realtime message's data on /rest/applications: one of the account's applications has a new status. */
export const ApplicationStatusEventSchema = v.object({ applicationId: v.string(), status: ApplicationStatusSchema, modifiedAt: v.pipe(v.string(), v.isoTimestamp()) })
export type ApplicationStatusEvent = v.InferOutput<typeof ApplicationStatusEventSchema>

/** A notification pushed on /rest/notifications, parsed; null when it is not one. */
export const parseNotification = (data: unknown): Notification | null => {
  const parsed = v.safeParse(NotificationSchema, data)
  return parsed.success ? parsed.output : null
}

/** An application status event pushed on /rest/applications, parsed; null when it is not one. */
export const parseApplicationStatusEvent = (data: unknown): ApplicationStatusEvent | null => {
  const parsed = v.safeParse(ApplicationStatusEventSchema, data)
  return parsed.success ? parsed.output : null
}
