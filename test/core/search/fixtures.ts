import type { JobId, JobSummary, SearchMessage, SearchResult } from '../../../core/search'

/** A job summary with the given id; every other field is fixed. */
export function jobWithId(id: string): JobSummary {
  return {
    id: id as JobId,
    slug: `job-${id}`,
    title: `Job ${id}`,
    company: 'Summit Health',
    recruiter: { id: 'pro-1', name: 'Acme Staffing', slug: 'acme-staffing' },
    compensation: 'year',
    compensationMin: 50_000,
    compensationMax: 70_000,
    location: { address: { city: 'Austin', state: 'TX' } },
    jobType: 'permanent',
    remote: false,
    skills: ['care'],
    postedAt: '2026-11-01T12:00:00.000Z',
    industry: 'Healthcare',
    summary: 'A job.',
  }
}

export interface PageSpec {
  readonly ids: readonly string[]
  readonly cursor?: string | null
  readonly total?: number
  readonly exact?: boolean
  readonly complete?: boolean
  readonly message?: SearchMessage | null
  readonly alternativeIds?: readonly string[]
}

/** A search answer built from a short description; defaults: cursor null, total = ids, exact, not complete. */
export function searchPage(spec: PageSpec): SearchResult {
  return {
    documents: spec.ids.map(jobWithId),
    hits: { total: { value: spec.total ?? spec.ids.length, relation: spec.exact === false ? 'gte' : 'eq' } },
    cursor: spec.cursor ?? null,
    complete: spec.complete ?? false,
    message: spec.message ?? null,
    alternatives: (spec.alternativeIds ?? []).map(jobWithId),
  }
}

export const idsOf = (jobs: readonly JobSummary[]): string[] => jobs.map((job) => job.id)
