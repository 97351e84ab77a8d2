import type { SocketPort } from '../../core/ports/socket'
import type { RecommendationsQuery, RecommendationsQueryDeps } from '../recommendations/recommendationsQuery'
import type { RealtimeServices, RealtimeServicesDeps } from '../realtime/realtimeServices'
import type { ContentRuntime, ContentRuntimeDeps } from '../content/contentRuntime'
import type { InspectionEvent, Observer } from 'xstate'
import type { AccountApi } from '../../core/accounts'
import type { AlertsApi, OptApi } from '../../core/alerts'
import type { ApiNotice } from '../../core/api'
import type { EnvConfig } from '../../core/env'
import type { MessageId } from '../../core/i18n/en-US'
import type { AuthApi, OAuthApi } from '../../core/identity'
import type { ClockPort, HttpPort, StoragePort } from '../../core/ports'
import type { LocalDatabasePort } from '../../core/ports/localDatabase'
import type { PasswordStrengthPort } from '../../core/ports/passwordStrength'
import type { UploadPort } from '../../core/ports/upload'
import type { EmailChangeFlows } from '../accounts/emailChangeFlow'
import type { AccountServices } from '../accounts/accountServices'
import type { ApplicationsRuntime, ApplicationsRuntimeDeps } from '../applications/applicationsRuntime'
import type { ApplyRuntime, ApplyRuntimeDeps } from '../apply/applyRuntime'
import type { ClaimsLogEntry, ClaimsRuntime, ClaimsRuntimeDeps } from '../claims/claimsRuntime'
import type { SignInFlows, SignInServices } from '../identity/signInSession'
import type { InterviewRuntime, InterviewRuntimeDeps } from '../interview/interviewRuntime'
import type { LoadNavigationGuard } from '../navigation/lazyNavigationGuard'
import type { ResumesRuntime, ResumesRuntimeDeps } from '../resumes/resumesRuntime'
import type { SavedJobsRuntime, SavedJobsRuntimeDeps } from '../savedJobs/savedJobsRuntime'
import type { RecentSearchesRuntime, RecentSearchesRuntimeDeps } from '../searches/recentSearchesRuntime'
import type { SessionRuntime } from '../session/sessionRuntime'
import type { LoadSessionRuntime } from '../session/startSession'
import type { AppApis } from './apis'

/*
 * What the app actor runs on (AppDeps) and what it hands the sign-in and account screens (AppAuth): types only, shared
 * by the app actor (appActor.ts, the first screen's parts) and the parts loaded later (laterParts.ts).
 */

/** Loads the resume module (the upload machine's and the resume calls' chunk). */
export type LoadResumes = () => Promise<{ createResumesRuntime: (deps: ResumesRuntimeDeps) => ResumesRuntime }>

/** Loads the claims machine's module (its chunk, with core/claims). */
export type LoadClaims = () => Promise<{ createClaimsRuntime: (deps: ClaimsRuntimeDeps) => ClaimsRuntime }>
/** Loads the applications module (the application machine's and the applications calls' chunk). */
export type LoadApplications = () => Promise<{ createApplicationsRuntime: (deps: ApplicationsRuntimeDeps) => ApplicationsRuntime }>
/** Loads the apply module (the Easy Apply and 1-Click machines' chunk, with core/apply). */
export type LoadApply = () => Promise<{ createApplyRuntime: (deps: ApplyRuntimeDeps) => ApplyRuntime }>

/** Loads the sign-in flow's module (the signIn machine's chunk). */
export type LoadSignInFlows = () => Promise<{ createSignInFlows: (services: SignInServices) => SignInFlows }>

/** Loads the recommendations query's module (its own chunk; core/recommendations loads beside it). */
export type LoadRecommendations = () => Promise<{ createRecommendationsQuery: (deps: RecommendationsQueryDeps) => RecommendationsQuery }>

/** Loads the recent-searches machine's module (its own chunk, with core/searches). */
export type LoadRecentSearches = () => Promise<{ createRecentSearchesRuntime: (deps: RecentSearchesRuntimeDeps) => RecentSearchesRuntime }>

/** The job alert and communication calls (signed in) and the /opt calls (provisional token as bearer). */
export interface AlertCalls {
  readonly alerts: AlertsApi
  readonly opt: OptApi
}

/** Loads the saved-jobs machine's module (its own chunk, with core/savedJobs). */
export type LoadSavedJobs = () => Promise<{ createSavedJobsRuntime: (deps: SavedJobsRuntimeDeps) => SavedJobsRuntime }>

/** Loads the email change flow's module (the emailChange machine's chunk). */
export type LoadEmailChangeFlows = () => Promise<{ createEmailChangeFlows: (services: AccountServices) => EmailChangeFlows }>

/**
 * What the app actor runs on. The edge gives the adapters: ui/main.tsx the browser's, a test, the state explorer
 * or an embedder the memory ones (or its own). Nothing else reaches the world.
 */
