import type { Job, JobId, JobSummary } from '../../../core/search'
import { truncateLongDescription } from '../../../core/text'
import { JOB_EXPIRY_DAYS } from './filters'

/**
 * Migration 043's job_live_postings(j.id, activeSince), written out: a SQL function with an aggregate cannot be
 * inlined, so PostgreSQL plans its body again in every statement that calls it (~1 ms) and runs it through the
 * function executor per row (~45 µs against ~11 µs for the same subquery in place). Same rows, same order, same JSON.
 */
const livePostingsSql = (activeSince: string): string => `(SELECT coalesce(json_agg(json_build_object('jobId', d.id, 'id', dp.id, 'name', dp.name, 'slug', dp.slug) ORDER BY d.posted_at, d.id), '[]')
    FROM jobs d JOIN pros dp ON dp.id = d.pro_id
    WHERE d.duplicate_of = j.id AND d.closed_at IS NULL AND d.last_activity_at >= ${activeSince})`

/**
 * Columns every job answer needs, on aliases j (jobs) and p (pros). `activeSince` is a SQL timestamptz expression (a
 * parameter, or ACTIVE_SINCE_DATABASE_CLOCK): "also posted by" names the group's postings with activity since then.
 */
export const jobColumns = (activeSince: string): string => `j.id, j.slug, j.title, j.company, j.industry, j.compensation, j.compensation_min, j.compensation_max,
  j.city, j.state, j.job_type, j.remote, j.skills, j.posted_at,
  (extract(epoch FROM j.posted_at) * 1000000)::int8::text AS posted_micros,
  p.id AS pro_id, p.name AS pro_name, p.slug AS pro_slug,
  j.hiring, j.visa_sponsorship, j.remote_region, j.last_activity_at, j.closed_at, p.response_seconds, p.response_count,
  ${livePostingsSql(activeSince)} AS also_posted_by`

/** jobColumns plus the start of the description: enough for the 170-character summary. */
export const summaryColumns = (activeSince: string): string => `${jobColumns(activeSince)}, left(j.description, 400) AS description`

/** For reads with no request clock (a job by id, saved jobs): live means active in the database clock's last JOB_EXPIRY_DAYS. */
export const ACTIVE_SINCE_DATABASE_CLOCK = `now() - make_interval(days => ${JOB_EXPIRY_DAYS})`

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
  hiring: 'direct' | 'agency'
  visa_sponsorship: boolean
  remote_region: string | null
  last_activity_at: Date | string
  closed_at: Date | string | null
  response_seconds: number | null
  response_count: number
  also_posted_by: unknown
  description: string
}

interface OtherPostingRow {
  jobId: string
  id: string
  name: string
  slug: string
}

const otherPostings = (value: unknown): OtherPostingRow[] => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as OtherPostingRow[]

/** Seconds to hours, to a tenth: what the response-time promise shows. */
export const responseHours = (seconds: number | null): number | null => (seconds === null ? null : Math.round(seconds / 360) / 10)

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
    hiring: row.hiring,
    visaSponsorship: row.visa_sponsorship,
    remoteRegion: row.remote_region,
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    responseTime: { medianHours: responseHours(row.response_seconds), answered: row.response_count },
    alsoPostedBy: otherPostings(row.also_posted_by).map((other) => ({ jobId: other.jobId, recruiter: { id: other.id, name: other.name, slug: other.slug } })),
  }
}

/** A row as a search result document. */
export function toJobSummary(row: JobRow): JobSummary {
  return { ...jobFields(row), summary: truncateLongDescription(row.description) }
}

/** A row (with the whole description) as GET /rest/job-lookup answers it. */
export function toJob(row: JobRow): Job {
  return { ...jobFields(row), description: row.description }
}
