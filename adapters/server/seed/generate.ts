import { WORK_HOURS_PER_YEAR } from '../../../core/constants'
import { experienceLevelOf, industryOf, type CompensationPeriod, type ExperienceLevel, type Industry as IndustryId, type JobType } from '../../../core/search'
import { findCity, largestCities, type City } from '../geo/gazetteer'
import { INDUSTRIES_A } from './industries-a'
import { INDUSTRIES_B } from './industries-b'
import type { Industry } from './industry'
import { createRandom, slugify, weightedPicker, type Random } from './random'
import { BENEFITS, COMPANY_BLURBS, COMPANY_FIRST, COMPANY_LAST, FIRST_NAMES, LAST_NAMES } from './words'

/** All demo industries (28). */
export const INDUSTRIES: readonly Industry[] = [...INDUSTRIES_A, ...INDUSTRIES_B]

export interface SeedPro {
  readonly id: string
  readonly name: string
  readonly slug: string
  /** A portrait under public/pros/ (null: the page draws a generated avatar) and where its face is (object-position). */
  readonly photo_url: string | null
  readonly photo_focus: string
  readonly headline: string
  readonly specialties: readonly string[]
}

/** A job row as the seeder inserts it (column names of the jobs table). */
export interface SeedJob {
  readonly id: string
  readonly slug: string
  readonly title: string
  readonly pro_id: string
  readonly company: string
  readonly industry: string
  /** The industry's id (core/search/facets.ts INDUSTRIES), what the industry filter matches. */
  readonly industry_id: IndustryId
  /** The level the title implies (core/search/facets.ts experienceLevelOf). */
  readonly experience: ExperienceLevel
  readonly compensation: CompensationPeriod
  readonly compensation_min: number | null
  readonly compensation_max: number | null
  readonly city: string
  readonly state: string
  readonly lat: number
  readonly lon: number
  readonly job_type: JobType
  readonly remote: boolean
  readonly skills: readonly string[]
  readonly description: string
  readonly posted_at: string
  /** Direct (the employer's own recruiter) or through an agency. */
  readonly hiring: 'direct' | 'agency'
  readonly visa_sponsorship: boolean
  /** Where a remote worker may live: 'anywhere', 'US' or the job's state; null on site. */
  readonly remote_region: string | null
  /** The last posting, reopening or status change by the Pro; 30 days without one and the job leaves search. */
  readonly last_activity_at: string
  /** A second posting of one job: the first posting's id (its card lists this one under "also posted by"). */
  readonly duplicate_of: string | null
}

export interface GenerateOptions {
  readonly seed: number
  readonly count: number
  /** The moment posted dates count back from (60 days). */
  readonly now: Date
}

const CITY_COUNT = 300
const POSTED_WINDOW_MS = 60 * 24 * 60 * 60 * 1000
/** Austin, TX is a nursing hub in the demo: this share of all jobs are nurse jobs there. */
const AUSTIN_NURSING_SHARE = 0.015
const REMOTE_FRIENDLY = new Set(['Software Development', 'Information Technology', 'Marketing', 'Arts & Design', 'Customer Service', 'Science & Research'])

/** How many Pros a data set of `jobCount` jobs has. */
export function proCount(jobCount: number): number {
  return Math.min(2000, Math.max(20, Math.round(jobCount / 200)))
}

/** The portraits in public/pros/ and where each face is: the 175 x 175 crop centres there. */
export const PRO_PORTRAITS: readonly { readonly url: string; readonly focus: string }[] = Array.from({ length: 8 }, (_, i) => ({
  url: `/pros/portrait-${i + 1}.svg`,
  focus: '50% 28%',
}))

/** The demo Pros (recruiters), deterministic for a seed. Their profiles come from a stream of their own. */
export function generatePros(seed: number, count: number): SeedPro[] {
  const random = createRandom(seed ^ 0x5eed)
  const profile = createRandom(seed ^ 0x960f)
  return Array.from({ length: count }, (_, i) => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
    // Two in three have a portrait; the others show their generated avatar.
    const portrait = profile.chance(2 / 3) ? profile.pick(PRO_PORTRAITS) : null
    const years = profile.int(4, 22)
    return {
      id: `pro-${i + 1}`,
      name,
      slug: `${slugify(name)}-${(i + 1).toString(36)}`,
      photo_url: portrait?.url ?? null,
      photo_focus: portrait?.focus ?? '50% 30%',
      headline: `${profile.pick(PRO_HEADLINES)} - ${years} years placing people`,
      specialties: profile.sample(PRO_SPECIALTIES, profile.int(2, 4)),
    }
  })
}

