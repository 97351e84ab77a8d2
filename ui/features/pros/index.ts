/** The Pros feature's public face: its routes (/pro/{slug}, lazy; the page is a chunk of its own). */
export { prosRoutes } from './routes'
