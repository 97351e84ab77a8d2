import * as v from 'valibot'

/** A job's id: opaque, URL-safe. */
export const JobIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/), v.brand('JobId'))
export type JobId = v.InferOutput<typeof JobIdSchema>

export const JOB_TYPES = ['permanent', 'contractor', 'contract'] as const
export const JobTypeSchema = v.picklist(JOB_TYPES)
export type JobType = v.InferOutput<typeof JobTypeSchema>

/** How compensationMin/Max are expressed: per year or per hour. */
export const COMPENSATION_PERIODS = ['year', 'hour'] as const
export const CompensationPeriodSchema = v.picklist(COMPENSATION_PERIODS)
export type CompensationPeriod = v.InferOutput<typeof CompensationPeriodSchema>

/** A recruiter hosting jobs; each has a landing page at /pro/{slug}. */
export const ProSchema = v.object({
  id: v.string(),
  name: v.string(),
  slug: v.string(),
})
export type Pro = v.InferOutput<typeof ProSchema>

export const JobLocationSchema = v.object({
  address: v.object({ city: v.string(), state: v.string() }),
})
export type JobLocation = v.InferOutput<typeof JobLocationSchema>

const jobFields = {
  id: JobIdSchema,
  /** URL slug made from the title, used in /details/{slug}/{jobId}. */
  slug: v.string(),
  title: v.string(),
  /** The employer; not in the spec's Job, which names only the recruiter (docs/decisions.md). */
  company: v.string(),
  recruiter: ProSchema,
  compensation: CompensationPeriodSchema,
  compensationMin: v.nullable(v.number()),
  compensationMax: v.nullable(v.number()),
  location: JobLocationSchema,
  jobType: JobTypeSchema,
  remote: v.boolean(),
  skills: v.array(v.string()),
  /** ISO 8601 timestamp. */
  postedAt: v.pipe(v.string(), v.isoTimestamp()),
  industry: v.string(),
}

/** A job as search results carry it: the description cut to a short summary. */
export const JobSummarySchema = v.object({ ...jobFields, summary: v.string() })
export type JobSummary = v.InferOutput<typeof JobSummarySchema>

/** A job as GET /rest/job-lookup/{id} answers it. */
export const JobSchema = v.object({ ...jobFields, description: v.string() })
export type Job = v.InferOutput<typeof JobSchema>
