import type { Observer, Subscription } from 'xstate'
import type { ProfileApi } from '../../core/profile'
import type { HireApi } from '../../core/hire'
import type { ConsultingRuntime } from '../consulting/consultingRuntime'
import type { DiagnosticsApi } from '../../core/diagnostics'
import type { SystemApi } from '../../core/chaos/api'
import type { ProsApi } from '../../core/pros'
import type { AuthApi, LoginRequest, SignInWay } from '../../core/identity'
import { DEFAULT_LOCALE } from '../../core/constants'
import type { SearchApi, SearchCriteria, SuggestionsApi } from '../../core/search'
import { forgetConsultingEnrolment, messageForLoginProblem, type IssuedTokens, type Profile } from '../../core/session'
import type { LeaveDialog } from '../navigation/navigationGuard.machine'
import type { NavigationGuard, NavigationGuardSnapshot } from '../navigation/navigationGuard'
import { startLazyNavigationGuard } from '../navigation/lazyNavigationGuard'
import { createSearchSessions, type SearchActor } from '../search/searchSession'
import type { SessionRuntime } from '../session/sessionRuntime'
import type { SessionView } from '../session/sessionStore'
import { startSession } from '../session/startSession'
import type { SignInInput } from '../identity/signIn.machine'
import type { ProviderListActor, SignInActor } from '../identity/signInSession'
import type { SignUpPasswordHold } from '../identity/signUpPassword'
import type { EmailChangeActor } from '../accounts/emailChange.machine'
import { createSavedJobsHandle, type SavedJobsHandle } from '../savedJobs/savedJobsHandle'
import { DEVICE_SAVED_JOBS_KEY } from '../../core/storage/keys'
import { startVisit } from '../../core/storage/lastVisit'
import type { ResumesRuntime } from '../resumes/resumesRuntime'
import { createClaimsHandle, type ClaimsHandle } from '../claims/claimsHandle'
import { createApplicationsHandle, type ApplicationsHandle } from '../applications/applicationsHandle'
import type { ApplyRuntime } from '../apply/applyRuntime'
import type { InterviewRuntime } from '../interview/interviewRuntime'
import { createRecentSearchesHandle, hasPendingSearches, SHOWN_SEARCHES_KEY, type RecentSearchesHandle } from '../searches/recentSearchesHandle'
import type { RecommendationsShown } from '../recommendations/recommendationsQuery'
import { hireflowApis, type AppApis } from './apis'
import type { AlertCalls, AppAuth, AppDeps } from './appDeps'
import { deferredApi } from './deferredApi'
import type { AppParts } from './laterParts'
import type { RealtimeServices } from '../realtime/realtimeServices'
import type { ContentRuntime } from '../content/contentRuntime'
import { loadOnce } from './loadOnce'

export type {
  AlertCalls,
  AppAuth,
  AppDeps,
  LoadApplications,
  LoadApply,
  LoadClaims,
  LoadEmailChangeFlows,
  LoadRecentSearches,
  LoadResumes,
  LoadSavedJobs,
  LoadSignInFlows,
} from './appDeps'

/** The module of the parts the first screen never runs (laterParts.ts), as the app actor loads it. */
export type LaterParts = typeof import('./laterParts')

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
  /**
   * The realtime channel, notifications and live application status (RealtimeServices: they follow the session); the
   * first call loads them: the signed-in header's chunk does, after the first paint. Rejects without `loadSocket`.
   */
  realtime(): Promise<RealtimeServices>
  /** The content pages' calls through the app's API cache, refreshed by /rest/cms changes (see ContentRuntime); its code loads on the first call. */
  content(): Promise<ContentRuntime>
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
  /** The hire form's calls (form token, send); core/hire loads on the first call. */
  readonly hire: HireApi
  /** The consulting enrolment (see ConsultingRuntime); its code loads on the first call. */
  consulting(): Promise<ConsultingRuntime>
  /**
   * "Recommended for you" for the signed-in account (see RecommendationsQuery): asked once per account, again with
   * `fresh`; null when signed out or the call failed. Its code loads on the first call.
   */
  recommendations(options?: { readonly fresh?: boolean }): Promise<RecommendationsShown>
  /** The diagnostics calls (an admin reading an error report); they load on the first call, with the later parts. */
  diagnostics(): Promise<DiagnosticsApi>
  /** The system pages' calls (/test's API check, the chaos lemur); core/chaos/api loads on the first call. */
  system(): Promise<SystemApi>
  /** The Pro calls (a Pro's landing page); core/pros loads on the first call. */
  pros(): Promise<ProsApi>
  /** Stops every child. */
  stop(): void
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))

