import * as v from 'valibot'
import { PROFILE_SECTIONS, type ProfileSectionName, type ProfileSectionValue } from '../../../core/profile'
import type { Recommendation, RecommendationReason } from '../../../core/recommendations'
import { SearchCriteriaSchema, type JobSummary, type SearchCriteria } from '../../../core/search'
import type { RecentSearch } from '../../../core/searches'
import type { SearchIndex } from '../search/searchIndex'
import { HOURS_PER_YEAR, rankRecommendations, type Preferences, type RecommendationSource } from './ranking'

/** What is known of a person: their profile's sections and experience, searches and applications. */
export interface PersonHistory {
  section<S extends ProfileSectionName>(userId: string, section: S): Promise<ProfileSectionValue<S> | null>
  /** Their work experience's titles, the current or latest first. */
  experienceTitles(userId: string): Promise<string[]>
  /** Their recent and favorite searches, newest first. */
  searches(userId: string): Promise<readonly RecentSearch[]>
  /** The jobs they applied to (ids and titles), newest first. */
  applied(userId: string): Promise<ReadonlyArray<{ readonly jobId: string; readonly title: string | null }>>
}

/** How far from the person's place a job may be (miles). */
const NEARBY_MILES = 50
/** Jobs each search brings. */
const PER_SOURCE = 10

const WEIGHTS = { title: 3, search: 2, applied: 2, skill: 1.5, location: 1 } as const

const distinct = (values: readonly string[], limit: number) => {
  const seen = new Set<string>()
  return values.map((value) => value.trim()).filter((value) => value !== '' && !seen.has(value.toLowerCase()) && seen.add(value.toLowerCase())).slice(0, limit)
}

/** The person's place as the search's "where": the account's city and state (or postal code), else the profile's city and region. */
function placeOf(account: ProfileSectionValue<'account'> | null, personal: ProfileSectionValue<'personal'> | null): string | null {
  if (account?.city && account.state) return `${account.city}, ${account.state}`
  if (account?.postal && /^\d{5}$/.test(account.postal)) return account.postal
  if (personal?.city && personal.region) return `${personal.city}, ${personal.region}`
  return null
}

function preferencesOf(goals: ProfileSectionValue<'goals'> | null, skills: readonly string[]): Preferences {
  const expected = goals?.expectedSalary ? Number(goals.expectedSalary) : null
  return {
    skills,
    industries: goals?.industries ?? [],
    expectedYearlyPay: expected === null || expected === 0 ? null : goals?.expectedSalaryType === 'hour' ? expected * HOURS_PER_YEAR : expected,
    remote: goals?.remote ?? null,
  }
}

/**
 * "Recommended for you" (issue 11): the site's own search (the SearchIndex port) run for what the person's profile
 * says (desired titles, latest experience, skills, place), what they searched for and what they applied to; the jobs
 * ranked by how many of those found them and how high, pushed by the goals (industries, pay, remote work); each
 * with the reason that counted most; the jobs they applied to left out.
 */
export interface Recommender {
  /** The account's recommended jobs, best first, each with its reason. */
  recommend(userId: string): Promise<Recommendation[]>
}

export function createRecommender(searchIndex: SearchIndex, history: PersonHistory, now: () => Date): Recommender {
  const run = async (criteria: SearchCriteria): Promise<readonly JobSummary[]> => {
    const checked = v.safeParse(SearchCriteriaSchema, { pageSize: PER_SOURCE, ...criteria })
    if (!checked.success) return []
    const outcome = await searchIndex.search(checked.output, now())
    return outcome._tag === 'SearchAnswered' ? outcome.result.documents : []
  }
  /** A search for `what` near the place, nationwide when nothing is near. */
  const near = async (what: string, place: string | null) => {
    const nearby = place === null ? [] : await run({ what, where: place, radiusMiles: NEARBY_MILES })
    return nearby.length > 0 ? nearby : run({ what })
  }
  const source = async (reason: RecommendationReason, jobs: Promise<readonly JobSummary[]>): Promise<RecommendationSource> => ({ reason, weight: WEIGHTS[reason.kind], jobs: await jobs })

  return {
    async recommend(userId: string): Promise<Recommendation[]> {
      const [goals, skillsSection, account, personal, experience, searches, applied] = await Promise.all([
        history.section(userId, 'goals'),
        history.section(userId, 'skills'),
        history.section(userId, 'account'),
        history.section(userId, 'personal'),
        history.experienceTitles(userId),
        history.searches(userId),
        history.applied(userId),
      ])
      const place = placeOf(account, personal)
      const skills = skillsSection?.skills ?? []
      const titles = distinct([...(goals?.desiredTitles ?? []), ...experience.slice(0, 1)], 3)
      const favoritesFirst = [...searches].sort((a, b) => Number(b.starred) - Number(a.starred))
      const searched = favoritesFirst.filter((search) => search.what.trim() !== '' || search.where.trim() !== '').slice(0, 3)
      const appliedTitles = distinct(applied.map((entry) => entry.title ?? ''), 2).filter((title) => !titles.some((own) => own.toLowerCase() === title.toLowerCase()))
      // One search at a time: a person's request never holds more than one of the pool's connections.
      const sources: RecommendationSource[] = []
      for (const title of titles) sources.push(await source({ kind: 'title', value: title }, near(title, place)))
      for (const search of searched) sources.push(await source({ kind: 'search', value: search.what || search.where }, run({ what: search.what || undefined, where: search.where || undefined })))
      for (const title of appliedTitles) sources.push(await source({ kind: 'applied', value: title }, near(title, place)))
      for (const skill of distinct(skills, 2)) sources.push(await source({ kind: 'skill', value: skill }, near(skill, place)))
      if (place !== null) sources.push(await source({ kind: 'location', value: place }, run({ where: place, radiusMiles: NEARBY_MILES, sort: 'date' })))
      return rankRecommendations(sources, preferencesOf(goals, skills), new Set(applied.map((entry) => entry.jobId)))
    },
  }
}

/** A stored section checked with its schema (one of an older shape counts as not saved). */
export const checkedSection = <S extends ProfileSectionName>(section: S, stored: unknown): ProfileSectionValue<S> | null => {
  const parsed = v.safeParse(PROFILE_SECTIONS[section], stored)
  return parsed.success ? (parsed.output as ProfileSectionValue<S>) : null
}
