import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

// The report page is its own chunk with its texts; the first screen carries only this route.
const clientErrorPage = withDeferredMessages(() => import('./ClientErrorPage'))

/** /client-error/{id} (login and admin required): one stored error report (spec section 2, diagnostic pages). */
const clientErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/client-error/$id',
  staticData: { requiresAdmin: true },
  loader: (match) => clientErrorPage().then((page) => page.loadClientError(match)),
  component: lazyRouteComponent(clientErrorPage, 'ClientErrorPage'),
})

/** The diagnostics feature's routes. */
export const diagnosticsRoutes = [clientErrorRoute] as const
