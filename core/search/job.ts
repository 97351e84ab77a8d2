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

/** Direct: the employer's own recruiter posts the job; agency: a recruiting agency does, for the employer. */
export const HIRING_CHANNELS = ['direct', 'agency'] as const
export const HiringChannelSchema = v.picklist(HIRING_CHANNELS)
export type HiringChannel = v.InferOutput<typeof HiringChannelSchema>

/** Where a remote job's worker may live: anywhere, in the US, or in one US state (its two-letter code). */
export const RemoteRegionSchema = v.pipe(v.string(), v.regex(/^(anywhere|US|[A-Z]{2})$/))

/**
 * How fast the job's Pro answers applications: the median time from applying to the Pro's first status change, in
 * hours, over the applications of the last 90 days that have one (`answered` of them). Null median: none yet.
 */
export const ResponseTimeSchema = v.object({ medianHours: v.nullable(v.number()), answered: v.number() })
export type ResponseTime = v.InferOutput<typeof ResponseTimeSchema>

/** Another Pro's posting of the same job (same title, company and place), grouped on this job's card. */
export const OtherPostingSchema = v.object({ jobId: v.string(), recruiter: ProSchema })
export type OtherPosting = v.InferOutput<typeof OtherPostingSchema>

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
  /*
   * The answers job seekers ask for (issue 13). Optional on the wire so answers cached before them still read; the
   * server always sends them.
   */
  hiring: v.optional(HiringChannelSchema),
  visaSponsorship: v.optional(v.boolean()),
  /** Remote jobs only (null on site). */
  remoteRegion: v.optional(v.nullable(RemoteRegionSchema)),
  /** The last posting, reopening or status change by the Pro (ISO 8601). */
  lastActivityAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  responseTime: v.optional(ResponseTimeSchema),
  /** When the job was closed (ISO 8601); null while it is open. Search answers only open jobs; its own page shows a closed one, marked. */
  closedAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  alsoPostedBy: v.optional(v.array(OtherPostingSchema)),
}

/** A job as search results carry it: the description cut to a short summary. */
export const JobSummarySchema = v.object({ ...jobFields, summary: v.string() })
export type JobSummary = v.InferOutput<typeof JobSummarySchema>

/** A job as GET /rest/job-lookup/{id} answers it. */
export const JobSchema = v.object({ ...jobFields, description: v.string() })
export type Job = v.InferOutput<typeof JobSchema>
