import { WORK_HOURS_PER_YEAR } from '../constants'
import type { MessageDescriptor, MessageId } from '../i18n/en-US'
import type { Job, JobType, ResponseTime } from './job'

type Pay = Pick<Job, 'compensation' | 'compensationMin' | 'compensationMax'>

const isAmount = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0

/**
 * The pay of a job as a message: "$80,000 – $100,000 a year", "$45 an hour", "From $50,000 a year",
 * "Up to $30 an hour" or "Pay not specified". Swapped bounds are put in order.
 */
export function payRangeMessage(pay: Pay): MessageDescriptor {
  const min = isAmount(pay.compensationMin) ? pay.compensationMin : null
  const max = isAmount(pay.compensationMax) ? pay.compensationMax : null
  return boundsMessage(min, max, pay.compensation)
}

function boundsMessage(min: number | null, max: number | null, period: Pay['compensation']): MessageDescriptor {
  if (min !== null && max !== null) {
    if (min === max) return { id: 'job.pay.single', values: { amount: min, period } }
    return { id: 'job.pay.range', values: { min: Math.min(min, max), max: Math.max(min, max), period } }
  }
  if (min !== null) return { id: 'job.pay.from', values: { amount: min, period } }
  if (max !== null) return { id: 'job.pay.upTo', values: { amount: max, period } }
  return { id: 'job.pay.unspecified' }
}

/** An hourly amount as a year's pay, at 2,080 hours a year. */
export const yearlyPay = (amount: number, period: Pay['compensation']): number =>
  period === 'hour' ? amount * WORK_HOURS_PER_YEAR : amount

const convert = (amount: number | null, period: Pay['compensation']): number | null => {
  if (amount === null) return null
  // Rounded as people say them: whole hundreds a year, whole dollars an hour.
  return period === 'hour' ? Math.round(yearlyPay(amount, 'hour') / 100) * 100 : Math.max(1, Math.round(amount / WORK_HOURS_PER_YEAR))
}

/**
 * The same pay in the other period, at 2,080 hours a year: "$93,600 a year" for "$45 an hour", "$38 – $48 an hour"
 * for "$80,000 – $100,000 a year". Null when the pay is not specified.
 */
export function payConversionMessage(pay: Pay): MessageDescriptor | null {
  const min = isAmount(pay.compensationMin) ? pay.compensationMin : null
  const max = isAmount(pay.compensationMax) ? pay.compensationMax : null
  if (min === null && max === null) return null
  const other = pay.compensation === 'hour' ? 'year' : 'hour'
  return boundsMessage(convert(min, pay.compensation), convert(max, pay.compensation), other)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** How long ago something was posted, for Intl.RelativeTimeFormat (value is 0 or negative). */
export interface PostedAge {
  readonly value: number
  readonly unit: 'day' | 'week' | 'month'
}

/**
 * The age of a posting in the coarsest sensible unit: days under a week, weeks under 30 days, then months.
 * A date in the future (clock skew) counts as today; an unreadable date yields null.
 */
export function postedAge(postedAt: string, nowMs: number): PostedAge | null {
  const postedMs = Date.parse(postedAt)
  if (!Number.isFinite(postedMs)) return null
  const days = Math.max(0, Math.floor((nowMs - postedMs) / DAY_MS))
  if (days < 7) return { value: -days, unit: 'day' }
  if (days < 30) return { value: -Math.floor(days / 7), unit: 'week' }
  return { value: -Math.floor(days / 30), unit: 'month' }
}

const JOB_TYPE_MESSAGES: Record<JobType, MessageId> = {
  permanent: 'job.type.permanent',
  contractor: 'job.type.contractor',
  contract: 'job.type.contract',
}

/** The catalogue id naming a job type. */
export const jobTypeMessageId = (jobType: JobType): MessageId => JOB_TYPE_MESSAGES[jobType]

/** "Remote" or "On-site". */
export const workplaceMessageId = (remote: boolean): MessageId => (remote ? 'job.remote' : 'job.onSite')

/** "Remote, US only", "Remote, anywhere", "Remote, TX only"; "Remote" / "On-site" when no region is known. */
export function workplaceMessage(job: Pick<Job, 'remote' | 'remoteRegion'>): MessageDescriptor {
  if (job.remote && job.remoteRegion) return { id: 'job.remoteRegion', values: { region: job.remoteRegion } }
  return { id: workplaceMessageId(job.remote) }
}

/** A Pro's promise is shown from this many answered applications on (fewer say little). */
export const RESPONSE_TIME_MIN_ANSWERED = 3

/** "Usually answers within 9 hours" (under two days), "... within 3 days"; null when too few were answered. */
export function responseTimeMessage(time: ResponseTime | undefined): MessageDescriptor | null {
  if (!time || time.medianHours === null || time.answered < RESPONSE_TIME_MIN_ANSWERED) return null
  if (time.medianHours < 48) return { id: 'job.responseTime.hours', values: { hours: Math.max(1, Math.ceil(time.medianHours)) } }
  return { id: 'job.responseTime.days', values: { days: Math.ceil(time.medianHours / 24) } }
}

/** A job whose Pro acted on it (posted, reopened, answered an application) in the last this-many days is "actively hiring". */
export const ACTIVELY_HIRING_DAYS = 7

/**
 * The job's last activity as seekers read it, at `nowMs` (the caller's clock): "Actively hiring" up to
 * ACTIVELY_HIRING_DAYS, then "Active 12 days ago" (whole days, a future date counting as now); null when unknown.
 */
export function jobActivityMessage(lastActivityAt: string | undefined, nowMs: number): MessageDescriptor | null {
  const at = lastActivityAt === undefined ? Number.NaN : Date.parse(lastActivityAt)
  if (!Number.isFinite(at)) return null
  if (nowMs - at <= ACTIVELY_HIRING_DAYS * DAY_MS) return { id: 'job.activeHiring' }
  return { id: 'job.lastActivity', values: { days: Math.floor((nowMs - at) / DAY_MS) } }
}

/** The description split into paragraphs on blank lines (single newlines stay inside a paragraph). */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
}
