import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

// Each page is its own chunk with its texts and its loader; the first screen carries only these two routes.
const applicationsPage = withDeferredMessages(() => import('./ApplicationsPage'))
const applicationPage = withDeferredMessages(() => import('./ApplicationPage'))

/**
 * /applications (the active tab) and /applications/{status}: open to everyone. The loader (in the page's chunk)
 * reads the account's applications, or a visitor's applications on this device, on each visit, so a withdraw or
 * a migration shows; an unknown status leads to /applications.
 */
const applicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/applications/{-$status}',
  loader: (match) => applicationsPage().then((page) => page.loadApplicationsPage(match)),
  component: lazyRouteComponent(applicationsPage, 'ApplicationsPage'),
})

/** /applications/view/{id} (login required): one application, its status history, edit, withdraw. */
const applicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/applications/view/$id',
  staticData: { requiresAuth: true },
  loader: (match) => applicationPage().then((page) => page.loadApplicationPage(match)),
  component: lazyRouteComponent(applicationPage, 'ApplicationPage'),
})

/** The applications feature's routes. */
export const applicationsRoutes = [applicationsRoute, applicationRoute] as const
