import { SEARCH_LIMITS } from '../constants'
import type { Job } from './job'
import type { SearchCriteria } from './schemas'

// Apart from relatedJobs.ts: the job routes' loader (first screen) needs this, the job page's chunk the rest.
/**
 * The one search behind a job page's similar jobs and market pay: its title near its place (the default radius),
 * a page as large as the API allows.
 */
export const relatedJobsCriteria = (job: Pick<Job, 'title' | 'location'>): SearchCriteria => ({
  what: job.title.slice(0, SEARCH_LIMITS.maxQueryLength),
  where: `${job.location.address.city}, ${job.location.address.state}`.slice(0, SEARCH_LIMITS.maxQueryLength),
  pageSize: SEARCH_LIMITS.maxPageSize,
})
