import { createRoute, createRouter, notFound, redirect, type AnyRouter } from '@tanstack/react-router'
import type { HistoryState } from '@tanstack/history'
import { parseQuery, stringifyQuery } from '../core/search'
import type { AppActor } from '../machines/app/appActor'
import { ClaimsDialogHost } from './features/claims'
import { ApplicationsNavLink } from './features/applications'
import { HeaderAccount } from './features/identity'
import { jobRoutes } from './features/job'
import { attachNavigationGuard, attachRouteFocus, LeaveDialogHost } from './features/navigation'
import { SavedJobsLink } from './features/savedJobs'
import { searchRoutes } from './features/search'
import { LandingPage } from './landingPage'
import type { AppRouteTree } from './laterRoutes'
import { rootRoute } from './rootRoute'
import type { AppServices } from './services'
import { RootLayout } from './shell/RootLayout'
import { RouteError } from './shell/RouteError'

export type { RouterContext } from './rootRoute'

/** The shell's page frame with the features' pieces in its slots: the header's account entry, the leave dialog. */
function AppLayout() {
  return <RootLayout account={<><SavedJobsLink /><HeaderAccount /></>} dialogs={<><LeaveDialogHost /><ClaimsDialogHost /></>} navExtra={<ApplicationsNavLink />} />
}

rootRoute.update({ component: AppLayout, notFoundComponent: LandingPage })

let laterRoutes: Promise<void> | null = null
let laterRoutesLoaded = false
const routers = new Set<AnyRouter>()

/**
 * Every other screen's routes (ui/laterRoutes.ts, a chunk of its own), once: put in the tree of every router. Called
 * by the stand-in route below, and ahead by whoever knows it will need them (the state explorer, tests).
 */
export function loadLaterRoutes(): Promise<void> {
  laterRoutes ??= import('./laterRoutes').then(
    ({ withLaterRoutes }) => {
      withLaterRoutes(firstScreenRoutes)
      laterRoutesLoaded = true
      for (const router of routers) router.setRoutes(router.buildRouteTree())
    },
    (error: unknown) => {
      laterRoutes = null
      throw error
    },
  )
  return laterRoutes
}

/** The history state a navigation carried ("Back to results"), without the router's own keys. */
const carriedState = (state: HistoryState): HistoryState => Object.fromEntries(Object.entries(state).filter(([key]) => key !== 'key' && !key.startsWith('__TSR')))

/**
 * Any path the routes loaded so far do not know: before the later routes have loaded, its loader loads them and
 * sends the navigation on to the same address (replacing it, with its history state), now matched by its real route;
 * after, the address is unknown: the landing page. A hovered or focused link preloads it like any route.
 */
const laterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: async ({ location }) => {
    if (laterRoutesLoaded) throw notFound()
    await loadLaterRoutes()
    throw redirect({ href: location.href, state: carriedState(location.state), replace: true })
  },
})

/** The first screen's routes: home, search and the job page its cards open; every other screen is a later route. */
const firstScreenRoutes = [...searchRoutes, ...jobRoutes, laterRoute]

/**
 * The app's router: code-based routes, the services in the router context, scroll positions remembered per
 * history entry (restored on back/forward, hash targets scrolled into view), the landing page for any unknown path.
 * Until a navigation leaves the first screen it knows only the first screen's routes (and the stand-in above).
 */
export function createAppRouter(services: AppServices, app: AppActor) {
  const routeTree = laterRoutesLoaded ? rootRoute : rootRoute.addChildren(firstScreenRoutes)
  const router = createRouter({
    // Typed as the whole tree: links to later routes are checked, and work before those routes have loaded.
    routeTree: routeTree as unknown as AppRouteTree,
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
  routers.add(router)
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
