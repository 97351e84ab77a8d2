import type { Job, JobId, JobSummary } from '../../../core/search'
import { truncateDescription } from '../../../core/text'

/** Columns every job answer needs, on aliases j (jobs) and p (pros). */
export const JOB_COLUMNS = `j.id, j.slug, j.title, j.company, j.industry, j.compensation, j.compensation_min, j.compensation_max,
  j.city, j.state, j.job_type, j.remote, j.skills, j.posted_at,
  (extract(epoch FROM j.posted_at) * 1000000)::int8::text AS posted_micros,
  p.id AS pro_id, p.name AS pro_name, p.slug AS pro_slug`

/** JOB_COLUMNS plus the start of the description: enough for the 170-character summary. */
export const SUMMARY_COLUMNS = `${JOB_COLUMNS}, left(j.description, 400) AS description`

export interface JobRow {
  id: string
  slug: string
  title: string
  company: string
  industry: string
  compensation: 'year' | 'hour'
  compensation_min: number | null
  compensation_max: number | null
  city: string
  state: string
  job_type: 'permanent' | 'contractor' | 'contract'
  remote: boolean
  skills: string[]
  posted_at: Date | string
  posted_micros: string
  pro_id: string
  pro_name: string
  pro_slug: string
  description: string
}

function jobFields(row: JobRow) {
  return {
    id: row.id as JobId,
    slug: row.slug,
    title: row.title,
    company: row.company,
    recruiter: { id: row.pro_id, name: row.pro_name, slug: row.pro_slug },
    compensation: row.compensation,
    compensationMin: row.compensation_min,
    compensationMax: row.compensation_max,
    location: { address: { city: row.city, state: row.state } },
    jobType: row.job_type,
    remote: row.remote,
    skills: row.skills,
    postedAt: new Date(row.posted_at).toISOString(),
    industry: row.industry,
  }
}

/** A row as a search result document. */
export function toJobSummary(row: JobRow): JobSummary {
  return { ...jobFields(row), summary: truncateDescription(row.description) }
}

/** A row (with the whole description) as GET /rest/job-lookup answers it. */
export function toJob(row: JobRow): Job {
  return { ...jobFields(row), description: row.description }
}
