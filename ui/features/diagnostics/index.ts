/** The diagnostics feature's public face: /client-error/{id}, an error report for admins (a lazy page). */
export { diagnosticsRoutes } from './routes'
