import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import type { RouteMeta } from '../../routeMeta'
import { rootRoute } from '../../rootRoute'
import type { loadJob } from './loadJob'

/** The main navigation's section of a job's pages. */
export const jobMeta = { section: 'find-a-job' } satisfies RouteMeta

// The job page is its own chunk: home and search never download it; its own texts (jobPage.*) and its loader come with it.
const jobPage = withDeferredMessages(() => import('./JobPage'))
const JobPage = lazyRouteComponent(jobPage, 'JobPage')

/** The job page answers at three addresses (spec section 2); each is its own route id with the same loader. */
const jobPageRoute = <Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => rootRoute, path, loader: (match: Parameters<typeof loadJob>[0]) => jobPage().then((page) => page.loadJob(match)), component: JobPage, staticData: jobMeta })

/** The job feature's routes: /details, /view and /job/{slug}/{jobId}. */
export const jobRoutes = [jobPageRoute('/details/$slug/$jobId'), jobPageRoute('/view/$slug/$jobId'), jobPageRoute('/job/$slug/$jobId')] as const