/**
 * Starts the app on the given ports. Its state: the session (started lazily, see startSession), the guard on
 * that session, the searches, and each API group built once over one transport whose bearer token and 401s are
 * the session's. Everything the first screen does not run is a later part (laterParts.ts, a chunk of its own):
 * `later(start)` builds one on its first use; `loadLaterParts` replaces the dynamic import (the state explorer and
 * tests hand in the module, so no real-time import races their clock).
 */
export function createAppActor(deps: AppDeps & { readonly loadLaterParts?: () => Promise<LaterParts> }): AppActor {
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

  // The later parts: each is built on its first use from the same parts (laterParts.ts).
  const laterApis: AppApis = {
    ...apis,
    loadSavedJobsApi: apis.loadSavedJobsApi ?? hireflowApis.loadSavedJobsApi,
    loadSearchesApi: apis.loadSearchesApi ?? hireflowApis.loadSearchesApi,
    loadAlertsApi: apis.loadAlertsApi ?? hireflowApis.loadAlertsApi,
    loadProfileApi: apis.loadProfileApi ?? hireflowApis.loadProfileApi,
  }
  const parts: AppParts = { deps, apis: laterApis, transport, session, guard, auth }
  const laterParts = loadOnce(deps.loadLaterParts ?? (() => import('./laterParts')))
  const later = <Part, Args extends unknown[] = []>(start: (module: LaterParts) => (parts: AppParts, ...args: Args) => Promise<Part>) =>
    (...args: Args): Promise<Part> => laterParts().then((module) => start(module)(parts, ...args))

  const signInFlows = loadOnce(later((module) => module.startSignInFlows))
  const emailChangeFlows = loadOnce(later((module) => module.startEmailChange))
  const applications = createApplicationsHandle(later((module) => module.startApplications))
  const savedJobs = createSavedJobsHandle(later((module) => module.startSavedJobs))
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
  const resumes = loadOnce(later((module) => module.startResumes))
  const realtime = loadOnce(() => later((module) => module.startRealtime)(applications))
  const content = loadOnce(() => later((module) => module.startContent)(realtime))
  const claims = createClaimsHandle(session, deps.loadLocalDatabase, later((module) => module.startClaims))
  const apply = loadOnce(later((module) => module.startApply))
  const interview = loadOnce(later((module) => module.startInterview))
  const recentSearches = createRecentSearchesHandle(later((module) => module.startRecentSearches), { storage, clock })
  // The account's searches leave the form's suggestions with the session (the machine shows the device's again).
  session.onLoggedOut(() => storage.local.remove(SHOWN_SEARCHES_KEY))
  // Searches an earlier visit left waiting are recorded a little after start (never on the first screen's path).
  if (hasPendingSearches(storage)) recentSearches.loadSoon()
  const alertCalls = loadOnce(later((module) => module.startAlertCalls))
  const profile = deferredApi<ProfileApi>(later((module) => module.startProfileApi))
  const hire = deferredApi<HireApi>(later((module) => module.startHireApi))
  const consulting = loadOnce(later((module) => module.startConsulting))
  // The person's own sign-out (or their account's deletion; reason null) leaves no enrolment of theirs on a shared
  // device; sign-in keeps it (docs/decisions.md).
  session.onLoggedOut((reason) => {
    if (reason !== null) return
    forgetConsultingEnrolment(storage.local)
    consulting.ifLoaded((runtime) => runtime.signedOut())
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
    realtime,
    content: () => content(),
    apply: () => apply(),
    interview: () => interview(),
    recentSearches,
    alertCalls: () => alertCalls(),
    profile,
    hire,
    consulting: () => consulting(),
    recommendations: (options) => recommendations().then((query) => query.list(options), () => null),
    diagnostics: loadOnce(later((module) => module.startDiagnosticsApi)),
    system: () => import('../../core/chaos/api').then((calls) => calls.createSystemApi(transport)),
    pros: () => import('../../core/pros').then((calls) => calls.createProsApi(transport)),
    stop() {
      claims.stop()
      content.ifLoaded((loaded) => loaded.stop())
      realtime.ifLoaded((loaded) => loaded.stop())
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
