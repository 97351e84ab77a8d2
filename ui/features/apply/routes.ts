import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'
import type { RouteMeta } from '../../routeMeta'

// The apply flow is its own chunk, with its texts and core/apply: home, search and the job page never download it.
const applyPage = withDeferredMessages(() => import('./ApplyPage'))

/** The query of the apply pages: `?step=` opens that step when the steps before it are complete (kept tiny: checked by the page). */
export interface ApplySearch {
  readonly step?: string
}
const validateApplySearch = (search: Record<string, unknown>): ApplySearch => (typeof search.step === 'string' && search.step !== '' ? { step: search.step } : {})

const applyRoute = <Path extends string>(path: Path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateApplySearch,
    loaderDeps: ({ search }) => ({ step: search.step }),
    // The path is generic here, so its params reach the loader untyped; both paths have {slug} and {jobId}.
    loader: (match) => applyPage().then((page) => page.loadApply(match as unknown as Parameters<typeof page.loadApply>[0])),
    component: lazyRouteComponent(applyPage, 'ApplyPage'),
    staticData: { section: 'find-a-job' } satisfies RouteMeta,
  })

/** /apply/{slug}/{jobId} and its alias /jobs/{slug}/{jobId} (spec section 2): the Easy Apply flow of a job. */
export const applyRoutes = [applyRoute('/apply/$slug/$jobId'), applyRoute('/jobs/$slug/$jobId')] as const
