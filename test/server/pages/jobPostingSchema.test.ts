import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JobSchema, type Job } from '../../../core/search'
import { startTestServer, type TestServer } from '../helpers'

/**
 * The JobPosting JSON-LD of many seeded jobs' raw HTML against Google's rules for job posting structured data
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting), written as a valibot schema:
 * the required properties (title, description, datePosted, hiringOrganization with a name, jobLocation with a
 * PostalAddress, or for a 100 % remote job jobLocationType TELECOMMUTE with applicantLocationRequirements) and the
 * recommended ones we send (validThrough, employmentType from Google's list, baseSalary as a MonetaryAmount whose
 * QuantitativeValue has a unit Google knows, identifier), each with the value shape Google documents.
 */
const text = v.pipe(v.string(), v.check((value) => value.trim() !== '', 'empty text'))
/** ISO 8601: a date, or a date and time with its zone (Google's format for datePosted and validThrough). */
const isoDateOrTime = v.union([v.pipe(v.string(), v.isoDate()), v.pipe(v.string(), v.isoTimestamp())])
const oneOrMore = <T extends v.GenericSchema>(schema: T) => v.union([schema, v.pipe(v.array(schema), v.minLength(1))])

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const

const PostalAddress = v.looseObject({
  '@type': v.literal('PostalAddress'),
  addressLocality: text,
  addressRegion: text,
  /** Google: the two-letter ISO 3166-1 alpha-2 country code. */
  addressCountry: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
})
const Place = v.looseObject({ '@type': v.literal('Place'), address: PostalAddress })
/** An AdministrativeArea: the country, or a state within it (a remote job open to one region). */
const AdministrativeArea = v.looseObject({ '@type': v.picklist(['Country', 'State']), name: text })
const amount = v.pipe(v.number(), v.finite(), v.minValue(0))
const QuantitativeValue = v.pipe(
  v.looseObject({
    '@type': v.literal('QuantitativeValue'),
    unitText: v.picklist(SALARY_UNITS),
    value: v.optional(amount),
    minValue: v.optional(amount),
    maxValue: v.optional(amount),
  }),
  v.check((q) => q.value !== undefined || q.minValue !== undefined, 'a value, or a minValue (with a maxValue for a range)'),
  v.check((q) => q.minValue === undefined || q.maxValue === undefined || q.minValue <= q.maxValue, 'minValue above maxValue'),
)
const MonetaryAmount = v.looseObject({
  '@type': v.literal('MonetaryAmount'),
  /** ISO 4217. */
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  value: QuantitativeValue,
})

const GoogleJobPosting = v.pipe(
  v.looseObject({
    '@context': v.picklist(['https://schema.org/', 'https://schema.org', 'http://schema.org/', 'http://schema.org']),
    '@type': v.literal('JobPosting'),
    title: text,
    description: text,
    datePosted: isoDateOrTime,
    validThrough: isoDateOrTime,
    employmentType: oneOrMore(v.picklist(EMPLOYMENT_TYPES)),
    hiringOrganization: v.looseObject({ '@type': v.literal('Organization'), name: text, sameAs: v.optional(v.pipe(v.string(), v.url())) }),
    identifier: v.optional(v.looseObject({ '@type': v.literal('PropertyValue'), name: text, value: text })),
    jobLocation: v.optional(oneOrMore(Place)),
    jobLocationType: v.optional(v.literal('TELECOMMUTE')),
    applicantLocationRequirements: v.optional(oneOrMore(AdministrativeArea)),
    baseSalary: v.optional(MonetaryAmount),
  }),
  // jobLocation is required, except for a 100 % remote job, which says TELECOMMUTE and where applicants may live.
  v.check((posting) => posting.jobLocation !== undefined || posting.jobLocationType === 'TELECOMMUTE', 'no jobLocation and not TELECOMMUTE'),
  // Where applicants may live: applicantLocationRequirements, else Google takes the country of the jobLocation (a job
  // open to applicants anywhere names no requirement and keeps its office's place).
  v.check((posting) => posting.jobLocationType !== 'TELECOMMUTE' || posting.applicantLocationRequirements !== undefined || posting.jobLocation !== undefined, 'TELECOMMUTE without applicantLocationRequirements or jobLocation'),
  v.check((posting) => Date.parse(posting.validThrough) > Date.parse(posting.datePosted), 'validThrough not after datePosted'),
)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

