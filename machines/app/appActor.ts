import type { InspectionEvent, Observer, Subscription } from 'xstate'
import type { AccountApi } from '../../core/accounts'
import type { ProfileApi } from '../../core/profile'
import type { ApiNotice } from '../../core/api'
import type { AuthApi, LoginRequest, OAuthApi, SignInWay } from '../../core/identity'
import { DEFAULT_LOCALE } from '../../core/constants'
import type { MessageId } from '../../core/i18n/en-US'
import type { ClockPort, HttpPort, StoragePort } from '../../core/ports'
import type { PasswordStrengthPort } from '../../core/ports/passwordStrength'
import type { EnvConfig } from '../../core/env'
import type { SearchApi, SearchCriteria, SuggestionsApi } from '../../core/search'
import { messageForLoginProblem, type IssuedTokens, type Profile } from '../../core/session'
import type { LeaveDialog } from '../navigation/navigationGuard.machine'
import type { NavigationGuard, NavigationGuardSnapshot } from '../navigation/navigationGuard'
import { startLazyNavigationGuard, type LoadNavigationGuard } from '../navigation/lazyNavigationGuard'
import { createSearchSessions, type SearchActor } from '../search/searchSession'
import type { SessionRuntime } from '../session/sessionRuntime'
import type { SessionView } from '../session/sessionStore'
import { startSession, type LoadSessionRuntime } from '../session/startSession'
import type { SignInInput } from '../identity/signIn.machine'
import type { ProviderListActor, SignInActor, SignInFlows, SignInServices } from '../identity/signInSession'
import type { SignUpPasswordHold } from '../identity/signUpPassword'
import type { EmailChangeActor } from '../accounts/emailChange.machine'
import type { AccountServices } from '../accounts/accountServices'
import type { EmailChangeFlows } from '../accounts/emailChangeFlow'
import type { SavedJobsRuntime, SavedJobsRuntimeDeps } from '../savedJobs/savedJobsRuntime'
import { createSavedJobsHandle, type SavedJobsHandle } from '../savedJobs/savedJobsHandle'
import { DEVICE_SAVED_JOBS_KEY } from '../../core/storage/keys'
import { startVisit } from '../../core/storage/lastVisit'
import type { UploadPort } from '../../core/ports/upload'
import type { ResumesRuntime, ResumesRuntimeDeps } from '../resumes/resumesRuntime'
import type { LocalDatabasePort } from '../../core/ports/localDatabase'
import type { ClaimsLogEntry, ClaimsRuntime, ClaimsRuntimeDeps } from '../claims/claimsRuntime'
import { createClaimsHandle, type ClaimsHandle } from '../claims/claimsHandle'
import type { ApplicationsRuntime, ApplicationsRuntimeDeps } from '../applications/applicationsRuntime'
import { createApplicationsHandle, type ApplicationsHandle } from '../applications/applicationsHandle'
import type { ApplyRuntime, ApplyRuntimeDeps } from '../apply/applyRuntime'
import type { InterviewRuntime, InterviewRuntimeDeps } from '../interview/interviewRuntime'
import type { RecentSearchesRuntime, RecentSearchesRuntimeDeps } from '../searches/recentSearchesRuntime'
import { createRecentSearchesHandle, hasPendingSearches, SHOWN_SEARCHES_KEY, type RecentSearchesHandle } from '../searches/recentSearchesHandle'
import type { AlertsApi, OptApi } from '../../core/alerts'
import type { RecommendationsQuery, RecommendationsQueryDeps, RecommendationsShown } from '../recommendations/recommendationsQuery'
import { hireflowApis, type AppApis } from './apis'
import { deferredApi } from './deferredApi'
import { loadOnce } from './loadOnce'

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
  /** The API factories; default core/api's ({@link hireflowApis}). */
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

/** What the UI reads, as one value that changes only when one of its parts does. */
export interface AppSnapshot {
  /** Signed in with a valid token (and the cached profile), or not. */
  readonly session: SessionView
  /** The navigation guard's snapshot: the page on screen, the verdict, the "Changes Not Saved" question. */
  readonly navigation: NavigationGuardSnapshot
}

