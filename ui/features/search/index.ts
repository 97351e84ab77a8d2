/** The search feature's public face: its routes (home and /search, the first screen: their pages are not lazy). */
export { searchRoutes } from './routes'
/** The results' pieces a page listing jobs of its own reuses (the Pro page): cards, the foot that pages, the actor. */
export { JobList } from './JobCard'
export { MoreResults } from './MoreResults'
export { selectJobs, selectView, useSearchActor } from './useSearchActor'
