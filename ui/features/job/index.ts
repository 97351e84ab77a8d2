/**
 * The job feature's public face. The job page (JobPage) is loaded by the router's dynamic import, straight from its
 * file, so home and search never download it.
 */
export { JobCardFacts } from './JobFacts'
export { loadJob } from './loadJob'
