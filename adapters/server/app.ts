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
import { proRoutes } from './pros/routes'
import { createProStore } from './pros/store'
import { searchRoutes } from './search/routes'
import { suggestionRoutes } from './search/suggestionRoutes'
import type { SearchIndex } from './search/searchIndex'
import { createPostgresSearchIndex } from './search/store'
import { createSearchMemo } from './search/searchMemo'
import { createCachedSearchIndex, watchJobChanges, type CachedSearchIndex } from './search/cachedSearchIndex'
import { serveApp } from './http/staticApp'
import { inlineAssets } from './pages/criticalCss'
import { pageRoutes } from './pages/routes'
import { createSitemapStore } from './pages/sitemapStore'
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
import { hireRoutes, type HireRouteOptions } from './hire/routes'
import { consultingRoutes, type ConsultingRouteOptions } from './consulting/routes'
import { createContentService } from './content/content'
import { CONTENT_BODY_BYTES, contentRoutes } from './content/routes'
import { devAdminRoutes } from './accounts/devAdminRoutes'
import { CLIENT_ERROR_MAX_BYTES } from '../../core/diagnostics'
import { diagnosticsRoutes, type DiagnosticsRouteOptions } from './diagnostics/routes'
import { HTTPException } from 'hono/http-exception'
import { timeout } from 'hono/timeout'
import { createAdmission, createWorkGate, withQueryLimit, DEFAULT_ADMISSION, PGLITE_SEARCH_ADMISSION, POSTGRES_SEARCH_ADMISSION, type AdmissionLimits } from './http/admission'
import { createLifecycle, type Lifecycle } from './http/lifecycle'
import { healthRoutes } from './health/routes'
import { databaseAnswers } from './health/store'
import { createChaos, withChaos, type Chaos, type ChaosTimers } from './chaos/chaos'
import { chaosRefusedRoutes, chaosRoutes, chaosThrows } from './chaos/routes'
import { suspicionGuard, type SuspicionRule } from './http/suspicion'

