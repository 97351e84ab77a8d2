/**
 * The applications feature's public face: its routes (/applications, /applications/{status},
 * /applications/view/{id}; the pages lazy), the main navigation's "Applications" entry and the "Applied" badge
 * (both on the first screen: keep them small; the applications' code loads with a session or the pages).
 */
export { applicationsRoutes } from './routes'
export { ApplicationsNavLink } from './ApplicationsNavLink'
export { AppliedBadge } from './AppliedBadge'
export { JobAppliedBadge } from './JobAppliedBadge'
export { useApplied } from './useApplicationsView'
