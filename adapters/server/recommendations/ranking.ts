import type { JobSummary } from '../../../core/search'
import { RECOMMENDATIONS_LIMIT, type Recommendation, type RecommendationReason } from '../../../core/recommendations'

/** One search run for a person, with the reason its jobs carry and how much it says about them. */
export interface RecommendationSource {
  readonly reason: RecommendationReason
  readonly weight: number
  /** The search's jobs, best first. */
  readonly jobs: readonly JobSummary[]
}

/** What the person said they want, beyond what they searched for: each a small push up or down. */
export interface Preferences {
  readonly skills: readonly string[]
  readonly industries: readonly string[]
  /** The expected pay per year (hourly pay counted over 2,080 hours); null when not said. */
  readonly expectedYearlyPay: number | null
  readonly remote: 'onsite' | 'hybrid' | 'remote' | 'any' | null
}

export const HOURS_PER_YEAR = 2080

const yearly = (amount: number, period: 'year' | 'hour') => (period === 'hour' ? amount * HOURS_PER_YEAR : amount)

/** The push up or down of what the person said they want: shared skills, a chosen industry, pay, remote work. */
export function preferenceScore(job: JobSummary, preferences: Preferences): number {
  const skills = new Set(preferences.skills.map((skill) => skill.toLowerCase()))
  let score = Math.min(3, job.skills.filter((skill) => skills.has(skill.toLowerCase())).length) * 0.3
  if (preferences.industries.includes(job.industry)) score += 0.5
  const topPay = job.compensationMax ?? job.compensationMin
  if (preferences.expectedYearlyPay !== null && topPay !== null) {
    const pay = yearly(topPay, job.compensation)
    if (pay >= preferences.expectedYearlyPay) score += 0.5
    else if (pay < preferences.expectedYearlyPay * 0.8) score -= 0.75
  }
  if (preferences.remote === 'remote' && job.remote) score += 0.5
  if (preferences.remote === 'onsite' && !job.remote) score += 0.25
  return score
}

/**
 * Ranks the jobs the sources found: a job scores each source's weight, less the further down that source's list it
 * is, summed over the sources that found it, plus the preferences' push; its reason is the source that gave it the
 * most. Jobs in `excluded` (applied to) never show. Best first, at most RECOMMENDATIONS_LIMIT; ties keep the
 * sources' order. Pure.
 */
export function rankRecommendations(sources: readonly RecommendationSource[], preferences: Preferences, excluded: ReadonlySet<string>, limit = RECOMMENDATIONS_LIMIT): Recommendation[] {
  const found = new Map<string, { job: JobSummary; score: number; best: number; reason: RecommendationReason; order: number }>()
  for (const source of sources) {
    source.jobs.forEach((job, index) => {
      if (excluded.has(job.id)) return
      const points = source.weight * (1 - index / (2 * Math.max(source.jobs.length, 1)))
      const seen = found.get(job.id)
      if (seen === undefined) found.set(job.id, { job, score: points, best: points, reason: source.reason, order: found.size })
      else {
        seen.score += points
        if (points > seen.best) Object.assign(seen, { best: points, reason: source.reason })
      }
    })
  }
  return [...found.values()]
    .map((entry) => ({ ...entry, score: entry.score + preferenceScore(entry.job, preferences) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ job, reason }) => ({ job, reason }))
}
