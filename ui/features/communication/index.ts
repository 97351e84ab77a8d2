/**
 * Communication settings, job alerts, recent and favorite searches, and the /opt pages: their routes (pages load
 * with them) and the search page's "Alert me about this search" button.
 */
export { communicationSettingsRoutes, optRoutes } from './routes'
export { AlertMeButton } from './AlertMeButton'