/** What the UI and the edge tell the app. */
export type AppEvent =
  /** A login answered outside the sign-in flow (a mailed link, a provider, Google one-tap, a password change). */
  | ({ readonly type: 'user.loggedIn'; readonly profile: Profile } & IssuedTokens)
  /** A profile a page fetched itself: kept when it is the signed-in user's. */
  | { readonly type: 'user.profileLoaded'; readonly profile: Profile }
  /**
   * The user signs out: with unsaved changes "Changes Not Saved" asks first (Cancel stays signed in); then home
   * from a page that needs login, and the token is revoked.
   */
  | { readonly type: 'user.loggedOut' }
  /** The tab is visible again (its timers slept): the token is looked at again. */
  | { readonly type: 'page.becameVisible' }
  /** A part of the page (`holder`, default the page) holds unsaved changes, or no longer does. */
  | { readonly type: 'page.unsavedChangesHeld'; readonly dialog?: LeaveDialog; readonly holder?: string }
  | { readonly type: 'page.unsavedChangesReleased'; readonly holder?: string }
  /** The "Changes Not Saved" answer: leave, or stay. */
  | { readonly type: 'user.leaveConfirmed' }
  | { readonly type: 'user.leaveCancelled' }

/**
 * The running app: one actor holding the session, the navigation guard, sign-in and the searches as children.
 * Read it with `getSnapshot()` / `subscribe()` (an XState-style actor, so `useSelector(app, selector)` works)
 * and tell it things with `send(event)`. The children are reachable for what needs a reference of its own: a
 * search's or the sign-in flow's actor (a screen binds to it with selectors), the guard's Promise-shaped
 * questions (the router's binding), the session's token (the API client).
 */
export interface AppActor {
  getSnapshot(): AppSnapshot
  subscribe(observer: Observer<AppSnapshot> | ((snapshot: AppSnapshot) => void)): Subscription
  send(event: AppEvent): void
  /** The search and job calls (every call follows the session's token and 401 rules). */
  readonly api: SearchApi
  /** The search form's autocomplete call; its code loads on the first call (the first keystroke in a field). */
  readonly suggestions: SuggestionsApi
  readonly auth: AppAuth
  /** The session child: the session machine once there is a session (its code loads only then). */
  readonly session: SessionRuntime
  /** The navigation guard child: the router asks it about every navigation. */
  readonly guard: NavigationGuard
  /** The search child for these criteria (see SearchSessions.obtain): started, or kept with its pages. */
  search(criteria: SearchCriteria): SearchActor
  /** The sign-in child, told the view the URL shows; its code loads on the first call. */
  signIn(input: SignInInput): Promise<SignInActor>
  /** The third-party providers the sign-in screens offer, asked for once for the app (see SignInFlows.providers). */
  signInProviders(): Promise<ProviderListActor | null>
  /** The password chosen on the sign-up form, held in memory for the code screen (see SignUpPasswordHold). */
  signUpPassword(): Promise<SignUpPasswordHold>
  /**
   * Signs in with a credential got outside the sign-in flow (a mailed link's token, a provider's code, Google
   * one-tap's ID token) and keeps the session; `greet` shows the greeting of that way (on a page with the sign-in
   * texts). Rejects with the call's ApiError; the caller says why.
   */
  signInWith(credential: LoginRequest, greet?: SignInWay): Promise<void>
  /** Fetches the signed-in user's profile into the session (the account page's arrival); a failure keeps the cached one. */
  refreshProfile(): void
  /** The flow of an email change link (see EmailChangeFlows.enter); its code loads on the first call. */
  emailChange(code: string): Promise<EmailChangeActor>
  /** The saved jobs (device or account), their machine loaded on the first save or with a session or device list. */
  readonly savedJobs: SavedJobsHandle
  /** When the user's previous visit on this device ended (null on a first visit): jobs posted since are "New". */
  readonly previousVisit: Date | null
  /** The resume calls and upload flows (see ResumesRuntime); its code loads on the first call. */
  resumes(): Promise<ResumesRuntime>
  /** The claims of the device's partner applies after sign-in and the claims dialog (see ClaimsHandle). */
  readonly claims: ClaimsHandle
  /** The applications (menu entry, badges, pages; see ApplicationsRuntime), loaded at start with a session, else by a page that needs them. */
  readonly applications: ApplicationsHandle
  /** The apply calls and flows (Easy Apply, 1-Click, a visitor's upload; see ApplyRuntime); its code loads on the first call. */
  apply(): Promise<ApplyRuntime>
  /** The instant interview's calls and flows (see InterviewRuntime); its code loads on the first call. */
  interview(): Promise<InterviewRuntime>
  /** The recent and favorite searches (device or account), their machine loaded on the first search or suggestion. */
  readonly recentSearches: RecentSearchesHandle
  /** The job alert, communication and /opt calls; their code loads on the first call. */
  alertCalls(): Promise<AlertCalls>
  /** The professional profile's calls (sections, phones, experience); core/profile loads on the first call. */
  readonly profile: ProfileApi
  /**
   * "Recommended for you" for the signed-in account (see RecommendationsQuery): asked once per account, again with
   * `fresh`; null when signed out or the call failed. Its code loads on the first call.
   */
  recommendations(options?: { readonly fresh?: boolean }): Promise<RecommendationsShown>
  /** Stops every child. */
  stop(): void
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))

