import { SEARCH_LIMITS } from '../../../core/constants'
import type { ExperienceLevel, Industry, JobType, LivesIn, RemoteOption, SearchCriteria } from '../../../core/search'
import { hasLetterOrDigit } from '../../../core/text'
import type { Place } from '../geo/gazetteer'
import { cellsQuery, jobTypesQuery, REMOTE_ONLY, stateQuery, weeksQuery } from './lexemes'

/** Criteria after parsing and geocoding: what the SQL needs. */
export interface Filters {
  /** websearch_to_tsquery input; null when "what" is empty. */
  readonly what: string | null
  readonly place: Place | null
  readonly radiusMiles: number
  readonly remote: RemoteOption
  readonly jobTypes: readonly JobType[]
  readonly minPay: number
  readonly postedSince: Date | null
  readonly experience: ExperienceLevel | null
  readonly industry: Industry | null
  /** Only jobs whose employer sponsors work visas. */
  readonly visaSponsorship: boolean
  /** Where the seeker lives: remote jobs not open to people there are left out (null: no check). */
  readonly livesIn: LivesIn | null
  /** Only this Pro's jobs (its slug); its own second postings included. */
  readonly pro: string | null
  readonly now: Date
}

/** A job with no activity (posting, reopening, a Pro's status change) for this long leaves search (docs/decisions.md). */
export const JOB_EXPIRY_DAYS = 30

/** The oldest last activity a live job has at `now`. */
export const activeSince = (now: Date): Date => new Date(now.getTime() - JOB_EXPIRY_DAYS * 24 * 60 * 60 * 1000)

const EARTH_RADIUS_MILES = 3958.8
/** Posted-within windows up to this long are asked of the index (a few week lexemes); longer ones are row checks. */
const SELECTIVE_WEEKS_MS = 14 * 24 * 60 * 60 * 1000
const MILES_PER_DEGREE_LAT = 69.0

/** Control characters (NUL above all, which Postgres text cannot hold) become spaces. */
export function withoutControlCharacters(text: string): string {
  return text.replace(/\p{Cc}/gu, ' ')
}

/** Turns parsed criteria into filters; `place` is the geocoded "where" (null when none). */
export function toFilters(criteria: SearchCriteria, place: Place | null, now: Date): Filters {
  const what = criteria.what && hasLetterOrDigit(criteria.what) ? withoutControlCharacters(criteria.what) : null
  const days = criteria.postedWithinDays
  return {
    what,
    place,
    radiusMiles: criteria.radiusMiles ?? SEARCH_LIMITS.defaultRadiusMiles,
    remote: criteria.remote ?? 'include',
    jobTypes: criteria.jobTypes ?? [],
    minPay: criteria.minPay ?? 0,
    postedSince: days ? new Date(now.getTime() - days * 24 * 60 * 60 * 1000) : null,
    experience: criteria.experience ?? null,
    industry: criteria.industry ?? null,
    visaSponsorship: criteria.visaSponsorship === true,
    livesIn: criteria.livesIn ?? null,
    pro: criteria.pro ?? null,
    now,
  }
}

/** A WHERE clause under construction: conditions plus positional parameters. */
export class SqlWhere {
  private readonly conditions: string[] = []

  /** `params`: shared with other clauses of one statement (each then numbers its placeholders after theirs). */
  constructor(readonly params: unknown[] = []) {}

  /** Adds a parameter and returns its placeholder ($n). */
  param(value: unknown): string {
    this.params.push(value)
    return `$${this.params.length}`
  }

  add(condition: string): void {
    this.conditions.push(condition)
  }

  toSql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : ''
  }
}

/** Migration 046's indexed document: an open job's title and skills (the rank document) and its posting week. */
const TITLES_AND_WEEKS = '(j.rank_document || jobs_posting_week(j.posted_at))'

export interface FilterOptions {
  /** Leave these filters out (alternatives). */
  readonly skip?: { readonly what?: boolean; readonly place?: boolean }
  /**
   * Only jobs of the posting weeks since then: the first, cheap try at the newest matches. With titleAndSkillsOnly,
   * the words and the weeks are asked of migration 046's index together.
   */
  readonly recentSince?: Date
  /**
   * Match the words in the title and skills only (the narrow rank document, migration 009, indexed by migration 038):
   * the broad words' first, cheap try at relevance candidates. The other filters stay as they are.
   */
  readonly titleAndSkillsOnly?: boolean
}

/**
 * Adds the filters on table alias `j`. What narrows a search most (words, place cells, state, remote
 * only, contract types, recent weeks; migration 003) goes into one tsquery, so GIN answers it in one
 * scan; the other checks (distance, on-site, permanent, pay, posted time) run on the rows it returns.
 */
