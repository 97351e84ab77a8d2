import * as v from 'valibot'
import type { MessageId } from '../i18n/en-US'
import {
  choicesWith,
  DEFAULT_RADIUS_MILES,
  KEPT_FILTER_ENTRIES,
  keptFiltersOf,
  RADIUS_CHOICES_MILES,
  RemoteOptionSchema,
  type KeptFilters,
  REMOTE_OPTIONS,
  SearchCriteriaSchema,
  type SearchParams,
  SearchTermsSchema,
} from '../search'

// core/text's hasLetterOrDigit, not reached through core/text's index from this lazy chunk (docs/decisions.md,
// "Job alerts": that split the first screen's shared modules off its chunk).
const hasLetterOrDigit = (text: string): boolean => /[\p{L}\p{N}]/u.test(text)

/** A job alert's id: opaque, URL-safe. */
export const JobAlertIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/), v.brand('JobAlertId'))
export type JobAlertId = v.InferOutput<typeof JobAlertIdSchema>

/** How often an alert's digest is sent (spec section 3). */
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const
export const AlertFrequencySchema = v.picklist(ALERT_FREQUENCIES)
export type AlertFrequency = v.InferOutput<typeof AlertFrequencySchema>

/** The most alerts one account keeps (docs/decisions.md, "Job alerts"). */
export const JOB_ALERTS_CAP = 20

/**
 * The distances an alert offers, in miles: the search's own Distance choices, so an alert searches what its search
 * did. There is no "any distance": the search always has a radius near a place (docs/decisions.md, "Job alerts").
 */
export const ALERT_DISTANCES_MILES = RADIUS_CHOICES_MILES
/** An alert given no distance (a search left at its default, a kept search, an older client) searches the search's default radius. */
export const ALERT_DEFAULT_DISTANCE_MILES = DEFAULT_RADIUS_MILES
/** The distances the alert form offers for an alert: the search's, plus the alert's own when it was made at another (a typed URL). */
export const alertDistanceChoices = (current: number): number[] => choicesWith(ALERT_DISTANCES_MILES, current)

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())
// The search's own bounds (SEARCH_LIMITS), through core/search's schemas: this lazy chunk reaching core/constants
// directly split the first screen's shared modules off its chunk (docs/decisions.md, "Job alerts").
const term = v.pipe(SearchTermsSchema.entries.what, v.trim())
const radius = SearchCriteriaSchema.entries.radiusMiles.wrapped

/** What an alert looks for and how often (spec section 3): the body of POST and PUT /rest/job-alerts. */
export const JobAlertRequestSchema = v.strictObject({
  query: v.pipe(term, v.check(hasLetterOrDigit, 'alerts.form.queryRequired')),
  location: v.optional(term, ''),
  remote: RemoteOptionSchema,
  frequency: AlertFrequencySchema,
  /** Miles from the location; null or absent: the search's default radius (what a digest has always searched then). */
  distanceMiles: v.optional(v.pipe(v.nullable(radius), v.transform((miles) => miles ?? ALERT_DEFAULT_DISTANCE_MILES)), null),
  paused: v.optional(v.boolean(), false),
  /** Turns an unsubscribed alert back on (true) or off; absent: unchanged. */
  active: v.optional(v.boolean()),
  /** The search's kept filters (core/search KEPT_FILTER_ENTRIES); absent: not asked. */
  ...KEPT_FILTER_ENTRIES,
})
export type JobAlertRequest = v.InferOutput<typeof JobAlertRequestSchema>

/** One alert as the server answers it. `active` false: turned off (unsubscribed); `paused`: held by its owner. */
export const JobAlertSchema = v.object({
  id: JobAlertIdSchema,
  query: v.string(),
  location: v.string(),
  remote: RemoteOptionSchema,
  frequency: AlertFrequencySchema,
  /** Miles from the location that the digest searches (migration 047 gave the older alerts the default). */
  distanceMiles: v.number(),
  /** True when the location is a whole state: the digest searches all of it, and no distance applies. Absent otherwise. */
  stateWide: v.optional(v.literal(true)),
  paused: v.boolean(),
  active: v.boolean(),
  ...KEPT_FILTER_ENTRIES,
  createdAt: isoTimestamp,
  lastSentAt: v.nullable(isoTimestamp),
})
export type JobAlert = v.InferOutput<typeof JobAlertSchema>

export const JobAlertsAnswerSchema = v.object({ alerts: v.pipe(v.array(JobAlertSchema), v.maxLength(JOB_ALERTS_CAP)) })
export type JobAlertsAnswer = v.InferOutput<typeof JobAlertsAnswerSchema>

/** POST /rest/job-alerts/by-email: "Alert me about this search" signed out; the alert waits for the mailed link. */
export const AlertByEmailRequestSchema = v.strictObject({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('signIn.error.emailRequired'), v.maxLength(254), v.email('signIn.error.emailInvalid')),
  alert: JobAlertRequestSchema,
})
export type AlertByEmailRequest = v.InferOutput<typeof AlertByEmailRequestSchema>

/**
 * The emails a person can choose to get (docs/decisions.md, "Communication settings"). Account mails (sign-in codes,
 * links, email changes) are always sent: they answer something the person asked for.
 */
