import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

// The hire page is a chunk of its own with its texts ('hire.'): home and search never download it.
const hirePage = withDeferredMessages(() => import('./HirePage'))

/** The query of the hire pages: `?pro=` names the Pro the request goes to (kept tiny: the page checks the slug). */
export interface HireSearch {
  readonly pro?: string
}
const validateHireSearch = (search: Record<string, unknown>): HireSearch => (typeof search.pro === 'string' && search.pro !== '' ? { pro: search.pro } : {})

const hireRoute = <Path extends '/hire' | '/become-a-client'>(path: Path, component: 'HirePage' | 'BecomeClientPage') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateHireSearch,
    loaderDeps: ({ search }) => ({ pro: search.pro }),
    loader: (match) => hirePage().then((page) => page.loadHire(match)),
    component: lazyRouteComponent(hirePage, component),
    staticData: { section: 'hire' },
  })

/** /hire and /become-a-client (spec section 2, section "hire"): the hire contact form, one page under two titles. */
export const hireRoutes = [hireRoute('/hire', 'HirePage'), hireRoute('/become-a-client', 'BecomeClientPage')] as const