export interface AppDeps {
  readonly http: HttpPort
  /** Local and session storage: the session's tokens and profile, tracking parameters; other tabs' changes. */
  readonly storage: StoragePort
  /** Read for `now`, and XState's clock for every timer of every child (expiry, the 24 h refresh, the 100 ms re-check). */
  readonly clock: ClockPort
  /** The env config (core/env loadEnv): the API's base address. */
  readonly config: () => EnvConfig
  /** The user's offset from UTC in minutes (UTC minus local time), as the login and profile calls take it. */
  readonly timezoneOffset: () => number
  /** Shows a notice (a toast): the API client's network notices, the reason of a logout the user did not ask for. */
  readonly notify: (notice: ApiNotice) => void
  /** Withdraws a notice once no call needs it. */
  readonly dismiss?: (id: MessageId) => void
  /** Sent as Accept-Language; default en-US. */
  readonly locale?: () => string
  /** The taint debug flag: every call fails before sending while it is true. Default never. */
  readonly taint?: () => boolean
  /** Loads the password scorer (its dictionaries are large); default rejects "loadPasswordStrength not provided". */
  readonly loadPasswordStrength?: () => Promise<PasswordStrengthPort>
  /** The API factories; default core/api's (hireflowApis, apis.ts). */
  readonly apis?: AppApis
  /** Loads the session machine's module once there is a session; default a dynamic import (its own chunk). */
  readonly loadSession?: LoadSessionRuntime
  /** Loads the sign-in flow's module on the first visit to a sign-in screen; default a dynamic import. */
  readonly loadSignIn?: LoadSignInFlows
  /** Loads the email change flow's module on the first visit to an email change link; default a dynamic import. */
  readonly loadEmailChange?: LoadEmailChangeFlows
  /**
   * XState's inspection observer, handed to every child actor (session, guard, searches, sign-in): the state
   * explorer follows the app's machines with it, and `?inspect` in development hands it to @statelyai/inspect.
   */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
  /** Loads the saved-jobs machine's module on the first save, or at start with a session or a device list. */
  readonly loadSavedJobs?: LoadSavedJobs
  /** Sends files with progress (resume uploads); default: every upload fails as a network failure. */
  readonly upload?: UploadPort
  /** Loads the resume module on the first resume screen or field; default a dynamic import. */
  readonly loadResumes?: LoadResumes
  /**
   * The device's local database (IndexedDB in the browser): apply drafts, partner applies (claims once signed in),
   * a visitor's applications and "Applied" badges. Default: none (nothing kept, no claims).
   */
  readonly loadLocalDatabase?: () => Promise<LocalDatabasePort>
  /** Loads the claims machine's module once signed in with partner applies on the device; default a dynamic import. */
  readonly loadClaims?: LoadClaims
  /** The app's log: refused claims (id and reason) and warnings of failed checks; default none. */
  readonly log?: (entry: ClaimsLogEntry) => void
  /**
   * Loads the navigation guard machine's module when there is something to decide (a page needing login, unsaved
   * changes, a signed-in session; machines/navigation/lazyNavigationGuard.ts); default a dynamic import. With
   * `inspect` it loads at once, so an inspector sees the guard from the start.
   */
  readonly loadNavigationGuard?: LoadNavigationGuard
  /** Loads the applications module, at start with a session, else with a page that shows applications; default a dynamic import. */
  readonly loadApplications?: LoadApplications
  /** A new random id (idempotency keys); default throws "newId not provided". */
  readonly newId?: () => string
  /** Loads the apply module on the first apply screen or 1-Click button; default a dynamic import. */
  readonly loadApply?: LoadApply
  /** Loads the instant interview's module on the first interview screen; default a dynamic import. */
  readonly loadInterview?: () => Promise<{ createInterviewRuntime(deps: InterviewRuntimeDeps): InterviewRuntime }>
  /** Loads the recent-searches machine's module on the first search or suggestion; default a dynamic import. */
  readonly loadRecentSearches?: LoadRecentSearches
  /** Loads the recommendations query on the first "Recommended for you"; default a dynamic import. */
  readonly loadRecommendations?: LoadRecommendations
  /** The realtime channel's socket (WebSocket in the browser), loaded with the realtime part; default none (no channel). */
  readonly loadSocket?: () => Promise<SocketPort>
  /** Uniform in [0, 1): the reconnect backoff's jitter; default 0.5. */
  readonly random?: () => number
  /** Loads the realtime part (the channel's machine, notifications, core/realtime; its own chunk); default a dynamic import. */
  readonly loadRealtime?: () => Promise<{ createRealtimeServices: (deps: RealtimeServicesDeps) => Promise<RealtimeServices> }>
  /** Loads the content part (core/content and the API cache; its own chunk) on the first content page; default a dynamic import. */
  readonly loadContent?: () => Promise<{ createContentRuntime: (deps: ContentRuntimeDeps) => ContentRuntime }>
}

/** The sign-in, session and account services the sign-in and account screens use (`useAuth()`). */
export interface AppAuth {
  /** The sign-in calls; `logout()` is the session's (one POST /rest/auth/logout with the token being revoked). */
  readonly api: AuthApi
  readonly session: SessionRuntime
  readonly account: AccountApi
  readonly oauth: OAuthApi
  readonly loadPasswordStrength: () => Promise<PasswordStrengthPort>
}
