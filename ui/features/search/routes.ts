import { createRoute, redirect } from '@tanstack/react-router'
import { stringifyQuery, toCriteria, validateSearchParams } from '../../../core/search'
import type { RouteMeta } from '../../routeMeta'
import { rootRoute } from '../../rootRoute'
import { HomePage } from './HomePage'
import { SearchPage } from './SearchPage'

// Home and search are the first screen: their pages are part of the entry chunk, never lazy.
const homeMeta = { section: 'find-a-job' } satisfies RouteMeta

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage, staticData: homeMeta })
const homeIndexHtmlRoute = createRoute({ getParentRoute: () => rootRoute, path: '/index.html', component: HomePage, staticData: homeMeta })

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: validateSearchParams,
  // A crafted or old URL (a bad value, a JSON-quoted one) becomes the search it was read as, replacing its entry.
  beforeLoad: ({ search, location }) => {
    if (stringifyQuery(search) !== location.searchStr) throw redirect({ to: '/search', search, replace: true })
  },
  // Each search run is a recent search (not a preload on hover: the user has not run it).
  loaderDeps: ({ search }) => ({ what: search.what ?? '', where: search.where ?? '', visa: search.visa, livesIn: search.livesIn }),
  loader: ({ context, deps, preload, location }) => {
    const search = validateSearchParams(location.search)
    const filters = { ...(deps.visa ? { visaSponsorship: true as const } : {}), ...(deps.livesIn ? { livesIn: deps.livesIn } : {}) }
    if (!preload && (deps.what || deps.where)) context.app.recentSearches.searched(deps.what, deps.where, filters)
    // The page's search actor starts here rather than at its first render: on a page the server rendered, its
    // answer is inlined, so the first render shows the results, not a skeleton (ui/main.tsx).
    if (!preload) context.app.search(toCriteria(search))
  },
  component: SearchPage,
  staticData: { section: 'find-a-job' },
})

/** The search feature's routes: home (at / and /index.html) and /search. */
export const searchRoutes = [homeRoute, homeIndexHtmlRoute, searchRoute] as const
