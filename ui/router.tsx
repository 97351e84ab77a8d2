import { createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { parseQuery, stringifyQuery } from '../core/search'
import type { AppActor } from '../machines/app/appActor'
import { withDeferredMessages } from './i18n/messages'
import { accountRoutes } from './features/accounts'
import { ClaimsDialogHost } from './features/claims'
import { ApplicationsNavLink, applicationsRoutes } from './features/applications'
import { applyRoutes } from './features/apply'
import { communicationSettingsRoutes, optRoutes } from './features/communication'
import { HeaderAccount, identityRoutes } from './features/identity'
import { jobRoutes } from './features/job'
import { attachNavigationGuard, attachRouteFocus, LeaveDialogHost } from './features/navigation'
import { savedJobsRoutes, SavedJobsLink } from './features/savedJobs'
import { profileRoutes } from './features/profile'
import { resumeRoutes } from './features/resumes'
import { interviewRoutes } from './features/interview'
import { searchRoutes } from './features/search'
import { settingsRoute, settingsRoutes } from './features/settings'
import { rootRoute } from './rootRoute'
import type { RouteMeta } from './routeMeta'
import type { AppServices } from './services'
import { RootLayout } from './shell/RootLayout'
import { RouteError } from './shell/RouteError'

export type { RouterContext } from './rootRoute'

// The landing page (unknown paths, the sections not built yet) is its own chunk: home and search never show it, and
// the first screen's budget (docs/decisions.md) pays for the app actor with it. Its texts (landing.*) come with it.
const LandingPage = lazyRouteComponent(withDeferredMessages(() => import('./shell/LandingPage')), 'LandingPage')

/** The shell's page frame with the features' pieces in its slots: the header's account entry, the leave dialog. */
function AppLayout() {
  return <RootLayout account={<><SavedJobsLink /><HeaderAccount /></>} dialogs={<><LeaveDialogHost /><ClaimsDialogHost /></>} navExtra={<ApplicationsNavLink />} />
}

/** Sections and content pages of later issues: until they are built they show the landing page. */
const landingRoute = <Path extends string>(path: Path, meta: RouteMeta = {}) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: LandingPage, staticData: meta })

/** The app's routes: each feature's subtree (its routes.ts) under the root, with the shell's frame. */
const routeTree = rootRoute.update({ component: AppLayout, notFoundComponent: LandingPage }).addChildren([
  ...searchRoutes,
  ...jobRoutes,
  ...identityRoutes,
  ...savedJobsRoutes,
  ...applicationsRoutes,
  ...interviewRoutes,
  settingsRoute.addChildren([...settingsRoutes, ...accountRoutes, ...profileRoutes, ...resumeRoutes, ...communicationSettingsRoutes]),
  ...optRoutes,
  ...applyRoutes,
  landingRoute('/pro/$slug'),
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
 * The app's router: code-based routes, the services in the router context, scroll positions remembered per
 * history entry (restored on back/forward, hash targets scrolled into view), the landing page for any unknown path.
 */
export function createAppRouter(services: AppServices, app: AppActor) {
  const router = createRouter({
    routeTree,
    context: { services, app },
    // Plain query strings for every route (core/search/searchParams.ts): `?what=registered+nurse&where=78701`, never
    // JSON; `/ ? : @` stay readable, so the guard's target reads `/login?redirect=/settings/account`.
    parseSearch: parseQuery,
    stringifySearch: stringifyQuery,
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultNotFoundComponent: LandingPage,
    defaultErrorComponent: RouteError,
  })
  attachNavigationGuard(router, app.guard)
  attachRouteFocus(router)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
