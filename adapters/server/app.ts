import { Hono } from 'hono'
import { profileRoutes } from './accounts/routes'
import { RESUME_MAX_BYTES } from '../../core/resumes'
import { createMemoryFileStore, type ResumeFileStore } from './resumes/fileStore'
import { resumeRoutes } from './resumes/routes'
import { createWorkerExtractor, type TextExtractor } from './resumes/extract'
import { createResumeService } from './resumes/service'
import type { UploadStaging } from './resumes/staging'
import { claimsRoutes, type ClaimsRouteOptions } from './claims/routes'
import { applicationRoutes } from './applications/routes'
import { applyRoutes, type ApplyRouteOptions } from './apply/routes'
import { interviewRoutes } from './interview/routes'
import { jobRoutes } from './jobs/routes'
import { professionalProfileRoutes, type ProfileRouteOptions } from './profile/routes'
import { createIdentityServices, type AuthRouteOptions } from './identity/compose'
import { authRoutes } from './identity/routes'
import type { Db } from './db/db'
import { bodyLimit, type BodyLimits } from './http/bodyLimit'
import { compressAnswers } from './http/compression'
import { errorBody } from './http/errors'
import { publicSite } from './http/publicOrigin'
import { securityHeaders } from './http/securityHeaders'
import { MAX_JSON_BODY_BYTES } from './http/jsonBody'
import type { MailTransport } from './mail/mailer'
import { createMailer } from './mail/outboxStore'
import { mailViewerRoutes } from './mail/viewer'
import { envRoutes } from './env/routes'
import { jobLookupRoutes } from './search/lookupRoutes'
import { searchRoutes } from './search/routes'
import { suggestionRoutes } from './search/suggestionRoutes'
import type { SearchIndex } from './search/searchIndex'
import { createPostgresSearchIndex } from './search/store'
import { serveApp } from './http/staticApp'
import { SAVED_JOBS_MERGE_BODY_BYTES, savedJobsRoutes, type SavedJobsRouteOptions } from './savedJobs/routes'
import { createAlertServices, type AlertServices } from './alerts/compose'
import { devClockRoutes, type OffsetClock } from './alerts/devClock'
import { optRoutes } from './alerts/optRoutes'
import { alertRoutes } from './alerts/routes'
import type { RateLimit } from './identity/rateLimit'
import { SEARCHES_MERGE_BODY_BYTES, searchesRoutes } from './searches/routes'
import { notificationRoutes } from './notifications/routes'
import { composeRealtime } from './realtime/compose'
import type { RealtimeHub } from './realtime/hub'
import { realtimeDevRoutes } from './realtime/routes'
import type { RealtimeServer } from './realtime/socketServer'
import { createRecommendations } from './recommendations/compose'
import { recommendationsRoutes } from './recommendations/routes'

export interface AppDeps {
  readonly db: Db
  /** The realtime channel's fan-out between processes; default: LISTEN/NOTIFY on `db`. */
  readonly realtimeHub?: RealtimeHub
  /** Job search and lookup; default: PostgreSQL full-text search on `db`. */
  readonly searchIndex?: SearchIndex
  /** The built app (vite build output). Default ./dist. */
  readonly distDir?: string
  /** Public origin of the API for GET /env; default: each request's origin. */
  readonly apiUrl?: string
  /** GET /env's jaxApiUrl; default: apiUrl. */
  readonly jaxApiUrl?: string
  /** The clock for "posted within N days"; default: the real one. */
  readonly now?: () => Date
  /** Where unexpected errors are logged; default: console.error. */
  readonly logError?: (error: unknown) => void
  /**
   * Where every link the server hands out points (mails, OAuth redirect_uri): PUBLIC_ORIGIN. Without it nothing is
   * mailed and no sign-in flow starts (400 request.badHost). Throws when it is not an http(s) origin.
   */
  readonly publicOrigin?: string
  /** Hosts besides the public origin's whose requests may be mailed links (ALLOWED_HOSTS). */
  readonly allowedHosts?: readonly string[]
  /** Sign-in settings (JWT secret, clock, proxy trust, rate limits, providers). */
  readonly auth?: AuthRouteOptions
  /** Delivers mail (SMTP) after it is recorded in the outbox; default: the outbox only. */
  readonly mailTransport?: MailTransport
  /** The professional profile's settings (the per-account limit on changes). */
  readonly profile?: ProfileRouteOptions
  /** Recommended jobs' settings (the per-account rate limit). */
  readonly recommendations?: { readonly rateLimit?: RateLimit }
  /** Saved jobs' settings (the per-account rate limit). */
  readonly savedJobs?: SavedJobsRouteOptions
  /** Production hides the developer pages (GET /dev/mail); default: NODE_ENV === 'production'. */
  readonly production?: boolean
  /** Where uploaded resumes are kept; default: in memory (composeServer gives the data folder's). */
  readonly resumeFiles?: ResumeFileStore
  /** Reads resumes' text (default: worker threads with unpdf and mammoth, started on the first upload). */
  readonly resumeText?: TextExtractor
  /** The s3 upload method's staging area in an S3-compatible store; default none (the method is refused). */
  readonly resumeUploads?: UploadStaging
  /** Claims' settings (rate limits). */
  readonly claims?: ClaimsRouteOptions
  /** Applying's settings (the visitors' rate limit). */
  readonly apply?: ApplyRouteOptions
  /** Job alerts' settings: their clock (default `now`), the development test clock (DEV_CLOCK=1), rate limits. */
  readonly alerts?: {
    readonly now?: () => Date
    /** Outside production: the test clock POST /dev/clock moves; the alerts then run on it. */
    readonly devClock?: OffsetClock
    readonly rateLimit?: RateLimit
    readonly searchesRateLimit?: RateLimit
  }
}

