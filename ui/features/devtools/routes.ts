import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

// Each page is its own chunk with its texts; the first screen carries only these routes.
const systemTestPage = withDeferredMessages(() => import('./SystemTestPage'))
const chaosLemurPage = withDeferredMessages(() => import('./ChaosLemurPage'))
const suspiciousPage = withDeferredMessages(() => import('./SuspiciousPage'))

/** /test: the system check (version, API, realtime channel, service worker) and, off production, the developer tools' switches. */
const systemTestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/test',
  loader: (match) => systemTestPage().then((page) => page.loadSystemTest(match)),
  component: lazyRouteComponent(systemTestPage, 'SystemTestPage'),
})

/** /chaos-lemur (login and admin required; refused by a production server): time-boxed faults. */
const chaosLemurRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/chaos-lemur',
  staticData: { requiresAdmin: true },
  loader: (match) => chaosLemurPage().then((page) => page.loadChaos(match)),
  component: lazyRouteComponent(chaosLemurPage, 'ChaosLemurPage'),
})

/** /suspicious: what the app shows when the server finds this address's requests automated (docs/decisions.md). */
const suspiciousRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/suspicious',
  validateSearch: validateSuspiciousSearch,
  component: lazyRouteComponent(suspiciousPage, 'SuspiciousPage'),
})

/** ?wait=N: the seconds the server's Retry-After gave (1 to 3600); anything else is dropped. */
export function validateSuspiciousSearch(search: Record<string, unknown>): { wait?: number } {
  const wait = Number(search['wait'])
  return Number.isInteger(wait) && wait >= 1 && wait <= 3600 ? { wait } : {}
}

/** The developer tools' and system pages' routes. */
export const devtoolsRoutes = [systemTestRoute, chaosLemurRoute, suspiciousRoute] as const
