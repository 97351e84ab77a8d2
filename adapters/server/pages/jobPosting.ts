import { regionsOf } from '../../../core/profile'
import type { Job } from '../../../core/search'

/**
 * How long a job posting is said to be valid from its posting date (schema.org validThrough). Jobs carry no expiry
 * date; a closed job is valid through its closing time (its page still opens, marked closed), and the sitemap lists open jobs only.
 */
export const JOB_POSTING_VALID_DAYS = 60

const DAY_MS = 24 * 60 * 60 * 1000

/** Google's employmentType values for our job types (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */
const EMPLOYMENT_TYPE = { permanent: 'FULL_TIME', contractor: 'CONTRACTOR', contract: 'CONTRACTOR' } as const
const SALARY_UNIT = { year: 'YEAR', hour: 'HOUR' } as const

/** The description as HTML (Google asks for HTML): its paragraphs, escaped. */
const descriptionHtml = (description: string, escape: (text: string) => string): string =>
  description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escape(paragraph)}</p>`)
    .join('')

/**
 * Where a remote worker may live, as Google's applicantLocationRequirements (an AdministrativeArea): the country for
 * 'US', the state (by name) for a state's code, nothing for 'anywhere' (no requirement). An answer without a region (from
 * before regions were recorded) is the United States, as every job is in a US state.
 */
export function applicantLocation(region: Job['remoteRegion']): { applicantLocationRequirements?: Record<string, string> } {
  if (region === 'anywhere') return {}
  if (region === undefined || region === null || region === 'US') return { applicantLocationRequirements: { '@type': 'Country', name: 'US' } }
  const state = regionsOf('US').find((entry) => entry.code === region)
  return { applicantLocationRequirements: { '@type': 'State', name: state?.name ?? region } }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A job as schema.org JobPosting JSON-LD, as Google documents it: the required title, description (HTML),
 * datePosted, hiringOrganization and jobLocation, or for a remote job jobLocationType TELECOMMUTE with
 * applicantLocationRequirements where the job's remoteRegion says the worker may live; validThrough, employmentType and
 * baseSalary (a MonetaryAmount in USD with its unit) when the job states pay. `url` is the job's canonical address.
 */
export function jobPostingJsonLd(job: Job, url: string, proUrl: string): Record<string, unknown> {
  const posted = new Date(job.postedAt)
  const min = job.compensationMin
  const max = job.compensationMax
  const salaryValue =
    min !== null && max !== null && min !== max
      ? { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: SALARY_UNIT[job.compensation] }
      : min !== null || max !== null
        ? { '@type': 'QuantitativeValue', value: (max ?? min) as number, unitText: SALARY_UNIT[job.compensation] }
        : null
  const address = {
    '@type': 'PostalAddress',
    addressLocality: job.location.address.city,
    addressRegion: job.location.address.state,
    addressCountry: 'US',
  }
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description, escapeText),
    identifier: { '@type': 'PropertyValue', name: job.recruiter.name, value: job.id },
    datePosted: job.postedAt,
    // A closed job's posting ended when it closed (Google then stops showing it).
    validThrough: job.closedAt ?? new Date(posted.getTime() + JOB_POSTING_VALID_DAYS * DAY_MS).toISOString(),
    employmentType: EMPLOYMENT_TYPE[job.jobType],
    hiringOrganization: { '@type': 'Organization', name: job.company || job.recruiter.name, sameAs: proUrl },
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...applicantLocation(job.remoteRegion),
          // A remote job is still tied to its state: Google accepts both together.
          jobLocation: { '@type': 'Place', address },
        }
      : { jobLocation: { '@type': 'Place', address } }),
    ...(salaryValue ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: salaryValue } } : {}),
    ...(job.skills.length > 0 ? { skills: job.skills.join(', ') } : {}),
    industry: job.industry,
    url,
  }
}
