import { yearlyPay } from './jobFormat'
import type { Job, JobSummary } from './job'

/** Below this many comparable jobs the page says "not enough data" instead of a median. */
export const MARKET_PAY_MIN_JOBS = 5
/** How many similar jobs the job page lists. */
export const SIMILAR_JOBS_SHOWN = 4
/** Within this share of the median, a job's pay counts as "about the median". */
const NEAR_MEDIAN = 0.05

type JobBasics = Pick<Job, 'id' | 'title' | 'location'>
type Pay = Pick<Job, 'compensation' | 'compensationMin' | 'compensationMax'>

/** The jobs to list as similar: the search's best matches other than the job itself. */
export const similarJobs = (job: JobBasics, documents: readonly JobSummary[]): JobSummary[] =>
  documents.filter((other) => other.id !== job.id).slice(0, SIMILAR_JOBS_SHOWN)

/** A job's yearly pay: the middle of its range, hourly pay at 2,080 hours a year; null when not specified. */
export function yearlyMidpoint(pay: Pay): number | null {
  const amounts = [pay.compensationMin, pay.compensationMax].filter(
    (amount): amount is number => amount !== null && Number.isFinite(amount) && amount > 0,
  )
  if (amounts.length === 0) return null
  const middle = amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length
  return yearlyPay(middle, pay.compensation)
}

function median(sorted: readonly number[]): number {
  const half = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2
}

/** The market for a title and place: the median yearly pay of the comparable jobs, and how many there were. */
export interface MarketPay {
  /** Null when fewer than MARKET_PAY_MIN_JOBS jobs had pay to compare. */
  readonly medianYearly: number | null
  readonly count: number
}

/** The median pay of the other jobs with the same title (case aside) among the search's documents. */
export function marketPay(job: JobBasics, documents: readonly JobSummary[]): MarketPay {
  const title = job.title.trim().toLocaleLowerCase('en-US')
  const pays = documents
    .filter((other) => other.id !== job.id && other.title.trim().toLocaleLowerCase('en-US') === title)
    .map(yearlyMidpoint)
    .filter((pay): pay is number => pay !== null)
    .sort((a, b) => a - b)
  const count = pays.length
  return { medianYearly: count >= MARKET_PAY_MIN_JOBS ? Math.round(median(pays)) : null, count }
}

/** How a job's pay stands against the market: its difference from the median as a share, or null if unknown. */
export function payAgainstMarket(pay: Pay, market: MarketPay): { readonly verdict: 'above' | 'below' | 'near'; readonly share: number } | null {
  const own = yearlyMidpoint(pay)
  if (own === null || market.medianYearly === null) return null
  const share = (own - market.medianYearly) / market.medianYearly
  if (Math.abs(share) < NEAR_MEDIAN) return { verdict: 'near', share }
  return { verdict: share > 0 ? 'above' : 'below', share: Math.abs(share) }
}
