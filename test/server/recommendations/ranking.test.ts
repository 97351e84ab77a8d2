import { describe, expect, test } from 'vitest'
import type { JobId, JobSummary } from '../../../core/search'
import { rankRecommendations, type Preferences } from '../../../adapters/server/recommendations/ranking'

const job = (id: string, extra: Partial<JobSummary> = {}): JobSummary => ({
  id: id as JobId,
  slug: id,
  title: `Job ${id}`,
  company: 'Acme',
  recruiter: { id: 'p', name: 'Pro', slug: 'pro' },
  compensation: 'year',
  compensationMin: 50_000,
  compensationMax: 60_000,
  location: { address: { city: 'Austin', state: 'TX' } },
  jobType: 'permanent',
  remote: false,
  skills: [],
  postedAt: '2026-11-20T00:00:00.000Z',
  industry: 'engineering',
  summary: '',
  ...extra,
})
const none: Preferences = { skills: [], industries: [], expectedYearlyPay: null, remote: null }
const title = { kind: 'title', value: 'Nurse' } as const
const search = { kind: 'search', value: 'nurse' } as const

describe('rankRecommendations', () => {
  test('a job two sources found ranks above one found once, with the reason that counted most', () => {
    const ranked = rankRecommendations(
      [
        { reason: title, weight: 3, jobs: [job('a'), job('b')] },
        { reason: search, weight: 2, jobs: [job('b'), job('c')] },
      ],
      none,
      new Set(),
    )
    expect(ranked.map((entry) => entry.job.id)).toEqual(['b', 'a', 'c'])
    expect(ranked[0]?.reason).toEqual(title)
    expect(ranked[2]?.reason).toEqual(search)
  })

  test('jobs applied to never show, and the list stops at the limit', () => {
    const jobs = Array.from({ length: 10 }, (_, i) => job(`j${i}`))
    const ranked = rankRecommendations([{ reason: title, weight: 3, jobs }], none, new Set(['j0', 'j3']), 6)
    expect(ranked.map((entry) => entry.job.id)).toEqual(['j1', 'j2', 'j4', 'j5', 'j6', 'j7'])
  })

  test('the goals push: the expected pay, a chosen industry, remote work, shared skills', () => {
    const low = job('low', { compensationMax: 30_000 })
    const fits = job('fits', { compensationMax: 40, compensation: 'hour', industry: 'healthcare', remote: true, skills: ['Triage'] })
    const ranked = rankRecommendations(
      [{ reason: title, weight: 1, jobs: [low, job('plain'), fits] }],
      { skills: ['triage'], industries: ['healthcare'], expectedYearlyPay: 70_000, remote: 'remote' },
      new Set(),
    )
    expect(ranked.map((entry) => entry.job.id)).toEqual(['fits', 'plain', 'low'])
  })
})