export function addFilterConditions(where: SqlWhere, f: Filters, options: FilterOptions = {}): void {
  const { skip = {}, recentSince, titleAndSkillsOnly = false } = options
  // A closed job takes no applications, so no search, count, facet or alert shows it (docs/decisions.md, "Closing jobs").
  where.add('j.closed_at IS NULL')
  addAnswerConditions(where, f)
  const lexemes: string[] = []
  if (f.place && !skip.place) {
    if (f.place.kind === 'state') lexemes.push(stateQuery(f.place.state))
    else lexemes.push(addDistance(where, f.place, f.radiusMiles))
  }
  // Only selective filters go to the index: a lexeme listing most of the table ('r:0', 't:permanent', a month
  // of weeks) costs more to read than it saves, so those stay row checks.
  if (f.remote === 'only') lexemes.push(REMOTE_ONLY)
  if (f.remote === 'exclude') where.add('NOT j.remote')
  if (f.jobTypes.length > 0 && f.jobTypes.length < 3) {
    if (!f.jobTypes.includes('permanent')) lexemes.push(jobTypesQuery(f.jobTypes))
    else where.add(`j.job_type IN (${f.jobTypes.map((type) => where.param(type)).join(', ')})`)
  }
  if (f.minPay > 0) where.add(`j.pay_yearly >= ${where.param(f.minPay)}`)
  // Row checks (migration 019): an industry is about 1 job in 28, a level 1 in 5; the words, place or posting order
  // narrow first.
  if (f.experience) where.add(`j.experience = ${where.param(f.experience)}`)
  if (f.industry) where.add(`j.industry_id = ${where.param(f.industry)}`)
  if (f.postedSince) {
    if (f.now.getTime() - f.postedSince.getTime() <= SELECTIVE_WEEKS_MS) lexemes.push(weeksQuery(f.postedSince, f.now))
    where.add(`j.posted_at >= ${where.param(f.postedSince.toISOString())}::timestamptz`)
  }
  // The recent weeks of the title-and-skills candidates are asked of migration 046's index, with the words.
  const titledWeeks = recentSince && titleAndSkillsOnly && f.what && !skip.what ? weeksQuery(recentSince, f.now) : null
  if (recentSince && !titledWeeks) lexemes.push(weeksQuery(recentSince, f.now))
  const filterQuery = lexemes.length ? `${where.param(lexemes.join(' & '))}::tsquery` : null
  if (f.what && !skip.what) {
    const words = `websearch_to_tsquery('english', ${where.param(f.what)})`
    // A query of stop words only ("the") matches nothing, with or without filters.
    where.add(`numnode(${words}) > 0`)
    if (titleAndSkillsOnly) {
      if (titledWeeks) where.add(`${TITLES_AND_WEEKS} @@ (${words} && ${where.param(titledWeeks)}::tsquery)`)
      else where.add(`j.rank_document @@ ${words}`)
      if (filterQuery) where.add(`j.search @@ ${filterQuery}`)
    } else {
      where.add(`j.search @@ ${filterQuery ? `(${words} && ${filterQuery})` : words}`)
    }
  } else if (filterQuery) {
    where.add(`j.search @@ ${filterQuery}`)
  }
}

/**
 * Issue 13's row checks (migration 030), apart from the index-driven ones above: a job with no activity for
 * JOB_EXPIRY_DAYS is gone; a second posting of a job shows on its first posting's card ("also posted by"), except on
 * its own Pro's page, and the card stays while any posting of the group is live (migration 043); visa sponsorship; remote jobs the seeker may not take from where they live; one Pro's jobs.
 */
function addAnswerConditions(where: SqlWhere, f: Filters): void {
  const since = `${where.param(activeSince(f.now).toISOString())}::timestamptz`
  if (f.pro) {
    where.add(`j.last_activity_at >= ${since}`)
    where.add(`j.pro_id = pro_id_by_slug(${where.param(f.pro)})`)
  } else {
    // A group stays while any of its postings is live: an expired first posting asks migration 043's index.
    where.add('j.duplicate_of IS NULL')
    where.add(`(j.last_activity_at >= ${since} OR job_has_live_duplicate(j.id, ${since}))`)
  }
  if (f.visaSponsorship) where.add('j.visa_sponsorship')
  if (f.livesIn === 'abroad') where.add(`(NOT j.remote OR j.remote_region = 'anywhere')`)
  else if (f.livesIn === 'us') where.add(`(NOT j.remote OR j.remote_region IN ('anywhere', 'US'))`)
  else if (f.livesIn) where.add(`(NOT j.remote OR j.remote_region IN ('anywhere', 'US', ${where.param(f.livesIn)}))`)
}

/** Adds the exact distance check and returns the grid cells covering the circle. */
function addDistance(where: SqlWhere, place: Extract<Place, { kind: 'point' }>, radiusMiles: number): string {
  const latDelta = radiusMiles / MILES_PER_DEGREE_LAT
  const lonDelta = radiusMiles / (MILES_PER_DEGREE_LAT * Math.max(Math.cos((place.lat * Math.PI) / 180), 0.01))
  const lat = where.param(place.lat)
  const lon = where.param(place.lon)
  where.add(
    `${2 * EARTH_RADIUS_MILES} * asin(sqrt(power(sin(radians(j.lat - ${lat}::float8) / 2), 2) + ` +
      `cos(radians(${lat}::float8)) * cos(radians(j.lat)) * power(sin(radians(j.lon - ${lon}::float8) / 2), 2))) ` +
      `<= ${where.param(radiusMiles)}`,
  )
  return cellsQuery({ south: place.lat - latDelta, north: place.lat + latDelta, west: place.lon - lonDelta, east: place.lon + lonDelta })
}
