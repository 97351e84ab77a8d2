import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  defaultStringifySearch,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router'
import type { AppActor } from '../machines/app/appActor'
import { validateCallbackSearch, HeaderAccount, validateLoginSearch } from './features/identity'
import { loadJob } from './features/job'
import { attachNavigationGuard, LeaveDialogHost, guardNavigation } from './features/navigation'
import { HomePage, SearchPage, validateSearchParams } from './features/search'
import { withDeferredMessages } from './i18n/messages'
import type { RouteMeta } from './routeMeta'
import type { AppServices } from './services'
import { RootLayout } from './shell/RootLayout'
import { RouteError } from './shell/RouteError'

// The landing page (unknown paths, the sections not built yet) is its own chunk: home and search never show it, and
// the first screen's budget (docs/decisions.md) pays for the app actor with it.
const LandingPage = lazyRouteComponent(() => import('./shell/LandingPage'), 'LandingPage')

/** What every route's beforeLoad and loader receive: the app's services (dependency injection). */
export interface RouterContext {
  readonly services: AppServices
  /**
   * The app actor (machines/app): the session, the navigation guard (the root route's beforeLoad asks it about
   * every navigation), sign-in and the searches run in it.
   */
  readonly app: AppActor
}

/** The shell's page frame with the features' pieces in its slots: the header's account entry, the leave dialog. */
function AppLayout() {
  return <RootLayout account={<HeaderAccount />} dialogs={<LeaveDialogHost />} />
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: (load): Promise<void> => guardNavigation(load),
  component: AppLayout,
  notFoundComponent: LandingPage,
})

const homeMeta = { section: 'find-a-job', hideLogo: true } satisfies RouteMeta
const jobMeta = { section: 'find-a-job' } satisfies RouteMeta

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage, staticData: homeMeta })
const homeIndexHtmlRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/index.html',
  component: HomePage,
  staticData: homeMeta,
})

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: validateSearchParams,
  component: SearchPage,
  staticData: { section: 'find-a-job' },
})

// The job page is its own chunk: home and search never download it.
const JobPage = lazyRouteComponent(() => import('./features/job/JobPage'), 'JobPage')
/** The job page answers at three addresses (spec section 2); each is its own route id with the same loader. */
const jobPageRoute = <Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => rootRoute, path, loader: loadJob, component: JobPage, staticData: jobMeta })
const jobDetailsRoute = jobPageRoute('/details/$slug/$jobId')
const jobViewRoute = jobPageRoute('/view/$slug/$jobId')
const jobRoute = jobPageRoute('/job/$slug/$jobId')

// The sign-in screens and the settings pages are their own chunks, with their texts: home and search never download them.
const LoginPage = lazyRouteComponent(withDeferredMessages(() => import('./features/identity/LoginPage')), 'LoginPage')
const accountPage = withDeferredMessages(() => import('./features/accounts/AccountPage'))
const AccountPage = lazyRouteComponent(accountPage, 'AccountPage')
const SettingsLayout = lazyRouteComponent(withDeferredMessages(() => import('./features/settings/SettingsLayout')), 'SettingsLayout')
const changeEmailPage = withDeferredMessages(() => import('./features/accounts/ChangeEmailPage'))
// The sign-in flow (its own chunk) follows the URL's view through the loader; never preloaded, so a hover sends nothing.
const loginRoute = <Path extends string>(path: Path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateLoginSearch,
    loaderDeps: ({ search }) => search,
    loader: (match) => import('./features/identity/loginRoute').then((route) => route.enterLoginView(match)),
    preload: false,
    gcTime: 0, // a finished flow's page is never shown again from the cache: each visit loads the current flow
    component: LoginPage,
  })
// The return point of third-party sign-in, one chunk for the page and its loader (which exchanges the code once).
const oauthCallbackPage = withDeferredMessages(() => import('./features/identity/OAuthCallback'))
const oauthCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/callback/$provider',
  validateSearch: validateCallbackSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => oauthCallbackPage().then((page) => page.finishOAuthSignIn(match)),
  pendingComponent: lazyRouteComponent(oauthCallbackPage, 'OAuthCallbackPending'),
  component: lazyRouteComponent(oauthCallbackPage, 'OAuthCallback'),
})
// Every settings page needs login: the layout's meta covers its children (the guard reads the whole branch).
const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: SettingsLayout,
  staticData: { requiresAuth: true },
})
const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/settings/account', replace: true })
  },
})
const accountRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/account',
  loader: (match) => accountPage().then((page) => page.refreshProfile(match)),
  component: AccountPage,
  staticData: { requiresAuth: true },
})
// The page of the link mailed to confirm a new email address (login required, through the settings branch); its
// loader starts the link's flow.
const changeEmailRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/change-email/$code',
  loader: (match) => changeEmailPage().then((page) => page.startEmailChange(match)),
  component: lazyRouteComponent(changeEmailPage, 'ChangeEmailPage'),
})
/** Legacy settings addresses (spec section 2) lead to their page today. */
const legacySettingsRoute = <Path extends string>(path: Path, hash?: string) =>
  createRoute({
    getParentRoute: () => settingsRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to: '/settings/account', hash, replace: true })
    },
  })

/** Sections and content pages of later issues: until they are built they show the landing page. */
const landingRoute = <Path extends string>(path: Path, meta: RouteMeta = {}) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: LandingPage, staticData: meta })

const routeTree = rootRoute.addChildren([
  homeRoute,
  homeIndexHtmlRoute,
  searchRoute,
  jobDetailsRoute,
  jobViewRoute,
  jobRoute,
  loginRoute('/login'),
  loginRoute('/login/$view'),
  oauthCallbackRoute,
  settingsRoute.addChildren([
    settingsIndexRoute,
    accountRoute,
    changeEmailRoute,
    legacySettingsRoute('/general/account'),
    legacySettingsRoute('/general/password', 'password'),
  ]),
  landingRoute('/apply/$slug/$jobId', jobMeta),
  landingRoute('/jobs/$slug/$jobId', jobMeta),
  landingRoute('/consulting', { section: 'consulting' }),
  landingRoute('/hire', { section: 'hire' }),
  landingRoute('/become-a-client', { section: 'hire' }),
  landingRoute('/about', { section: 'about' }),
  landingRoute('/news', { section: 'news' }),
  landingRoute('/privacy-policy'),
  landingRoute('/terms-and-conditions'),
  landingRoute('/contact'),
])

/**
 * Query strings keep `/ ? : @` readable, as RFC 3986 allows in a query, so the guard's target reads
 * `/login?redirect=/settings/account` (core/session encodeQueryValue) and stays so when the router rewrites it.
 */
const stringifySearch = (search: Record<string, unknown>): string =>
  defaultStringifySearch(search).replace(/%(2F|3F|3A|40)/g, (escaped) => decodeURIComponent(escaped))

/**
 * The app's router: code-based routes, the services in the router context, scroll positions remembered per
 * history entry (restored on back/forward, hash targets scrolled into view), the landing page for any unknown path.
 */
export function createAppRouter(services: AppServices, app: AppActor) {
  const router = createRouter({
    routeTree,
    context: { services, app },
    stringifySearch,
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultNotFoundComponent: LandingPage,
    defaultErrorComponent: RouteError,
  })
  attachNavigationGuard(router, app.guard)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