export const EMAIL_TYPES = ['jobAlerts', 'applicationUpdates', 'recommendations', 'news'] as const
export type EmailType = (typeof EMAIL_TYPES)[number]
export const EmailPreferencesSchema = v.strictObject({
  jobAlerts: v.boolean(),
  applicationUpdates: v.boolean(),
  recommendations: v.boolean(),
  news: v.boolean(),
})
export type EmailPreferences = v.InferOutput<typeof EmailPreferencesSchema>
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { jobAlerts: true, applicationUpdates: true, recommendations: true, news: false }

/** GET /rest/opt: what the /opt pages show a person who came by an email's link (provisional session). */
export const OptAnswerSchema = v.object({
  email: v.string(),
  preferences: EmailPreferencesSchema,
  alerts: v.pipe(v.array(JobAlertSchema), v.maxLength(JOB_ALERTS_CAP)),
})
export type OptAnswer = v.InferOutput<typeof OptAnswerSchema>

/** POST /rest/opt/session: an email's signed link, exchanged for a short provisional session. */
export const OptSessionRequestSchema = v.strictObject({ link: v.pipe(v.string(), v.regex(/^[\w.-]{1,200}$/)) })
/** POST /rest/opt/confirm: the signed-out alert's mailed confirmation. */
export const OptConfirmRequestSchema = v.strictObject({ alertId: JobAlertIdSchema, token: v.pipe(v.string(), v.regex(/^[\w.-]{1,200}$/)) })
export const OptSessionAnswerSchema = v.object({ jwt: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)), email: v.string() })
export type OptSessionAnswer = v.InferOutput<typeof OptSessionAnswerSchema>

/** The job alert form as typed: every field a string (a select's empty choice is ''), checked with the catalogue's messages. */
export const JobAlertFormSchema = v.object({
  query: v.pipe(term, v.check(hasLetterOrDigit, 'alerts.form.queryRequired' satisfies MessageId)),
  location: term,
  remote: v.picklist(REMOTE_OPTIONS, 'alerts.form.remoteRequired' satisfies MessageId),
  frequency: v.picklist(ALERT_FREQUENCIES, 'alerts.form.frequencyRequired' satisfies MessageId),
  distanceMiles: v.pipe(v.string(), v.regex(/^(\d{1,3})?$/), v.transform((value) => (value === '' ? ALERT_DEFAULT_DISTANCE_MILES : Number(value)))),
  paused: v.optional(v.string(), ''),
})
export type JobAlertFormValues = Record<'query' | 'location' | 'remote' | 'frequency' | 'distanceMiles' | 'paused', string>

/** The form's values as the request's body, with the alert's kept filters (the form does not show them). */
export const alertRequestOf = (form: v.InferOutput<typeof JobAlertFormSchema>, kept: KeptFilters = {}): JobAlertRequest => ({
  ...keptFiltersOf(kept),
  query: form.query,
  location: form.location,
  remote: form.remote,
  frequency: form.frequency,
  distanceMiles: form.distanceMiles,
  paused: form.paused === 'on' || form.paused === 'true',
})

/**
 * "Alert me about this search": the search's words and place, its distance (the search's default when its Distance
 * was left alone) and its kept filters, so the alert searches what the search did.
 */
export const alertRequestOfSearch = (search: Pick<SearchParams, 'what' | 'where' | 'radius' | 'visa' | 'livesIn'>, frequency: AlertFrequency): JobAlertRequest => ({
  ...keptFiltersOf({ visaSponsorship: search.visa === 'sponsors', livesIn: search.livesIn }),
  query: search.what ?? '',
  location: search.where ?? '',
  remote: 'include',
  frequency,
  distanceMiles: search.radius ?? ALERT_DEFAULT_DISTANCE_MILES,
  paused: false,
})

/**
 * How an alert's place is worded (the alerts list and the digest alike): anywhere, in a whole state, or within its
 * distance of a city or ZIP code.
 */
export const alertArea = (alert: Pick<JobAlert, 'location' | 'stateWide'>): 'anywhere' | 'state' | 'near' =>
  !alert.location ? 'anywhere' : alert.stateWide ? 'state' : 'near'

/** An alert's values as the form shows them. */
export const alertFormValues = (alert: Pick<JobAlert, 'query' | 'location' | 'remote' | 'frequency' | 'distanceMiles' | 'paused'>): JobAlertFormValues => ({
  query: alert.query,
  location: alert.location,
  remote: alert.remote,
  frequency: alert.frequency,
  distanceMiles: String(alert.distanceMiles),
  paused: alert.paused ? 'on' : '',
})

/** An alert as the body of its update, with some of its fields changed (pause, resume, turn on). */
export const requestOfAlert = (alert: JobAlert, patch: Partial<JobAlertRequest> = {}): JobAlertRequest => ({
  ...keptFiltersOf(alert),
  query: alert.query,
  location: alert.location,
  remote: alert.remote,
  frequency: alert.frequency,
  distanceMiles: alert.distanceMiles,
  paused: alert.paused,
  ...patch,
})
