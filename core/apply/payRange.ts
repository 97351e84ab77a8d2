import type { SalaryType } from '../applications'
import { yearlyPay, type Job } from '../search'

type Pay = Pick<Job, 'compensation' | 'compensationMin' | 'compensationMax'>

/** How the applicant's expectation sits against the job's pay: under it, inside it, over it, or not comparable. */
export type ExpectationVerdict = 'below' | 'within' | 'above' | 'unknown'

// core/search's conversion (2,080 hours a year), already on the first screen: importing core/constants from this lazy
// chunk made the bundler split constants off the entry chunk (+0.3 KB gz on the first screen).
const yearly = (amount: number, type: SalaryType) => yearlyPay(amount, type)
const positive = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0

/**
 * "Your expectation vs this range": the expected salary against the job's pay, both as a year's pay (2,080 hours a
 * year). An open-ended range ("from $50,000") has only that bound; a job without pay, or no expectation, is unknown.
 */
export function compareExpectation(expected: number | null, type: SalaryType | null, pay: Pay): ExpectationVerdict {
  if (!positive(expected)) return 'unknown'
  const min = positive(pay.compensationMin) ? yearly(pay.compensationMin, pay.compensation) : null
  const max = positive(pay.compensationMax) ? yearly(pay.compensationMax, pay.compensation) : null
  if (min === null && max === null) return 'unknown'
  const low = Math.min(min ?? Infinity, max ?? Infinity)
  const high = Math.max(min ?? -Infinity, max ?? -Infinity)
  const mine = yearly(expected, type ?? pay.compensation)
  if (min !== null && mine < low) return 'below'
  if (max !== null && mine > high) return 'above'
  return 'within'
}