/**
 * Starts the app on the given ports. Its state: the session (started lazily, see startSession), the guard on
 * that session, the recent searches, the sign-in flow, and each API group built once over one transport whose
 * bearer token and 401s are the session's.
 */
export function createAppActor(deps: AppDeps): AppActor {
  const { storage, clock, timezoneOffset, notify, inspect, apis = hireflowApis } = deps
  // One transport for every domain's calls; its bearer token and 401s are the session's (declared below; only
  // called once it runs).
  const transport = apis.createApi({
    http: deps.http,
    clock,
    session: storage.session,
    config: deps.config,
    locale: deps.locale ?? (() => DEFAULT_LOCALE),
    token: () => session.readyToken(),
    unauthorized: (request) => session.unauthorized(request),
    taint: deps.taint ?? (() => false),
    notify,
    dismiss: deps.dismiss,
  })
  let authCalls: Promise<AuthApi> | null = null
  const loadAuth = () => (authCalls ??= apis.loadAuthApi().then((create) => create(transport)))
  const session = startSession(
    {
      storage,
      clock,
      calls: {
        refresh: (token) => loadAuth().then((calls) => calls.refresh(token)),
        profile: (token) => loadAuth().then((calls) => calls.profile(timezoneOffset(), { bearer: token })),
        logout: (token) => loadAuth().then((calls) => calls.logout(token)),
      },
      inspect,
    },
    deps.loadSession,
  )
  session.onLoggedOut((reason) => {
    if (reason !== null) notify(messageForLoginProblem(reason))
  })
  const auth: AppAuth = {
    api: deferredApi(() => loadAuth().then((calls) => ({ ...calls, logout: () => session.logout() }))),
    session,
    account: deferredApi(() => apis.loadAccountApi().then((create) => create(transport))),
    oauth: deferredApi(() => apis.loadOAuthApi().then((create) => create(transport))),
    loadPasswordStrength: deps.loadPasswordStrength ?? notProvided('loadPasswordStrength'),
  }
  // Only the name it uses is read from the chunk (a whole-namespace read made the bundler split three shared modules
  // out of the entry chunk into chunks of their own, which cost the first screen more than the guard saved).
  const loadNavigationGuard = deps.loadNavigationGuard ?? (() => import('../navigation/navigationGuard').then(({ startNavigationGuard }) => ({ startNavigationGuard })))
  const guard = startLazyNavigationGuard({ session, storage, clock, inspect }, loadNavigationGuard, inspect !== undefined)
  const api = apis.createSearchApi(transport)
  const loadSuggestionsApi = apis.loadSuggestionsApi ?? hireflowApis.loadSuggestionsApi
  const suggestions = deferredApi<SuggestionsApi>(() => {
    if (!loadSuggestionsApi) return Promise.reject(new Error('loadSuggestionsApi not provided'))
    return loadSuggestionsApi().then((create) => create(transport))
  })
  const searches = createSearchSessions(api, inspect)
  const loadSignIn = deps.loadSignIn ?? (() => import('../identity/signInSession'))
  const signInFlows = loadOnce(() =>
    loadSignIn().then((module) => module.createSignInFlows({ api: auth.api, oauth: auth.oauth, session, timezoneOffset, notify, inspect })),
  )

  const loadEmailChange = deps.loadEmailChange ?? (() => import('../accounts/emailChangeFlow'))
  const emailChangeFlows = loadOnce(() =>
    loadEmailChange().then((module) => module.createEmailChangeFlows({ account: auth.account, session })),
  )

  const loadApplications = deps.loadApplications ?? (() => import('../applications/applicationsRuntime'))
  const applications = createApplicationsHandle(() =>
    loadApplications().then((module) =>
      module.createApplicationsRuntime({ transport, storage, clock, session, localDatabase: deps.loadLocalDatabase, inspect }),
    ),
  )
  const loadSavedJobs = deps.loadSavedJobs ?? (() => import('../savedJobs/savedJobsRuntime'))
  const loadSavedJobsApi = apis.loadSavedJobsApi ?? hireflowApis.loadSavedJobsApi
  const savedJobs = createSavedJobsHandle(() =>
    Promise.all([loadSavedJobs(), loadSavedJobsApi?.()]).then(([module, create]) => {
      if (!create) throw new Error('loadSavedJobsApi not provided')
      return module.createSavedJobsRuntime({ api: create(transport), storage, clock, session, notify, inspect })
    }),
  )
  const signedIn = () => session.current()._tag === 'SignedIn'
  // Early only when there is something to show: saved jobs to show or merge; the applications' menu entry and
  // badges with a session (a visitor's device applications load with the pages that show them, so the first
  // screen loads nothing more; docs/decisions.md). Otherwise the first use loads them.
  const loadEarly = () => {
    if (signedIn() || storage.local.get(DEVICE_SAVED_JOBS_KEY) !== null) savedJobs.load().catch(() => undefined)
    if (signedIn()) applications.ensureLoaded()
  }
  loadEarly()
  const stopLoadingOnSignIn = session.subscribe(loadEarly)
  const previousVisit = startVisit(storage.local, new Date(clock.now()))
  const loadResumes = deps.loadResumes ?? (() => import('../resumes/resumesRuntime'))
  const resumes = loadOnce(() =>
    loadResumes().then((module) =>
      module.createResumesRuntime({
        transport,
        upload: deps.upload ?? { upload: () => Promise.reject(new Error('upload not provided')) },
        storage,
        config: deps.config,
        locale: deps.locale ?? (() => DEFAULT_LOCALE),
        token: () => session.readyToken(),
      }),
    ),
  )

  const loadClaims = deps.loadClaims ?? (() => import('../claims/claimsRuntime'))
  const claims = createClaimsHandle(session, deps.loadLocalDatabase, (localDatabase) =>
    loadClaims().then((module) => module.createClaimsRuntime({ transport, localDatabase, session, page: guard.actor, log: deps.log, clock, inspect })),
  )

  const loadApply = deps.loadApply ?? (() => import('../apply/applyRuntime'))
  const noLocalDatabase = () => Promise.reject(new Error('localDatabase not provided'))
  const loadLocalDatabase = deps.loadLocalDatabase ?? (async (): Promise<LocalDatabasePort> => ({ get: noLocalDatabase, getAll: noLocalDatabase, put: noLocalDatabase, delete: noLocalDatabase }))
  const apply = loadOnce(() =>
    Promise.all([loadApply(), loadLocalDatabase()]).then(([module, localDatabase]) =>
      module.createApplyRuntime({
        transport,
        upload: deps.upload ?? { upload: () => Promise.reject(new Error('upload not provided')) },
        config: deps.config,
        locale: deps.locale ?? (() => DEFAULT_LOCALE),
        clock,
        localDatabase,
        newId:
          deps.newId ??
          (() => {
            throw new Error('newId not provided')
          }),
        session,
        inspect,
      }),
    ),
  )
  const loadInterview = deps.loadInterview ?? (() => import('../interview/interviewRuntime'))
  const interview = loadOnce(() =>
    loadInterview().then((module) =>
      module.createInterviewRuntime({ transport, clock, drafts: storage.session, account: () => {
          const view = session.current()
          return view._tag === 'SignedIn' ? (view.profile?.id ?? 'signed-in') : null
        }, inspect }),
    ),
  )
  const loadRecentSearches = deps.loadRecentSearches ?? (() => import('../searches/recentSearchesRuntime'))
  const loadSearchesApi = apis.loadSearchesApi ?? hireflowApis.loadSearchesApi
  const recentSearches = createRecentSearchesHandle(() =>
    Promise.all([loadRecentSearches(), loadSearchesApi?.()]).then(([module, create]) => {
      if (!create) throw new Error('loadSearchesApi not provided')
      return module.createRecentSearchesRuntime({ api: create(transport), storage, clock, session, notify, inspect })
    }),
    { storage, clock },
  )
  // The account's searches leave the form's suggestions with the session (the machine shows the device's again).
  session.onLoggedOut(() => storage.local.remove(SHOWN_SEARCHES_KEY))
  // Searches an earlier visit left waiting are recorded a little after start (never on the first screen's path).
  if (hasPendingSearches(storage)) recentSearches.loadSoon()
  const loadAlertsApi = apis.loadAlertsApi ?? hireflowApis.loadAlertsApi
  const alertCalls = loadOnce(() => {
    if (!loadAlertsApi) return Promise.reject(new Error('loadAlertsApi not provided'))
    return loadAlertsApi().then((create) => ({ alerts: create.alerts(transport), opt: create.opt(transport) }))
  })
  const loadProfileApi = apis.loadProfileApi ?? hireflowApis.loadProfileApi
  const profile = deferredApi<ProfileApi>(() => {
    if (!loadProfileApi) return Promise.reject(new Error('loadProfileApi not provided'))
    return loadProfileApi().then((create) => create(transport))
  })

  const loadRecommendations = deps.loadRecommendations ?? (() => import('../recommendations/recommendationsQuery'))
  const loadRecommendationsApi = apis.loadRecommendationsApi ?? hireflowApis.loadRecommendationsApi
  const recommendations = loadOnce(() =>
    Promise.all([loadRecommendations(), loadRecommendationsApi?.()]).then(([module, create]) => {
      if (!create) throw new Error('loadRecommendationsApi not provided')
      return module.createRecommendationsQuery({ api: create(transport), session })
    }),
  )

  let snapshot: AppSnapshot = { session: session.current(), navigation: guard.actor.getSnapshot() }
  const getSnapshot = () => {
    const view = session.current()
    const navigation = guard.actor.getSnapshot()
    if (view !== snapshot.session || navigation !== snapshot.navigation) snapshot = { session: view, navigation }
    return snapshot
  }
  const observers = new Set<(snapshot: AppSnapshot) => void>()
  // Compared with the last snapshot announced, not the cached one: a read in between must not swallow a change.
  let announced = snapshot
  const changed = () => {
    if (getSnapshot() === announced) return
    announced = snapshot
    for (const observer of [...observers]) observer(snapshot)
  }
  const stopWatchingSession = session.subscribe(changed)
  const guardSubscription = guard.actor.subscribe(changed)
  const signOutSubscription = guard.actor.on('navigation.signOutAllowed', () => {
    // Told first, so the guard goes home rather than re-checking the page once the token is gone.
    guard.actor.send({ type: 'session.loggedOut' })
    session.signedOut()
  })

  return {
    getSnapshot,
    subscribe(observer) {
      const next = typeof observer === 'function' ? observer : (value: AppSnapshot) => observer.next?.(value)
      observers.add(next)
      return { unsubscribe: () => void observers.delete(next) }
    },
    send(event) {
      switch (event.type) {
        case 'user.loggedIn':
          return session.signedIn({ jwt: event.jwt, downloadToken: event.downloadToken }, event.profile)
        case 'user.profileLoaded':
          return session.profileLoaded(event.profile)
        case 'user.loggedOut':
          return guard.actor.send({ type: 'user.signOutRequested' })
        case 'page.becameVisible':
          return session.recheck()
        case 'user.leaveConfirmed':
        case 'user.leaveCancelled':
          return guard.answerLeave(event.type === 'user.leaveConfirmed')
        default:
          guard.actor.send(event)
      }
    },
    api,
    suggestions,
    auth,
    session,
    guard,
    search: (criteria) => searches.obtain(criteria),
    signIn: (input) => signInFlows().then((loaded) => loaded.enter(input)),
    signInProviders: () => signInFlows().then((loaded) => loaded.providers()),
    signUpPassword: () => signInFlows().then((loaded) => loaded.signUpPassword),
    async signInWith(credential, greet) {
      const answer = await auth.api.login(credential, timezoneOffset())
      session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
      if (greet !== undefined) void signInFlows().then((loaded) => notify(loaded.welcome(greet, answer.profile)))
    },
    refreshProfile() {
      auth.api.profile(timezoneOffset()).then(
        (loaded) => session.profileLoaded(loaded),
        () => undefined, // the cached profile stays; a 401 is the session's business
      )
    },
    emailChange: (code) => emailChangeFlows().then((loaded) => loaded.enter(code)),
    savedJobs,
    previousVisit,
    resumes: () => resumes(),
    claims,
    applications,
    apply: () => apply(),
    interview: () => interview(),
    recentSearches,
    alertCalls: () => alertCalls(),
    profile,
    recommendations: (options) => recommendations().then((query) => query.list(options), () => null),
    stop() {
      claims.stop()
      applications.stop()
      recentSearches.stop()
      stopLoadingOnSignIn()
      savedJobs.stop()
      stopWatchingSession()
      guardSubscription.unsubscribe()
      signOutSubscription.unsubscribe()
      observers.clear()
      guard.stop()
      session.stop()
      searches.stop()
      signInFlows.ifLoaded((loaded) => loaded.stop())
      emailChangeFlows.ifLoaded((loaded) => loaded.stop())
      interview.ifLoaded((loaded) => loaded.stop())
    },
  }
}
