import * as v from 'valibot'
import { JobIdSchema, JobSummarySchema } from '../search'

/**
 * The most jobs one list holds, on the device and in the account (docs/decisions.md, "Saved jobs"): enough for any
 * real search, small enough that the list, its local-storage copy (~350 KB) and the sign-in merge stay cheap.
 */
export const SAVED_JOBS_CAP = 500

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())

/** One saved job: the job as a search card shows it, and when it was saved (ISO 8601). */
export const SavedJobSchema = v.object({ job: JobSummarySchema, savedAt: isoTimestamp })
export type SavedJob = v.InferOutput<typeof SavedJobSchema>

/** GET /rest/saved-jobs and the merge's answer: the account's list, newest first. */
export const SavedJobsAnswerSchema = v.object({ saved: v.pipe(v.array(SavedJobSchema), v.maxLength(SAVED_JOBS_CAP)) })
export type SavedJobsAnswer = v.InferOutput<typeof SavedJobsAnswerSchema>

/** The answer of PUT and DELETE /rest/saved-jobs/{jobId}: whether the job is saved now. */
export const SavedJobStateSchema = v.object({ jobId: JobIdSchema, saved: v.boolean() })
export type SavedJobState = v.InferOutput<typeof SavedJobStateSchema>

/** One job of the device's list as the merge sends it: its id and when it was saved there. */
export const DeviceSavedJobSchema = v.object({ jobId: JobIdSchema, savedAt: isoTimestamp })
export type DeviceSavedJob = v.InferOutput<typeof DeviceSavedJobSchema>

/** POST /rest/saved-jobs/merge's body: the device's list, moved to the account at sign-in. */
export const MergeSavedJobsRequestSchema = v.object({
  jobs: v.pipe(v.array(DeviceSavedJobSchema), v.maxLength(SAVED_JOBS_CAP, `At most ${SAVED_JOBS_CAP} saved jobs.`)),
})
export type MergeSavedJobsRequest = v.InferOutput<typeof MergeSavedJobsRequestSchema>

/** The device's list as local storage keeps it (signed out): the same shape as the account's. */
export const DeviceSavedJobsSchema = v.pipe(v.array(SavedJobSchema), v.maxLength(SAVED_JOBS_CAP))
