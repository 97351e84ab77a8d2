/** The employers' side: the hire pages' routes (/hire, /become-a-client); the page loads with its route. */
export { hireRoutes } from './routes'
