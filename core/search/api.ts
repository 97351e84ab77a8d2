import type { AbortSignalLike } from '../ports/http'
import { JobSchema, type Job, type JobId } from './job'
import { SearchResultSchema, type SearchCriteria, type SearchResult } from './schemas'
import type { Api } from '../api/transport'

/** The job search calls of spec section 7. Methods reject with an ApiError. */
export interface SearchApi {
  /** POST /rest/jobs/search: one page of jobs matching the criteria. */
  searchJobs(criteria: SearchCriteria, options?: { signal?: AbortSignalLike }): Promise<SearchResult>
  /** GET /rest/job-lookup/{id}: one job with its full description. */
  lookupJob(id: JobId, options?: { signal?: AbortSignalLike }): Promise<Job>
}

/** Creates the job search calls over the app's API transport (createApi). */
export const createSearchApi = (api: Api): SearchApi => ({
  searchJobs: (criteria, options) =>
    api.call({ method: 'POST', path: '/rest/jobs/search', body: criteria, schema: SearchResultSchema, signal: options?.signal }),
  lookupJob: (id, options) =>
    api.call({ method: 'GET', path: `/rest/job-lookup/${encodeURIComponent(id)}`, schema: JobSchema, signal: options?.signal }),
})
