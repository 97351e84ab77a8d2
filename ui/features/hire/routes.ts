import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

// The hire page is a chunk of its own with its texts ('hire.'): home and search never download it.
const hirePage = withDeferredMessages(() => import('./HirePage'))

/** /hire and /become-a-client (spec section 2, section "hire"): the hire contact form, one page under two titles. */
export const hireRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/hire',
    loader: (match) => hirePage().then((page) => page.loadHire(match)),
    component: lazyRouteComponent(hirePage, 'HirePage'),
    staticData: { section: 'hire' },
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/become-a-client',
    loader: (match) => hirePage().then((page) => page.loadHire(match)),
    component: lazyRouteComponent(hirePage, 'BecomeClientPage'),
    staticData: { section: 'hire' },
  }),
] as const
