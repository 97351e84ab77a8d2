import * as v from 'valibot'
import { ERROR_REPORT_BREADCRUMB_LIMIT } from '../constants'

/**
 * Diagnostics' wire shapes (docs/api.md, "Diagnostics"): POST /rest/client-error, /rest/metrics and /rest/actions.
 * Shared by the browser's reporter and the server, which caps every field here.
 */

/** The largest body POST /rest/client-error takes: a report with its 100 breadcrumbs. */
export const CLIENT_ERROR_MAX_BYTES = 64 * 1024

/** NUL and lone surrogates: no database column (text or jsonb) takes them, so a report carrying one is refused. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u
const text = (max: number) => v.pipe(v.string(), v.maxLength(max), v.check((value) => !UNSTORABLE.test(value), 'Text must not hold NUL or a lone surrogate.'))
const dimension = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))

export const BREADCRUMB_CATEGORIES = ['navigation', 'click', 'request', 'error'] as const
export type BreadcrumbCategory = (typeof BREADCRUMB_CATEGORIES)[number]

/** One thing that happened before an error: a page shown, a click, a call (method, path, status). */
export const BreadcrumbSchema = v.object({
  /** Milliseconds since the epoch. */
  at: v.pipe(v.number(), v.finite()),
  category: v.picklist(BREADCRUMB_CATEGORIES),
  message: text(300),
})
export type Breadcrumb = v.InferOutput<typeof BreadcrumbSchema>

/** The spec's client error report (section 3) with up to 100 breadcrumbs. */
export const ClientErrorReportSchema = v.object({
  userId: v.nullable(text(64)),
  eventId: v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/, 'An event id is 8 to 64 letters, digits, - or _.')),
  error: text(8000),
  location: text(2000),
  userAgent: text(500),
  referrer: text(2000),
  screenWidth: dimension,
  screenHeight: dimension,
  title: text(500),
  version: text(50),
  breadcrumbs: v.optional(v.pipe(v.array(BreadcrumbSchema), v.maxLength(ERROR_REPORT_BREADCRUMB_LIMIT)), []),
})
export type ClientErrorReport = v.InferOutput<typeof ClientErrorReportSchema>

/** POST /rest/client-error's answer: the stored report's id (`/client-error/{id}` shows it to admins). */
export const ClientErrorAnswerSchema = v.object({ id: v.string() })

/** A stored report, as GET /rest/client-error/{id} answers it (admins only). */
export const StoredClientErrorSchema = v.object({
  ...ClientErrorReportSchema.entries,
  id: v.string(),
  receivedAt: v.string(),
  /** The signed-in account that sent it, when its token was valid; `userId` is only what the page claimed. */
  verifiedUserId: v.nullable(v.string()),
})
export type StoredClientError = v.InferOutput<typeof StoredClientErrorSchema>

/** How many metric entries one POST /rest/metrics takes. */
export const METRICS_PER_CALL = 50

/** One measurement: a web vital of a real visit (LCP, INP, CLS), or another named figure. */
export const MetricSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'A metric name is 1 to 64 letters, digits, ., - or _.')),
  value: v.pipe(v.number(), v.finite()),
  rating: v.optional(v.picklist(['good', 'needs-improvement', 'poor'])),
  /** The web-vitals library's id of this measurement on this page (one per page load and metric). */
  id: v.optional(text(64)),
  path: v.optional(text(300)),
  navigationType: v.optional(text(32)),
})
export type Metric = v.InferOutput<typeof MetricSchema>
export const MetricsRequestSchema = v.pipe(v.array(MetricSchema), v.minLength(1), v.maxLength(METRICS_PER_CALL))

/** One user action worth counting (spec section 7: an array with one action). */
export const ActionSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/, 'An action name is 1 to 100 letters, digits, ., :, - or _.')),
  path: v.optional(text(300)),
  data: v.optional(v.pipe(v.record(text(64), v.union([text(300), v.pipe(v.number(), v.finite()), v.boolean()])), v.check((data) => Object.keys(data).length <= 20, 'An action carries at most 20 values.'))),
})
export type Action = v.InferOutput<typeof ActionSchema>
export const ActionsRequestSchema = v.pipe(v.array(ActionSchema), v.length(1, 'Send one action per call.'))
