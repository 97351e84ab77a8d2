/**
 * The search bench's queries (issue 14): a universe of distinct searches drawn from the seed's own vocabulary, and
 * the mixes a run sends from it.
 *
 * - zipf: rank k of the first ZIPF_QUERIES searches is asked with probability ∝ 1 / k^ZIPF_EXPONENT (query logs are
 *   about Zipf with an exponent near 1): a few hot searches ("nurse", "sales" in a big city) and a long tail.
 * - distinct: every search once (searches after the Zipf ranks, a new slice each run): nothing can be cached.
 * - common: what-only common words nationwide (the slow shape), one client, nothing cached.
 *
 * The universe is shaped like real traffic: what-only common and rare words, what + where (+ radius), and what + where
 * with filters (remote, job type, minimum pay, posted within, level, industry). Deterministic for a seed.
 */
import { largestCities } from '../../adapters/server/geo/gazetteer'
import { INDUSTRIES } from '../../adapters/server/seed/generate'
import { createRandom, type Random } from '../../adapters/server/seed/random'
import { EXPERIENCE_LEVELS, INDUSTRIES as INDUSTRY_IDS } from '../../core/search/facets'

export type Criteria = Record<string, unknown>

/** Searches a Zipf run draws from (>= 10,000 distinct, issue 14). */
export const ZIPF_QUERIES = 12_000
export const ZIPF_EXPONENT = 1
/** Searches after the Zipf ranks, for the every-query-distinct runs. */
const DISTINCT_QUERIES = 24_000

/** Words of many titles or skills: what-only searches of these are the expensive shape. */
export const COMMON_WORDS = ['manager', 'sales', 'engineer', 'nurse', 'senior', 'assistant', 'technician', 'specialist', 'analyst',
  'developer', 'customer service', 'teacher', 'driver', 'registered nurse', 'software engineer', 'project manager', 'communication',
  'scheduling', 'safety', 'operations']
/** Words few or no jobs hold. */
const RARE_WORDS = ['sommelier', 'phlebotomist', 'welder', 'paralegal', 'actuary', 'glazier', 'luthier', 'cartographer', 'farrier',
  'taxidermist', 'stenographer', 'archivist', 'arborist', 'horologist', 'ombudsman', 'orthoptist', 'perfusionist', 'sonographer',
  'embalmer', 'upholsterer']

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9+#]+/).filter((word) => word.length > 2)
}

/** What people type: whole titles, skills, single words of them, common and rare words. Most popular first (roughly). */
function whatVocabulary(): string[] {
  const titles = INDUSTRIES.flatMap((industry) => industry.titles.map((title) => title.toLowerCase()))
  const skills = INDUSTRIES.flatMap((industry) => industry.skills.map((skill) => skill.toLowerCase()))
  const words = [...titles, ...skills].flatMap(wordsOf)
  return [...new Set([...COMMON_WORDS, ...titles, ...words, ...skills, ...RARE_WORDS])]
}

/** Draws a rank in [0, n) with P(k) ∝ 1 / (k + 1)^s, by inverting the cumulative weights. */
export function zipfSampler(n: number, s: number): (random: Random) => number {
  const cumulative = new Float64Array(n)
  let sum = 0
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s
    cumulative[k] = sum
  }
  return (random) => {
    const target = random.next() * sum
    let low = 0
    let high = n - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if ((cumulative[middle] ?? 0) < target) low = middle + 1
      else high = middle
    }
    return low
  }
}

/** One search of the universe: the shape first (what-only 30 %, what + where 45 %, with filters 25 %). */
interface Drawn {
  readonly criteria: Criteria
  /** How popular this search is: its word's, its place's and its shape's shares multiplied. */
  readonly popularity: number
}

function oneSearch(random: Random, vocabulary: readonly string[], places: readonly string[], pickWhat: (random: Random) => number, pickPlace: (random: Random) => number): Drawn {
  const whatRank = pickWhat(random)
  const what = vocabulary[whatRank] as string
  const wordShare = 1 / (whatRank + 1) ** 0.8
  const shape = random.next()
  if (shape < 0.3) return { criteria: { what }, popularity: wordShare * 0.3 }
  const placeRank = pickPlace(random)
  const radiusMiles = random.pick([25, 25, 25, 10, 50, 100])
  const criteria: Criteria = { what, where: places[placeRank], radiusMiles }
  const placeShare = (1 / (placeRank + 1) ** 0.8) * (radiusMiles === 25 ? 0.5 : 0.15)
  if (shape < 0.75) return { criteria, popularity: wordShare * placeShare * 0.45 }
  const filters = random.int(1, 2)
  for (let i = 0; i < filters; i++) {
    const filter = random.int(0, 6)
    if (filter === 0) criteria.remote = random.pick(['only', 'exclude'])
    if (filter === 1) criteria.jobTypes = random.sample(['permanent', 'contract', 'contractor'], random.int(1, 2))
    if (filter === 2) criteria.minPay = random.int(4, 12) * 10_000
    if (filter === 3) criteria.postedWithinDays = random.pick([1, 3, 7, 14, 30])
    if (filter === 4) criteria.experience = random.pick(EXPERIENCE_LEVELS)
    if (filter === 5) criteria.industry = random.pick(INDUSTRY_IDS)
    if (filter === 6) criteria.sort = 'date'
  }
  return { criteria, popularity: wordShare * placeShare * 0.25 / 100 }
}