/**
 * The app with its job alert services (the scheduler, which composeServer starts, and tests run their delivery) and
 * its realtime channel (whoever listens hands it the HTTP server's `upgrade` events: http/listen.ts).
 */
export type HireflowApp = Hono & { readonly alerts: AlertServices; readonly realtime: RealtimeServer }

/** Every body is JSON of at most 16 KB; a route that needs more gets its own entry (the resume upload: 5 MB). */
const BODY_LIMITS: BodyLimits = {
  defaultBytes: MAX_JSON_BODY_BYTES,
  routes: { 'POST /rest/saved-jobs/merge': SAVED_JOBS_MERGE_BODY_BYTES, 'POST /rest/resumes': RESUME_MAX_BYTES, 'POST /rest/apply/resumes': RESUME_MAX_BYTES, 'POST /rest/searches/merge': SEARCHES_MERGE_BODY_BYTES },
}

/**
 * The reference API server as a Hono app: GET /env, POST /rest/jobs/search,
 * GET /rest/job-lookup/:id, GET /rest/suggestions/{what,where}, and the built app with the SPA fallback, every answer with the security headers
 * (http/securityHeaders.ts) and every text answer compressed (http/compression.ts). Tests call `app.request(...)`.
 */
export function createApp(deps: AppDeps): HireflowApp {
  const app = new Hono()
  const logError = deps.logError ?? ((error: unknown) => console.error('[server] unexpected error', error))
  // First, so every answer carries them: errors, 404s, files and the SPA fallback alike.
  app.use(
    securityHeaders({
      apiUrls: [deps.apiUrl, deps.jaxApiUrl],
      uploadOrigins: deps.resumeUploads ? [deps.resumeUploads.origin] : [],
      google: deps.auth?.google !== undefined,
      publicOrigin: deps.publicOrigin,
    }),
  )
  // Every text answer of 1 KB or more goes brotli or gzip (built files precompressed, the rest on the fly).
  app.use(compressAnswers())
  const site = deps.publicOrigin === undefined ? undefined : publicSite(deps.publicOrigin, deps.allowedHosts)
  // Before any route, so no route ever reads a body over its limit (docs/operations.md, "Limits").
  app.use(bodyLimit(BODY_LIMITS))
  app.route('/', envRoutes({ apiUrl: deps.apiUrl, jaxApiUrl: deps.jaxApiUrl }))
  const searchIndex = deps.searchIndex ?? createPostgresSearchIndex(deps.db)
  app.route('/', searchRoutes(searchIndex, deps.now ?? (() => new Date())))
  app.route('/', jobLookupRoutes(searchIndex))
  app.route('/', suggestionRoutes(searchIndex))
  const mailer = createMailer(deps.db, deps.auth?.now ?? (() => new Date()), deps.mailTransport, logError)
  const authOptions: AuthRouteOptions = { production: deps.production, ...deps.auth }
  const identity = createIdentityServices(deps.db, mailer, authOptions)
  app.route('/', authRoutes(identity, authOptions, site))
  const resumeFiles = deps.resumeFiles ?? createMemoryFileStore()
  const resumes = createResumeService({
    db: deps.db,
    files: resumeFiles,
    extractor: deps.resumeText ?? createWorkerExtractor(),
    staging: deps.resumeUploads,
    now: identity.now,
    logError,
  })
  app.route('/', profileRoutes(identity, site, { files: resumeFiles, staging: deps.resumeUploads, logError }))
  app.route('/', savedJobsRoutes(identity, deps.savedJobs))
  app.route('/', resumeRoutes(identity, resumes))
  app.route('/', professionalProfileRoutes(identity, deps.profile))
  app.route('/', applyRoutes(identity, resumeFiles, searchIndex, { trustProxy: deps.auth?.trustProxy, ...deps.apply }))
  const production = deps.production ?? process.env.NODE_ENV === 'production'
  app.route('/', applicationRoutes(identity, site, { production }))
  app.route('/', claimsRoutes(identity, deps.claims))
  app.route('/', interviewRoutes(identity))
  app.route('/', jobRoutes(identity, { production }))
  const realtime = composeRealtime(identity, site, { production, logError, hub: deps.realtimeHub })
  app.route('/', notificationRoutes(identity))
  const devClock = production ? undefined : deps.alerts?.devClock
  const alerts = createAlertServices(identity, searchIndex, {
    now: devClock?.now ?? deps.alerts?.now ?? deps.now ?? (() => new Date()),
    origin: site?.origin,
    logError,
  })
  app.route('/', alertRoutes(identity, alerts, site, deps.alerts?.rateLimit))
  app.route('/', optRoutes(identity, alerts))
  app.route('/', searchesRoutes(identity, deps.now ?? (() => new Date()), deps.alerts?.searchesRateLimit))
  const recommender = createRecommendations(deps.db, searchIndex, deps.now ?? (() => new Date()))
  app.route('/', recommendationsRoutes(identity, recommender, deps.recommendations?.rateLimit))
  if (!production) app.route('/', mailViewerRoutes(mailer))
  if (!production) app.route('/', realtimeDevRoutes(realtime.server, realtime.hub))
  if (devClock) app.route('/', devClockRoutes(devClock, alerts.delivery))
  app.all('/rest/*', (c) => c.json(errorBody('request.notFound', 'No such API route.'), 404))
  app.get('*', serveApp(deps.distDir ?? 'dist'))
  app.notFound((c) => c.json(errorBody('request.notFound', 'Not found.'), 404))
  app.onError((error, c) => {
    logError(error)
    return c.json(errorBody('server.error', 'Something went wrong on our side. Please try again.'), 500)
  })
  return Object.assign(app, { alerts, realtime: realtime.server })
}
