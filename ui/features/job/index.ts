/**
 * The job feature's public face: its routes (the job page is loaded by their dynamic import, so home and search never
 * download it) and what a search card shows of a job: its facts, its company, the link to its page.
 */
export { CompanyName } from './CompanyName'
export { JobCardFacts } from './JobFacts'
export { JobAnswers } from './JobAnswers'
export { ProLink } from './ProLink'
export { JobLink } from './JobLink'
export { jobMeta, jobRoutes } from './routes'
