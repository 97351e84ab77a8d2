import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'
import type { JobId } from '../search'
import {
  SavedJobsAnswerSchema,
  SavedJobStateSchema,
  type DeviceSavedJob,
  type SavedJob,
  type SavedJobState,
} from './schemas'

/**
 * The saved-jobs calls (docs/api.md), signed in. Each rejects with an ApiError; a refused save is an HttpError
 * whose `code` says why (savedJobs.full, savedJobs.unknownJob, auth.rateLimited, request.invalid).
 */
export interface SavedJobsApi {
  /** GET /rest/saved-jobs: the account's list, newest first. */
  list(): Promise<readonly SavedJob[]>
  /** PUT /rest/saved-jobs/{jobId}: saves the job (saving it again changes nothing). */
  save(jobId: JobId): Promise<SavedJobState>
  /** DELETE /rest/saved-jobs/{jobId}: unsaves it (unsaving an unsaved job changes nothing). */
  unsave(jobId: JobId): Promise<SavedJobState>
  /** POST /rest/saved-jobs/merge: adds the device's list to the account's, once; answers the account's list. */
  merge(jobs: readonly DeviceSavedJob[]): Promise<readonly SavedJob[]>
}

const jobPath = (jobId: JobId) => `/rest/saved-jobs/${encodeURIComponent(jobId)}`

/** Creates the saved-jobs calls over the app's API transport (createApi). */
export const createSavedJobsApi = (transport: Api): SavedJobsApi => {
  // For a full session only (adapters/server): none of these goes out without a token (core/api/signedInOnly.ts).
  const api = signedInOnly(transport)
  return {
    list: () => api.call({ method: 'GET', path: '/rest/saved-jobs', schema: SavedJobsAnswerSchema }).then((answer) => answer.saved),
    save: (jobId) => api.call({ method: 'PUT', path: jobPath(jobId), body: {}, schema: SavedJobStateSchema }),
    unsave: (jobId) => api.call({ method: 'DELETE', path: jobPath(jobId), schema: SavedJobStateSchema }),
    merge: (jobs) =>
      api.call({ method: 'POST', path: '/rest/saved-jobs/merge', body: { jobs }, schema: SavedJobsAnswerSchema }).then((answer) => answer.saved),
  }
}
