/**
 * The saved-jobs feature's public face: the Save toggle and the "New" badge (on the first screen's search cards:
 * keep them small, the machine loads on the first save), the header's link, and its routes (/saved-jobs, lazy).
 */
export { NewJobBadge } from './NewJobBadge'
export { SavedJobsLink } from './SavedJobsLink'
export { SaveJobButton } from './SaveJobButton'
export { savedJobsRoutes } from './routes'