const PRO_HEADLINES = ['Technical recruiter', 'Executive search partner', 'Healthcare staffing lead', 'Talent partner', 'Senior recruiter', 'Staffing consultant']
const PRO_SPECIALTIES = [
  'Hard-to-fill roles', 'Leadership hires', 'Contract-to-hire', 'Volume hiring', 'Career changers', 'Relocation packages',
  'Visa sponsorship cases', 'Remote teams', 'First jobs and internships', 'Diversity hiring', 'Night and weekend shifts', 'Salary negotiation',
]

/** Job seekers' habits the demo's extra columns follow (a separate random stream, so every other field stays as it was). */
const ACTIVE_WINDOW_MS = 25 * 24 * 60 * 60 * 1000
const EXPIRY_MS = 30 * 24 * 60 * 60 * 1000
const SPONSORING = new Set(['Software Development', 'Information Technology', 'Science & Research', 'Healthcare', 'Engineering'])

/** The answers a job gives besides its posting: direct or agency, visas, remote region, last activity. */
function jobAnswers(extras: Random, industry: Industry, state: string, remote: boolean, postedAt: Date, now: Date, story: boolean) {
  const age = now.getTime() - postedAt.getTime()
  // One in six jobs posted over 30 days ago has had nothing happen since, and has left search; the story job never.
  const stale = !story && age > EXPIRY_MS && extras.chance(1 / 6)
  const lastActivity = stale
    ? postedAt.getTime() + Math.floor(extras.next() * (age - EXPIRY_MS - 60_000))
    : now.getTime() - Math.floor(extras.next() * Math.min(age, ACTIVE_WINDOW_MS))
  const region = extras.next()
  return {
    hiring: extras.chance(0.7) ? ('direct' as const) : ('agency' as const),
    visa_sponsorship: extras.chance(SPONSORING.has(industry.name) ? 0.35 : 0.08),
    remote_region: !remote ? null : region < 0.25 ? 'anywhere' : region < 0.8 ? 'US' : state,
    last_activity_at: new Date(lastActivity).toISOString(),
    duplicate_of: null,
  }
}

/** Every this-many jobs, an agency posts the same job again (grouped on one card in search). */
export const DUPLICATE_EVERY = 25

/** The second posting of `job` by another Pro through an agency, a few hours later; null for most jobs. */
export function secondPosting(job: SeedJob, index: number, pros: number, now: Date): SeedJob | null {
  if (index % DUPLICATE_EVERY !== 7) return null
  const proNumber = (Number(job.pro_id.slice(4)) % pros) + 1
  const later = Math.min(now.getTime(), new Date(job.posted_at).getTime() + ((index % 72) + 1) * 60 * 60 * 1000)
  return { ...job, id: `${job.id}-2`, pro_id: `pro-${proNumber}`, hiring: 'agency', posted_at: new Date(later).toISOString(), duplicate_of: job.id }
}

/**
 * Yields `count` realistic demo jobs, deterministic for (seed, count, now): the same
 * options give the same jobs, in the same order.
 */
export function* generateJobs(options: GenerateOptions): Generator<SeedJob> {
  const random = createRandom(options.seed)
  const extras = createRandom(options.seed ^ 0xa115)
  const pros = proCount(options.count)
  const pickIndustry = weightedPicker(INDUSTRIES, (industry) => industry.weight)
  const pickCity = weightedPicker(largestCities(CITY_COUNT), (city) => Math.sqrt(city.zipCount))
  const austin = findCity('Austin', 'TX') as City
  const healthcare = INDUSTRIES.find((industry) => industry.name === 'Healthcare') as Industry
  // The no-match story of issue 9: an electrician in Aurora, IL, 31 miles from Chicago, whatever the seed.
  const aurora = findCity('Aurora', 'IL') as City
  const construction = INDUSTRIES.find((industry) => industry.name === 'Construction') as Industry
  for (let index = 0; index < options.count; index++) {
    if (index === options.count - 1) {
      // Last, so the random stream of every other job stays as it was.
      yield makeJob(random, { index, industry: construction, city: aurora, title: 'Electrician', proNumber: random.int(1, pros), now: options.now, extras, story: true })
      break
    }
    const austinNurse = random.chance(AUSTIN_NURSING_SHARE)
    const industry = austinNurse ? healthcare : pickIndustry(random)
    const city = austinNurse ? austin : pickCity(random)
    const title = austinNurse ? random.pick(healthcare.titles.filter((t) => t.includes('Nurse'))) : random.pick(industry.titles)
    yield makeJob(random, { index, industry, city, title, proNumber: random.int(1, pros), now: options.now, extras, story: false })
  }
}

