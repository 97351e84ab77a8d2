/**
 * The professional profile feature's public face: its route subtree under /settings. Its pages (personal,
 * background, phones, goals, experience, skills) load through their routes' dynamic imports, each its own chunk.
 */
export { profileRoutes } from './routes'
