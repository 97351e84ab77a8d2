/**
 * The job feature's public face: its routes (the job page is loaded by their dynamic import, so home and search never
 * download it) and the job facts a search card shows.
 */
export { JobCardFacts } from './JobFacts'
export { jobMeta, jobRoutes } from './routes'