interface JobSeed {
  readonly index: number
  readonly industry: Industry
  readonly city: City
  readonly title: string
  readonly proNumber: number
  readonly now: Date
  readonly extras: Random
  readonly story: boolean
}

/** A demo industry's id; every one of the 28 has one (test/server/search/facets.test.ts). */
function industryIdOf(industry: Industry): IndustryId {
  const id = industryOf(industry.name)
  if (id === null) throw new Error(`The demo industry ${industry.name} is not one of core/search/facets.ts INDUSTRIES`)
  return id
}

function makeJob(random: Random, { index, industry, city, title, proNumber, now, extras, story }: JobSeed): SeedJob {
  const jobType: JobType = random.chance(0.6) ? 'permanent' : random.chance(0.6) ? 'contract' : 'contractor'
  const remote = random.chance(REMOTE_FRIENDLY.has(industry.name) ? 0.35 : 0.06)
  const skills = random.sample(industry.skills, random.int(4, 6))
  const pay = makePay(random, industry, jobType)
  const postedAt = new Date(now.getTime() - Math.floor(random.next() * POSTED_WINDOW_MS))
  const idPrefix = Math.floor(random.next() * 36 ** 6).toString(36).padStart(6, '0')
  // Picked where the description used to pick it, so a seed gives the same jobs as before.
  const company = `${random.pick(COMPANY_FIRST)} ${random.pick(COMPANY_LAST)}`
  return {
    id: `${idPrefix}${index.toString(36)}`,
    slug: slugify(title),
    title,
    pro_id: `pro-${proNumber}`,
    company,
    industry: industry.name,
    industry_id: industryIdOf(industry),
    experience: experienceLevelOf(title),
    ...pay,
    city: city.city,
    state: city.state,
    lat: city.lat,
    lon: city.lon,
    job_type: jobType,
    remote,
    skills,
    description: describe(random, { company, industry, city, title, skills, remote, jobType }),
    posted_at: postedAt.toISOString(),
    ...jobAnswers(extras, industry, city.state, remote, postedAt, now, story),
  }
}

function makePay(random: Random, industry: Industry, jobType: JobType) {
  if (random.chance(0.05)) return { compensation: 'year' as const, compensation_min: null, compensation_max: null }
  const [low, high] = industry.pay
  const yearlyMin = Math.round((low + random.next() * (high - low) * 0.75) / 1000) * 1000
  const yearlyMax = Math.round((yearlyMin * (1.1 + random.next() * 0.25)) / 1000) * 1000
  const hourly = jobType === 'permanent' ? random.chance(0.15) : random.chance(0.8)
  if (!hourly) return { compensation: 'year' as const, compensation_min: yearlyMin, compensation_max: yearlyMax }
  return {
    compensation: 'hour' as const,
    compensation_min: Math.round(yearlyMin / WORK_HOURS_PER_YEAR),
    compensation_max: Math.round(yearlyMax / WORK_HOURS_PER_YEAR),
  }
}

interface DescriptionParts {
  readonly company: string
  readonly industry: Industry
  readonly city: City
  readonly title: string
  readonly skills: readonly string[]
  readonly remote: boolean
  readonly jobType: JobType
}

/** "an ICU Nurse", "a Welder", "a UX Designer": by the first sound, close enough for job titles. */
const article = (title: string) => (/^([AEIO]|Un(?!i))/.test(title) ? 'an' : 'a')

function describe(random: Random, { company, industry, city, title, skills, remote, jobType }: DescriptionParts): string {
  const where = remote ? `a remote role based out of ${city.city}, ${city.state}` : `an on-site role in ${city.city}, ${city.state}`
  const kind = jobType === 'permanent' ? 'a permanent, full-time position' : jobType === 'contract' ? 'a contract assignment' : 'an independent contractor engagement'
  const [first, second, third] = skills
  const years = random.int(1, 8)
  return [
    `${company} is hiring ${article(title)} ${title}. This is ${kind}, ${where}. ${random.pick(COMPANY_BLURBS)}`,
    random.sample(industry.duties, 3).join(' '),
    `What you bring: ${years}+ years of experience in ${industry.name.toLowerCase()}, hands-on work with ${first}, ${second} and ${third}, and a habit of clear communication.`,
    `What we offer: ${random.sample(BENEFITS, 3).join(', ')}.`,
  ].join('\n\n')
}