const jsonLdOf = (page: string): unknown[] =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as unknown)
const problems = (value: unknown) => {
  const result = v.safeParse(GoogleJobPosting, value)
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(posting)'}: ${issue.message}`)
}

/** Up to 3 open jobs of every shape the seed makes: remote or not, each job type, pay by the hour or year, stated or not. */
async function sampleJobs(): Promise<Job[]> {
  const rows = await server.db.query<{ id: string }>(
    `SELECT id FROM (
       SELECT id, row_number() OVER (PARTITION BY remote, job_type, compensation, compensation_min IS NULL ORDER BY id) AS n
       FROM jobs WHERE closed_at IS NULL AND duplicate_of IS NULL
     ) shapes WHERE n <= 3`,
  )
  const jobs: Job[] = []
  for (const { id } of rows) jobs.push(v.parse(JobSchema, await (await server.app.request(`/rest/job-lookup/${id}`)).json()))
  return jobs
}

describe("JobPosting JSON-LD against Google's rules", () => {
  it('every sampled job page carries one JobPosting that passes, and it says what the job says', async () => {
    const jobs = await sampleJobs()
    expect(jobs.length).toBeGreaterThanOrEqual(20)
    expect(new Set(jobs.map((job) => `${job.remote}|${job.compensation}`)).size).toBe(4)
    for (const job of jobs) {
      const response = await server.app.request(`/details/${job.slug}/${job.id}`, { headers: { accept: 'text/html' } })
      expect(response.status).toBe(200)
      const postings = jsonLdOf(await response.text())
      expect(postings, job.id).toHaveLength(1)
      const [posting] = postings as [v.InferOutput<typeof GoogleJobPosting>]
      expect(problems(posting), job.id).toEqual([])
      expect(posting.title).toBe(job.title)
      expect(posting.datePosted).toBe(job.postedAt)
      expect(posting.jobLocationType === 'TELECOMMUTE', job.id).toBe(job.remote)
      const stated = job.compensationMin !== null || job.compensationMax !== null
      expect(posting.baseSalary !== undefined, job.id).toBe(stated)
      if (posting.baseSalary) expect(posting.baseSalary.value.unitText).toBe(job.compensation === 'hour' ? 'HOUR' : 'YEAR')
    }
  }, 120_000)

  it('the schema refuses what Google refuses (it would catch a broken posting)', () => {
    const good = {
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Registered Nurse',
      description: '<p>Nights.</p>',
      datePosted: '2026-11-20T09:00:00.000Z',
      validThrough: '2027-01-19T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Clinic' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 30, maxValue: 40, unitText: 'HOUR' } },
    }
    expect(problems(good)).toEqual([])
    const remote = { ...good, jobLocation: undefined, jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'State', name: 'Texas' } }
    expect(problems(remote)).toEqual([])
    // Open to applicants anywhere: no requirement, the office's place kept.
    expect(problems({ ...good, jobLocationType: 'TELECOMMUTE' })).toEqual([])
    const broken: Record<string, unknown>[] = [
      { ...good, title: ' ' },
      { ...good, datePosted: 'November 20, 2026' },
      { ...good, validThrough: '2026-11-01' },
      { ...good, employmentType: 'permanent' },
      { ...good, hiringOrganization: { '@type': 'Organization' } },
      { ...good, jobLocation: undefined },
      { ...good, jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'USA' } } },
      { ...remote, applicantLocationRequirements: undefined },
      { ...good, baseSalary: { ...good.baseSalary, value: { '@type': 'QuantitativeValue', value: 90000, unitText: 'ANNUAL' } } },
      { ...good, baseSalary: { ...good.baseSalary, value: { '@type': 'QuantitativeValue', minValue: 50, maxValue: 40, unitText: 'HOUR' } } },
      { ...good, baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: 90000 } },
    ]
    for (const posting of broken) expect(problems(posting), JSON.stringify(posting)).not.toEqual([])
  })
})
