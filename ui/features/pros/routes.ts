import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

// The Pro page is its own chunk with its texts (pros.*); core/pros loads with its first call (app.pros()).
const proPage = withDeferredMessages(() => import('./ProPage'))

/** /pro/{slug}: a Pro's landing page (spec section 2), public. */
const proRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pro/$slug',
  loader: (match) => proPage().then((page) => page.loadPro(match)),
  component: lazyRouteComponent(proPage, 'ProPage'),
})

/** The Pros feature's routes. */
export const prosRoutes = [proRoute] as const