let cached: readonly Criteria[] | undefined

/**
 * ZIPF_QUERIES + DISTINCT_QUERIES distinct searches. Words and places are drawn with Zipf weights (exponent 0.8) over
 * the vocabulary (common words first) and the largest cities; the Zipf part is then ranked by popularity (word share x
 * place share x shape share), so its first ranks are common words nationwide and in big cities, its tail rare
 * combinations with filters.
 */
export function searchUniverse(): readonly Criteria[] {
  if (cached) return cached
  const random = createRandom(14)
  const vocabulary = whatVocabulary()
  const places = largestCities(120).flatMap((city) => [`${city.city}, ${city.state}`])
  const pickWhat = zipfSampler(vocabulary.length, 0.8)
  const pickPlace = zipfSampler(places.length, 0.8)
  const seen = new Set<string>()
  const drawn: Drawn[] = []
  while (drawn.length < ZIPF_QUERIES + DISTINCT_QUERIES) {
    const search = oneSearch(random, vocabulary, places, pickWhat, pickPlace)
    const key = JSON.stringify(search.criteria)
    if (seen.has(key)) continue
    seen.add(key)
    drawn.push(search)
  }
  // The Zipf part is ranked most popular first; the distinct part keeps the order of the draw.
  const ranked = drawn.slice(0, ZIPF_QUERIES).sort((a, b) => b.popularity - a.popularity)
  cached = [...ranked, ...drawn.slice(ZIPF_QUERIES)].map((search) => search.criteria)
  return cached
}

/** `count` searches drawn by Zipf rank from the first ZIPF_QUERIES of the universe. */
export function zipfMix(count: number, seed: number): Criteria[] {
  const universe = searchUniverse()
  const random = createRandom(seed)
  const rank = zipfSampler(ZIPF_QUERIES, ZIPF_EXPONENT)
  return Array.from({ length: count }, () => universe[rank(random)] as Criteria)
}

/** The last searches of the universe, kept apart for steadyZipfMix's misses: distinctMix never reaches them. */
const STEADY_MISSES = 2_000

/** `count` searches never asked before in this bench: slice `run` of the universe's distinct part. */
export function distinctMix(count: number, run: number): Criteria[] {
  const universe = searchUniverse()
  const start = ZIPF_QUERIES + run * count
  const end = universe.length - STEADY_MISSES
  if (start + count > end) throw new Error(`The universe holds ${end - ZIPF_QUERIES} distinct searches, not ${start + count - ZIPF_QUERIES}.`)
  return universe.slice(start, start + count)
}

/**
 * The share of a Zipf mix a result cache must still ask the database for once it has run a long while (its steady
 * state): an entry lives `ttlMs` from its miss, so search k, asked at rate λk = pk x `perSecond` (Poisson), misses once
 * in every 1 / λk + ttl seconds, and the misses are Σ pk / (1 + λk x ttl) of the requests. No bound on entries: the
 * cache holds every page it keeps (cachedSearchIndex.ts, ANSWER_CACHE_BYTES, ~18,000 pages against 12,000 here).
 */
export function steadyMissShare(perSecond: number, ttlMs: number, queries = ZIPF_QUERIES, exponent = ZIPF_EXPONENT): number {
  let sum = 0
  for (let k = 1; k <= queries; k++) sum += 1 / k ** exponent
  let misses = 0
  for (let k = 1; k <= queries; k++) {
    const p = 1 / k ** exponent / sum
    misses += p / (1 + p * perSecond * (ttlMs / 1000))
  }
  return misses
}

/**
 * A Zipf mix as a long-running server sees it (after every search of the mix was asked once): each request is, with
 * probability `missShare` (steadyMissShare), a search the server was never asked, standing for one whose cached page
 * expired, and otherwise drawn as zipfMix draws. Run `run` takes its own never-asked searches.
 */
export function steadyZipfMix(count: number, seed: number, missShare: number, run: number): Criteria[] {
  const universe = searchUniverse()
  const random = createRandom(seed)
  const rank = zipfSampler(ZIPF_QUERIES, ZIPF_EXPONENT)
  const reserve = universe.slice(universe.length - STEADY_MISSES)
  let next = Math.floor((run * STEADY_MISSES) / 4)
  return Array.from({ length: count }, () => {
    const zipf = universe[rank(random)] as Criteria
    if (random.next() >= missShare) return zipf
    const missed = reserve[next++ % STEADY_MISSES] as Criteria
    return missed
  })
}

/**
 * What-only common words, nationwide, none answered from a cache: run `run`'s k-th search is word k mod 20 with its own
 * page size (10 + 10 x run + k div 20; the page's LIMIT is all it changes), so no (word, page size) repeats in a bench.
 */
export function commonMix(count: number, run: number): Criteria[] {
  if (count > COMMON_WORDS.length * 10) throw new Error(`At most ${COMMON_WORDS.length * 10} common searches a run.`)
  return Array.from({ length: count }, (_, k) => ({ what: COMMON_WORDS[k % COMMON_WORDS.length], pageSize: 10 + 10 * run + Math.floor(k / COMMON_WORDS.length) }))
}
