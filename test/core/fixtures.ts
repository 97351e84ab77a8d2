import type { Job, JobSummary, SearchResult } from '../../core/search'

const base = {
  slug: 'registered-nurse',
  title: 'Registered Nurse',
  company: 'Summit Health',
  recruiter: { id: 'pro-1', name: 'Ada Recruiter', slug: 'ada-recruiter' },
  compensation: 'year',
  compensationMin: 70000,
  compensationMax: 90000,
  location: { address: { city: 'Austin', state: 'TX' } },
  jobType: 'permanent',
  remote: false,
  skills: ['triage'],
  postedAt: '2026-11-01T10:00:00.000Z',
  industry: 'Healthcare',
} as const

/** A JobSummary as the wire carries it (plain JSON, id not yet branded). */
export const jobSummaryJson = (id: string): Omit<JobSummary, 'id'> & { id: string } => ({
  ...base,
  skills: [...base.skills],
  id,
  summary: 'Care for patients.',
})

export const jobJson = (id: string): Omit<Job, 'id'> & { id: string } => ({
  ...base,
  skills: [...base.skills],
  id,
  description: 'Care for patients in a busy ward.',
})

export const searchResultJson = (ids: string[]): Omit<SearchResult, 'documents'> & { documents: unknown[] } => ({
  documents: ids.map(jobSummaryJson),
  hits: { total: { value: ids.length, relation: 'eq' } },
  cursor: null,
  complete: true,
  message: null,
  alternatives: [],
})
