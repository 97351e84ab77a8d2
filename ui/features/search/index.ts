/** The search feature's public face: its routes (home and /search, the first screen: their pages are not lazy). */
export { searchRoutes } from './routes'
