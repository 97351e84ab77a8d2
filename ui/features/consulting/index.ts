/** The consultants' side: the consulting landing page and the enrolment's routes; the pages load with them. */
export { consultingRoutes } from './routes'