export interface AppDeps {
  readonly db: Db
  /**
   * A read replica of `db` (READ_DATABASE_URL): job searches and what/where suggestions read there; everything else,
   * a job's own page included, reads and writes `db`. Ignored when `searchIndex` is given. Default: `db`.
   */
  readonly readDb?: Db
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
  /** The hire form's settings (rate limits, the time check's clock). */
  readonly hire?: HireRouteOptions
  /** The consulting enrolment's settings (the rate limit). */
  readonly consulting?: ConsultingRouteOptions
  /** Saved jobs' settings (the per-account rate limit). */
  readonly savedJobs?: SavedJobsRouteOptions
  /** Off production: the debug panel map's tile URL template (VITE_MAP_TILE_URL), allowed by the CSP's img-src. */
  readonly mapTileUrl?: string
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
  /** The process's life (in-flight requests, draining, shutdown hooks); default a new one. main.ts shuts down through it. */
  readonly lifecycle?: Lifecycle
  /** How much API work runs at once before requests wait, and how many wait, before 503 (docs/operations.md, "Overload"). */
  readonly admission?: AdmissionLimits
  /** Searches and suggestions the cache cannot answer, per database pool (default by kind: http/admission.ts). */
  readonly searchAdmission?: AdmissionLimits
  /** An API request still unanswered after this long gets 503 server.timeout; default 30 s. */
  readonly requestTimeoutMs?: number
  /** Outside production: the chaos lemur's log (default console.warn) and its timers (tests). */
  readonly chaos?: { readonly log?: (line: string) => void; readonly timers?: ChaosTimers; readonly socketSweepMs?: number }
  /** When a client looks automated (docs/decisions.md): the rule, the clock and the log; absent: not watched (composeServer always watches). */
  readonly suspicion?: { readonly rule?: SuspicionRule; readonly now?: () => number; readonly log?: (line: string) => void }
  /** Error reports, metrics and actions: rate limits, where a report is logged. */
  readonly diagnostics?: DiagnosticsRouteOptions
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
 * The app with its job alert services (the scheduler, which composeServer starts, and tests run their delivery), its
 * realtime channel (whoever listens hands it the HTTP server's `upgrade` events: http/listen.ts) and its lifecycle
 * (graceful shutdown: in-flight requests counted, new ones refused).
 */
export type HireflowApp = Hono & { readonly alerts: AlertServices; readonly realtime: RealtimeServer; readonly lifecycle: Lifecycle; readonly chaos: Chaos | undefined }

/** An API request unanswered after this long is answered 503 (its work may still finish; its answer is dropped). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000

/** Every body is JSON of at most 16 KB; a route that needs more gets its own entry (the resume upload: 5 MB). */
const BODY_LIMITS: BodyLimits = {
  defaultBytes: MAX_JSON_BODY_BYTES,
  routes: { 'POST /rest/saved-jobs/merge': SAVED_JOBS_MERGE_BODY_BYTES, 'POST /rest/resumes': RESUME_MAX_BYTES, 'POST /rest/apply/resumes': RESUME_MAX_BYTES, 'POST /rest/searches/merge': SEARCHES_MERGE_BODY_BYTES, 'POST /rest/client-error': CLIENT_ERROR_MAX_BYTES, 'PUT /rest/content/*': CONTENT_BODY_BYTES },
}

/**
 * PostgreSQL full-text search behind the result cache of hot first pages and "what" suggestions, and its memo of parts
 * many searches share, all dropped whenever jobs change in any process (search/cachedSearchIndex.ts, migration 037).
 */
function cachedPostgresSearchIndex(db: Db, admission?: AdmissionLimits): CachedSearchIndex {
  const invalidate = { current: () => {} }
  const watch = watchJobChanges(db, { invalidate: () => invalidate.current() })
  // One gate per pool: what the cache cannot answer waits its turn at this database, or is refused 503 at once.
  const limits = admission ?? (db.kind === 'pglite' ? PGLITE_SEARCH_ADMISSION : POSTGRES_SEARCH_ADMISSION)
  const gate = createWorkGate(limits)
  // Parts many searches share (a word's skill profile, a place's newest jobs) go with the cached answers.
  const memo = createSearchMemo()
  // A no-match answer's parts run side by side: search's statements, not only its searches, stay within the gate's share.
  const searchDb = withQueryLimit(db, limits.maxConcurrent)
  const index = createCachedSearchIndex(createPostgresSearchIndex(searchDb, { memo }), { fresh: watch.fresh, gate: (work) => gate.run(work) })
  invalidate.current = () => {
    index.invalidate()
    memo.invalidate()
  }
  return index
}

/**
 * The reference API server as a Hono app: GET /env, POST /rest/jobs/search,
 * GET /rest/job-lookup/:id, GET /rest/suggestions/{what,where}, and the built app with the SPA fallback, every answer with the security headers
 * (http/securityHeaders.ts) and every text answer compressed (http/compression.ts). Tests call `app.request(...)`.
 */
export function createApp(given: AppDeps): HireflowApp {
  const app = new Hono()
  const production = given.production ?? process.env.NODE_ENV === 'production'
  // Outside production the chaos lemur can slow every query (its db wrapper) and drop every socket (below).
  let dropSockets = () => 0
  const chaos = production
    ? undefined
    : createChaos({ now: () => Date.now(), log: given.chaos?.log ?? ((line) => console.warn(line)), dropSockets: () => dropSockets(), timers: given.chaos?.timers, socketSweepMs: given.chaos?.socketSweepMs })
  const deps: AppDeps = chaos ? { ...given, db: withChaos(given.db, chaos) } : given
  const logError = deps.logError ?? ((error: unknown) => console.error('[server] unexpected error', error))
  // Before everything: every request is counted, and none is taken while the process drains (docs/operations.md).
  const lifecycle = deps.lifecycle ?? createLifecycle(logError)
  app.use(lifecycle.track)
  // First, so every answer carries them: errors, 404s, files and the SPA fallback alike.
  app.use(
    securityHeaders({
      apiUrls: [deps.apiUrl, deps.jaxApiUrl],
      uploadOrigins: deps.resumeUploads ? [deps.resumeUploads.origin] : [],
      google: deps.auth?.google !== undefined,
      publicOrigin: deps.publicOrigin,
      // The debug panel's map tiles (developer tools, never on production).
      mapTileUrl: production ? undefined : deps.mapTileUrl,
      inlineHashes: () => {
        const { stylesheet, themeScript } = inlineAssets(deps.distDir ?? 'dist')
        return { style: stylesheet ? [stylesheet.hash] : [], script: themeScript ? [themeScript.hash] : [] }
      },
    }),
  )
  // Every text answer of 1 KB or more goes brotli or gzip (built files precompressed, the rest on the fly).
  app.use(compressAnswers())
  const site = deps.publicOrigin === undefined ? undefined : publicSite(deps.publicOrigin, deps.allowedHosts)
  // Before any route, so no route ever reads a body over its limit (docs/operations.md, "Limits").
  app.use(bodyLimit(BODY_LIMITS))
  // A client refused at machine pace again and again is answered 403 request.suspicious for a while; the app shows /suspicious.
  if (deps.suspicion) app.use('/rest/*', suspicionGuard({ db: deps.db, trustProxy: deps.auth?.trustProxy, ...deps.suspicion }))
  // After the body is read, so a slow upload holds no slot: a time limit, then admission in front of the database.
  const requestTimeoutMs = deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  app.use('/rest/*', timeout(requestTimeoutMs, (c) => new HTTPException(503, { res: Response.json(errorBody('server.timeout', 'This took too long. Please try again.'), { status: 503, headers: { 'Retry-After': '1' } }), cause: c.req.path })))
  app.use('/rest/*', createAdmission(deps.admission ?? DEFAULT_ADMISSION).middleware)
  if (chaos) app.use('/rest/*', chaosThrows(chaos))
  app.route('/', healthRoutes(lifecycle, databaseAnswers(deps.db)))
  app.route('/', envRoutes({ apiUrl: deps.apiUrl, jaxApiUrl: deps.jaxApiUrl }))
  const searchIndex = deps.searchIndex ?? cachedPostgresSearchIndex(deps.db, deps.searchAdmission)
  // The reads that dominate (searches, suggestions) may go to a replica; a job's page stays on the primary, so a job
  // just posted or closed shows as it is (a replica lags). A replica's cache compares the replica's jobs version.
  const searchReads = deps.searchIndex ?? (deps.readDb ? cachedPostgresSearchIndex(deps.readDb, deps.searchAdmission) : searchIndex)
  app.route('/', searchRoutes(searchReads, deps.now ?? (() => new Date())))
  app.route('/', jobLookupRoutes(searchIndex))
  app.route('/', suggestionRoutes(searchReads))
  app.route('/', proRoutes(createProStore(deps.db), deps.now ?? (() => new Date())))
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
  app.route('/', applicationRoutes(identity, site, { production }))
  app.route('/', claimsRoutes(identity, deps.claims))
  app.route('/', interviewRoutes(identity))
  app.route('/', jobRoutes(identity, { production }))
  const realtime = composeRealtime(identity, site, { production, logError, hub: deps.realtimeHub })
  // Draining: every socket is closed with 1012 (service restart), which the clients read as "reconnect soon".
  lifecycle.onShutdown(() => void realtime.server.dropAll())
  dropSockets = () => realtime.server.dropAll(4000, 'Dropped by the chaos lemur.')
  if (chaos) lifecycle.onShutdown(() => chaos.stopAll())
  if (chaos) app.route('/', chaosRoutes(identity, chaos))
  else app.route('/', chaosRefusedRoutes())
  app.route('/', notificationRoutes(identity))
  app.route('/', contentRoutes(identity, createContentService(deps.db, realtime.hub, identity.now, logError)))
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
  app.route('/', hireRoutes(identity, { trustProxy: deps.auth?.trustProxy, ...deps.hire }))
  app.route('/', consultingRoutes(identity, { trustProxy: deps.auth?.trustProxy, ...deps.consulting }))
  app.route('/', diagnosticsRoutes(identity, { trustProxy: deps.auth?.trustProxy, ...deps.diagnostics }))
  if (!production) app.route('/', mailViewerRoutes(mailer))
  if (!production) app.route('/', realtimeDevRoutes(realtime.server, realtime.hub))
  if (!production) app.route('/', devAdminRoutes(identity))
  if (devClock) app.route('/', devClockRoutes(devClock, alerts.delivery))
  app.all('/rest/*', (c) => c.json(errorBody('request.notFound', 'No such API route.'), 404))
  // Home, search, job, Pro and news pages rendered on the server (their content, meta and JSON-LD), the sitemap and robots.txt;
  // any other address, or a page the server cannot render, is the static app.
  app.route(
    '/',
    pageRoutes({
      distDir: deps.distDir ?? 'dist',
      origin: site?.origin,
      fetch: (request) => app.fetch(request),
      sitemap: createSitemapStore(deps.db),
      logError,
      now: deps.now ?? (() => new Date()),
    }),
  )
  app.get('*', serveApp(deps.distDir ?? 'dist'))
  app.notFound((c) => c.json(errorBody('request.notFound', 'Not found.'), 404))
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status === 503) return error.getResponse()
    logError(error)
    return c.json(errorBody('server.error', 'Something went wrong on our side. Please try again.'), 500)
  })
  return Object.assign(app, { alerts, realtime: realtime.server, lifecycle, chaos })
}
